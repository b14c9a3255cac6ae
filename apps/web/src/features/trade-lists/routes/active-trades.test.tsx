import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, mockFetch } from '@/testing/fetch-mock';
import { renderWithProviders } from '@/testing/render';
import { ACTIVE_TRADES_POLL_WAIT_MS } from '../api/active-trades-poller';
import { activeTrades, tradeRow } from '../testing/trades';
import { ActiveTradesRoute } from './active-trades';

const ACTIVE = 'GET /rest/v1/trade/active';
const RECENT = 'GET /rest/v1/trade/recent';

const buying = tradeRow({ tradeHash: 'buyTrade001', type: 'buy' });
const buyingAlarmed = tradeRow({
  tradeHash: 'buyTrade002',
  type: 'buy',
  status: 'active_funded',
  alarm: 'expiring_soon',
  partner: { username: 'seller_sam', avatarUrl: null },
});
const selling = tradeRow({
  tradeHash: 'sellTrade01',
  type: 'sell',
  status: 'paid',
  alarm: 'waiting_release',
  partner: { username: 'buyer_bea', avatarUrl: null },
  fiatAmount: '250.00',
  cryptoAmount: '0.00375',
});

const list = activeTrades([buying, buyingAlarmed, selling]);
// The page also shows the latest trades (their own test below); most tests here need none.
const NO_RECENT = {
  [RECENT]: { body: { data: [], meta: { total: 0, currentPage: 1, perPage: 10, lastPage: 1 } } },
};

