import type { TradeListItem } from '@p2p/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CSRF_ROUTE, mockFetch } from '@/testing/fetch-mock';
import { renderWithProviders } from '@/testing/render';
import { TradeHistoryRoute } from '../routes/trade-history';
import { tradeRow } from '../testing/trades';

const HISTORY = 'GET /rest/v1/trade/history';
const RECENT = 'GET /rest/v1/trade/recent';
const RECEIPT_ID = '5b0d7c1e-3f0a-4c8e-9a51-2f6c1d4e8b90';

const sold = tradeRow({
  tradeHash: 'soldTrade01',
  type: 'sell',
  status: 'released',
  tradeCompleted: true,
  completedAt: '2026-05-01T10:20:00.000Z',
  invoiceUuid: RECEIPT_ID,
});
const cancelled = tradeRow({ tradeHash: 'cancelTrd01', status: 'cancelled_buyer' });
const wonBySeller = tradeRow({ tradeHash: 'lostTrade01', status: 'dispute_won_seller' });

const page = (trades: TradeListItem[]) => ({
  body: { data: trades, meta: { total: trades.length, currentPage: 1, perPage: 10, lastPage: 1 } },
});

function renderHistory(path = '/dashboard/trade-history') {
  mockFetch({ ...CSRF_ROUTE, [HISTORY]: page([sold, cancelled, wonBySeller]), [RECENT]: page([sold]) });
  const user = userEvent.setup();
  renderWithProviders(<TradeHistoryRoute />, { path });
  return { user };
}

describe('receipt links in the trade lists', () => {
  it('links the public receipt from a completed trade, next to the chargeback report', async () => {
    renderHistory();
    const row = await screen.findByTestId('trade-row-soldTrade01');
    const link = within(row).getByRole('link', { name: 'Receipt of trade soldTrade01' });
    expect(link.getAttribute('href')).toBe(`/trade/receipt/${RECEIPT_ID}`);
    expect(link.textContent).toBe('Receipt');
    expect(within(row).getByRole('button', { name: 'Report chargeback soldTrade01' })).toBeTruthy();
  });

  it('copies the receipt address, absolute and without the language prefix of the page', async () => {
    const { user } = renderHistory('/es/dashboard/trade-history');
    const row = await screen.findByTestId('trade-row-soldTrade01');
    // The link stays in the page's language; the shared address leaves the language to the reader.
    expect(
      within(row)
        .getByRole('link', { name: /soldTrade01/ })
        .getAttribute('href'),
    ).toBe(`/es/trade/receipt/${RECEIPT_ID}`);
    await user.click(within(row).getByRole('button', { name: /receipt link of trade soldTrade01/ }));
    expect(await navigator.clipboard.readText()).toBe(
      `${window.location.origin}/trade/receipt/${RECEIPT_ID}`,
    );
  });

  it('offers no receipt for trades that did not complete', async () => {
    renderHistory();
    await screen.findByTestId('trade-row-soldTrade01');
    for (const hash of ['cancelTrd01', 'lostTrade01']) {
      const row = screen.getByTestId(`trade-row-${hash}`);
      expect(within(row).queryByRole('link', { name: /Receipt/ })).toBeNull();
      expect(within(row).queryByRole('button', { name: /receipt link/ })).toBeNull();
    }
  });

  it('links the receipt from the recent trades too', async () => {
    renderHistory('/dashboard/trade-history?view=recent');
    const row = await screen.findByTestId('trade-row-soldTrade01');
    expect(within(row).getByRole('link', { name: 'Receipt of trade soldTrade01' }).getAttribute('href')).toBe(
      `/trade/receipt/${RECEIPT_ID}`,
    );
    expect(within(row).getByRole('button', { name: 'Copy receipt link of trade soldTrade01' })).toBeTruthy();
  });
});
