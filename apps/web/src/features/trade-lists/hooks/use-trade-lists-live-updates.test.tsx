import type { RealtimeEvent } from '@/lib/realtime/realtime';
import type { TradeListItem } from '@p2p/shared';
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CURRENT_USER_PATH } from '@/lib/current-user';
import { emitRealtimeEventForTests } from '@/lib/realtime/realtime';
import { buildCurrentUser } from '@/testing/current-user';
import { CSRF_ROUTE, mockFetch } from '@/testing/fetch-mock';
import { renderWithProviders } from '@/testing/render';
import { ActiveTradesNavLink } from '../components/active-trades-nav-link';
import { TradeHistoryRoute } from '../routes/trade-history';
import { activeTrades, tradeRow } from '../testing/trades';
import { useTradeListsLiveUpdates } from './use-trade-lists-live-updates';

const ACTIVE = 'GET /rest/v1/trade/active';
const RECENT = 'GET /rest/v1/trade/recent';

let nextId = 1;
/** What the socket would deliver; sent through the realtime module's own listeners. */
const emit = (type: string, tradeHash = 'tRaDe000002') =>
  act(() => {
    const event: RealtimeEvent = { id: String(nextId++), type, tradeHash, payload: {} };
    emitRealtimeEventForTests(event);
  });

const first = tradeRow({ tradeHash: 'tRaDe000001' });
const second = tradeRow({ tradeHash: 'tRaDe000002', type: 'sell', status: 'paid', alarm: 'waiting_release' });

function renderNavbar() {
  const mock = mockFetch({
    [`GET ${CURRENT_USER_PATH}`]: { body: { data: buildCurrentUser() } },
    [ACTIVE]: [{ body: { data: activeTrades([first]) } }, { body: { data: activeTrades([first, second]) } }],
  });
  // The navbar mounts the link twice (bar and phone row), as the real one does.
  renderWithProviders(
    <>
      <ActiveTradesNavLink />
      <ActiveTradesNavLink inPhoneRow />
    </>,
  );
  return mock;
}

describe('trade lists follow real-time events', () => {
  it('recounts the open trades when a trade starts, with one request however many listen', async () => {
    const { requestsTo } = renderNavbar();
    expect((await screen.findByTestId('active-trades-count')).textContent).toContain('1');
    expect(requestsTo(ACTIVE)).toHaveLength(1);

    await emit('trade.started');
    await waitFor(() => expect(screen.getByTestId('active-trades-count').textContent).toContain('2'));
    expect(requestsTo(ACTIVE)).toHaveLength(2);
  });

  it('ignores chat, read, upload and feedback events, and re-reads on a status change', async () => {
    const { requestsTo } = renderNavbar();
    expect((await screen.findByTestId('active-trades-count')).textContent).toContain('1');
    for (const type of ['trade.message', 'trade.read', 'trade.upload', 'feedback.given']) await emit(type);
    await emit('trade.status');
    await waitFor(() => expect(screen.getByTestId('active-trades-count').textContent).toContain('2'));
    // The four other events asked for nothing: the only new request is the status change's.
    expect(requestsTo(ACTIVE)).toHaveLength(2);
  });

  it('refreshes every trade list, so a trade that completes gets its receipt link', async () => {
    const paid = tradeRow({ tradeHash: 'tRaDe000002', status: 'paid' });
    const released: TradeListItem = {
      ...paid,
      status: 'released',
      tradeCompleted: true,
      completedAt: '2026-05-01T10:20:00.000Z',
      invoiceUuid: '5b0d7c1e-3f0a-4c8e-9a51-2f6c1d4e8b90',
    };
    const recentPage = (trades: TradeListItem[]) => ({
      body: { data: trades, meta: { total: 1, currentPage: 1, perPage: 10, lastPage: 1 } },
    });
    const { requestsTo } = mockFetch({
      ...CSRF_ROUTE,
      [RECENT]: [recentPage([paid]), recentPage([released])],
    });
    function RecentWithLiveUpdates() {
      useTradeListsLiveUpdates();
      return <TradeHistoryRoute />;
    }
    renderWithProviders(<RecentWithLiveUpdates />, { path: '/dashboard/trade-history?view=recent' });
    const row = await screen.findByTestId('trade-row-tRaDe000002');
    expect(within(row).queryByRole('link', { name: /Receipt/ })).toBeNull();

    await emit('trade.status');
    const link = await screen.findByRole('link', { name: 'Receipt of trade tRaDe000002' });
    expect(link.getAttribute('href')).toBe('/trade/receipt/5b0d7c1e-3f0a-4c8e-9a51-2f6c1d4e8b90');
    expect(requestsTo(RECENT)).toHaveLength(2);
  });
});