describe('active trades page', () => {
  afterEach(() => vi.useRealTimers());

  it('opens on the buy tab with the open trades, the alarmed one first and highlighted', async () => {
    mockFetch({ ...NO_RECENT, [ACTIVE]: { body: { data: list } } });
    renderWithProviders(<ActiveTradesRoute />, { path: '/dashboard/active-trades' });

    expect(await screen.findByRole('tab', { name: /Buying/, selected: true })).toBeTruthy();
    expect(screen.getByRole('tab', { name: /Selling/, selected: false }).textContent).toContain('1');
    const table = screen.getByRole('table', { name: 'Open trades where you buy' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.getAttribute('data-testid'))).toEqual([
      'trade-row-buyTrade002',
      'trade-row-buyTrade001',
    ]);
    expect(rows[0]!.getAttribute('data-alarm')).toBe('expiring_soon');
    expect(within(rows[0]!).getByText('The time to pay ends soon')).toBeTruthy();
    expect(rows[1]!.getAttribute('data-alarm')).toBeNull();
    expect(within(rows[0]!).getByRole('link', { name: 'Buying BTC' }).getAttribute('href')).toBe(
      '/trade/buyTrade002',
    );
    expect(screen.getByText('Trades needing you now: 1')).toBeTruthy();
    expect(screen.queryByText('sellTrade01')).toBeNull();
  });

  it('shows the sell tab from the address and switches tabs', async () => {
    mockFetch({ ...NO_RECENT, [ACTIVE]: { body: { data: list } } });
    const { router } = renderWithProviders(<ActiveTradesRoute />, {
      path: '/dashboard/active-trades?tab=sell',
    });
    const user = userEvent.setup();

    const table = await screen.findByRole('table', { name: 'Open trades where you sell' });
    const row = within(table).getByTestId('trade-row-sellTrade01');
    expect(within(row).getByText('Marked paid: check the payment and release')).toBeTruthy();
    expect(within(row).getByText('$250.00')).toBeTruthy();
    // The status column, and under the trade the same status for phones (the column is hidden there).
    expect(within(row).getAllByText('Paid')).toHaveLength(2);
    expect(row.querySelectorAll('td')[4]!.className).toContain('hidden md:table-cell');
    const phoneDetails = within(row).getByTestId('trade-row-phone-details');
    expect(phoneDetails.className).toContain('md:hidden');
    expect(within(phoneDetails).getByText('Paid')).toBeTruthy();
    expect(phoneDetails.closest('td')).toBe(row.querySelector('td'));

    await user.click(screen.getByRole('tab', { name: /Buying/ }));
    expect(await screen.findByRole('table', { name: 'Open trades where you buy' })).toBeTruthy();
    expect(router.state.location.search).toBe('?tab=buy');
  });

  it('opens on the sell tab when the only open trades are sales, and stays on the tab chosen', async () => {
    let data = activeTrades([selling]);
    mockFetch({ ...NO_RECENT, [ACTIVE]: () => ({ body: { data } }) });
    const { queryClient } = renderWithProviders(<ActiveTradesRoute />, { path: '/dashboard/active-trades' });
    const user = userEvent.setup();

    expect(await screen.findByRole('tab', { name: /Selling/, selected: true })).toBeTruthy();
    expect(screen.getByTestId('trade-row-sellTrade01')).toBeTruthy();

    await user.click(screen.getByRole('tab', { name: /Buying/ }));
    expect(await screen.findByText('You have no open trades where you buy.')).toBeTruthy();
    // A buy trade arriving later does not move the user off the tab they picked, nor a sale away.
    data = activeTrades([buying, selling]);
    await act(() => queryClient.refetchQueries());
    expect(await screen.findByTestId('trade-row-buyTrade001')).toBeTruthy();
    expect(screen.getByRole('tab', { name: /Buying/, selected: true })).toBeTruthy();
  });

  it('polls every 60 s one request at a time and keeps the list when a poll fails', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let answers = 0;
    const { requestsTo } = mockFetch({
      ...NO_RECENT,
      [ACTIVE]: () => {
        answers += 1;
        if (answers === 2) return apiError(503, 'ERROR_UNAVAILABLE', 'down');
        if (answers === 3) return { body: { data: activeTrades([buying]) } };
        return { body: { data: list } };
      },
    });
    renderWithProviders(<ActiveTradesRoute />, { path: '/dashboard/active-trades' });
    await screen.findByTestId('trade-row-buyTrade002');
    expect(requestsTo(ACTIVE)).toHaveLength(1);

    await act(() => vi.advanceTimersByTimeAsync(ACTIVE_TRADES_POLL_WAIT_MS));
    expect(requestsTo(ACTIVE)).toHaveLength(2);
    // The failure is silent: no error, the list stays.
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByTestId('trade-row-buyTrade002')).toBeTruthy();

    await act(() => vi.advanceTimersByTimeAsync(ACTIVE_TRADES_POLL_WAIT_MS));
    expect(requestsTo(ACTIVE)).toHaveLength(3);
    await waitFor(() => expect(screen.queryByTestId('trade-row-buyTrade002')).toBeNull());
    expect(screen.queryByText('Trades needing you now: 1')).toBeNull();
    expect(screen.getByTestId('trade-row-buyTrade001')).toBeTruthy();
  });

  it('says when a side has no open trades', async () => {
    mockFetch({ ...NO_RECENT, [ACTIVE]: { body: { data: activeTrades([selling]) } } });
    renderWithProviders(<ActiveTradesRoute />, { path: '/dashboard/active-trades?tab=buy' });
    expect(await screen.findByText('You have no open trades where you buy.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See finished trades' }).getAttribute('href')).toBe(
      '/dashboard/trade-history',
    );
  });

  it('shows the last five trades of any status under the open ones, with their receipts', async () => {
    const finished = Array.from({ length: 6 }, (_, index) =>
      tradeRow({
        tradeHash: `doneTrade0${index}`,
        status: 'released',
        tradeCompleted: true,
        invoiceUuid: `5b0d7c1e-3f0a-4c8e-9a51-2f6c1d4e8b9${index}`,
      }),
    );
    const { requestsTo } = mockFetch({
      [ACTIVE]: { body: { data: list } },
      [RECENT]: {
        body: {
          data: [buyingAlarmed, ...finished],
          meta: { total: 7, currentPage: 1, perPage: 10, lastPage: 1 },
        },
      },
    });
    renderWithProviders(<ActiveTradesRoute />, { path: '/dashboard/active-trades' });
    const recent = await screen.findByRole('table', { name: 'Your last trades, newest first' });
    const rows = within(recent).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.getAttribute('data-testid'))).toEqual([
      'recent-trade-row-buyTrade002',
      ...finished.slice(0, 4).map((trade) => `recent-trade-row-${trade.tradeHash}`),
    ]);
    // The open trade shows in both tables; the active table's row keeps its own name.
    expect(screen.getAllByTestId('trade-row-buyTrade002')).toHaveLength(1);
    expect(within(rows[0]!).queryByRole('link', { name: /Receipt/ })).toBeNull();
    expect(
      within(rows[1]!).getByRole('link', { name: 'Receipt of trade doneTrade00' }).getAttribute('href'),
    ).toBe('/trade/receipt/5b0d7c1e-3f0a-4c8e-9a51-2f6c1d4e8b90');
    expect(screen.getByRole('link', { name: 'All recent trades' }).getAttribute('href')).toBe(
      '/dashboard/trade-history?view=recent',
    );
    expect(requestsTo(RECENT)[0]!.url).toBe('/rest/v1/trade/recent?page=1');
  });

  it('shows an error with a retry when the first load fails', async () => {
    mockFetch({ ...NO_RECENT, [ACTIVE]: apiError(500, 'ERROR_INTERNAL', 'boom') });
    renderWithProviders(<ActiveTradesRoute />, { path: '/dashboard/active-trades' });
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.getByRole('button', { name: /Try again|Retry/ })).toBeTruthy();
  });
});
