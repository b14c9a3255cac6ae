import { CHARGEBACK_IDENTITY_ERROR_CODE, type TradeListItem } from '@p2p/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { toastsStore } from '@/lib/toasts';
import { apiError, CSRF_ROUTE, mockFetch } from '@/testing/fetch-mock';
import { renderWithProviders } from '@/testing/render';
import { tradeRow } from '../testing/trades';
import { TradeHistoryRoute } from './trade-history';

const HISTORY = 'GET /rest/v1/trade/history';
const RECENT = 'GET /rest/v1/trade/recent';
const EXPORT = 'GET /rest/v1/trade/history/export';
const CHARGEBACK = 'POST /rest/v1/user-reports/chargeback';

const sold = tradeRow({
  tradeHash: 'soldTrade01',
  type: 'sell',
  status: 'released',
  tradeCompleted: true,
  partner: { username: 'buyer_bea', avatarUrl: null },
  completedAt: '2026-05-01T10:20:00.000Z',
});
const bought = tradeRow({
  tradeHash: 'boughtTrd01',
  type: 'buy',
  status: 'released',
  tradeCompleted: true,
  completedAt: '2026-05-01T10:20:00.000Z',
});
const cancelled = tradeRow({ tradeHash: 'cancelTrd01', type: 'sell', status: 'cancelled_buyer' });

const page = (trades: TradeListItem[], { currentPage = 1, lastPage = 1, total = trades.length } = {}) => ({
  body: { data: trades, meta: { total, currentPage, perPage: 10, lastPage } },
});

function renderHistory(path = '/dashboard/trade-history', routes: Parameters<typeof mockFetch>[0] = {}) {
  const mock = mockFetch({
    ...CSRF_ROUTE,
    [HISTORY]: page([sold, bought, cancelled], { lastPage: 3, total: 25 }),
    [RECENT]: page([bought]),
    ...routes,
  });
  const view = renderWithProviders(<TradeHistoryRoute />, { path });
  return { ...mock, ...view, user: userEvent.setup() };
}

const toasts = () => toastsStore.get().map((toast) => [toast.type, toast.title]);

// Whole-page journeys with typing: generous time, since the suite shares two cores with builds.
describe('trade history page', { timeout: 15_000 }, () => {
  it('lists finished trades and sends the filters and page in the request and the address', async () => {
    const { user, requestsTo, router } = renderHistory();
    await screen.findByTestId('trade-row-soldTrade01');
    expect(requestsTo(HISTORY)[0]!.url).toBe('/rest/v1/trade/history?page=1');

    // The list's own filters (the export form below has filters with the same names).
    const list = screen.getByRole('tabpanel', { name: 'History' });
    await user.selectOptions(within(list).getByLabelText('Status'), 'dispute_won');
    await waitFor(() =>
      expect(requestsTo(HISTORY).at(-1)!.url).toBe('/rest/v1/trade/history?status=dispute_won&page=1'),
    );
    await user.selectOptions(within(list).getByLabelText('Side'), 'sell');
    await waitFor(() =>
      expect(requestsTo(HISTORY).at(-1)!.url).toBe(
        '/rest/v1/trade/history?status=dispute_won&type=sell&page=1',
      ),
    );
    await user.click(screen.getByRole('button', { name: /Next/ }));
    await waitFor(() =>
      expect(requestsTo(HISTORY).at(-1)!.url).toBe(
        '/rest/v1/trade/history?status=dispute_won&type=sell&page=2',
      ),
    );
    expect(router.state.location.search).toBe('?status=dispute_won&type=sell&page=2');
  });

  it('offers the chargeback report only on completed trades the user sold', async () => {
    renderHistory();
    const soldRow = await screen.findByTestId('trade-row-soldTrade01');
    expect(within(soldRow).getByRole('button', { name: 'Report chargeback soldTrade01' })).toBeTruthy();
    expect(within(screen.getByTestId('trade-row-boughtTrd01')).queryByRole('button')).toBeNull();
    expect(within(screen.getByTestId('trade-row-cancelTrd01')).queryByRole('button')).toBeNull();
  });

  it('downloads the export the server answers, with the filters of the list', async () => {
    const createObjectURL = vi.fn(() => 'blob:export-1');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const clicks: { href: string; download: string }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push({ href: this.href, download: this.download });
    });
    const { user, requestsTo } = renderHistory('/dashboard/trade-history?status=released&type=buy', {
      [EXPORT]: { body: 'Trade,Started\n' },
    });
    await screen.findByTestId('trade-row-soldTrade01');

    await user.click(screen.getByRole('button', { name: 'Export the history as XLSX' }));
    await waitFor(() => expect(clicks).toHaveLength(1));
    expect(requestsTo(EXPORT)[0]!.url).toBe(
      '/rest/v1/trade/history/export?format=xlsx&status=released&type=buy',
    );
    expect(clicks[0]).toEqual({ href: 'blob:export-1', download: 'trades.xlsx' });

    await user.click(screen.getByRole('button', { name: 'Export the history as PDF' }));
    await waitFor(() => expect(clicks).toHaveLength(2));
    expect(requestsTo(EXPORT)[1]!.url).toBe(
      '/rest/v1/trade/history/export?format=pdf&status=released&type=buy',
    );
    expect(screen.getByRole('button', { name: 'Export the history as CSV' })).toBeTruthy();
  });

  it('says when an export is refused instead of saving the error as a file', async () => {
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click');
    const { user } = renderHistory('/dashboard/trade-history', {
      [EXPORT]: apiError(422, 'ERROR_INPUT_VALIDATION', 'Unknown status filter'),
    });
    await screen.findByTestId('trade-row-soldTrade01');
    await user.click(screen.getByRole('button', { name: 'Export the history as CSV' }));
    await waitFor(() => expect(toasts()).toContainEqual(['error', 'Unknown status filter']));
    expect(click).not.toHaveBeenCalled();
  });

  it('sends a chargeback report for a sold trade', async () => {
    const { user, requestsTo } = renderHistory('/dashboard/trade-history', {
      [CHARGEBACK]: {
        status: 201,
        body: {
          data: { id: 4, tradeHash: 'soldTrade01', status: 'Pending', createdAt: '2026-05-03T00:00:00.000Z' },
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Report chargeback soldTrade01' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report a chargeback' });

    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await within(dialog).findByText('Enter an amount like 150.00')).toBeTruthy();
    expect(within(dialog).getByText('Describe what happened in 10 to 2000 characters')).toBeTruthy();
    expect(requestsTo(CHARGEBACK)).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('Date of the chargeback'), '2026-05-02');
    await user.type(within(dialog).getByLabelText('Amount reversed (USD)'), '100.00');
    await user.type(within(dialog).getByLabelText('What happened'), 'The buyer reversed the PayPal payment.');
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(requestsTo(CHARGEBACK).map((r) => r.body)).toEqual([
      {
        id_hashed: 'soldTrade01',
        chargeback_date: '2026-05-02',
        chargeback_amount: '100.00',
        description: 'The buyer reversed the PayPal payment.',
        payment_reference: '',
      },
    ]);
    expect(toasts()[0]?.[0]).toBe('success');
  });

  it('tells the user to contact support when the identity check fails, and sends nothing more', async () => {
    const { user, requestsTo } = renderHistory('/dashboard/trade-history', {
      [CHARGEBACK]: apiError(403, CHARGEBACK_IDENTITY_ERROR_CODE, 'Contact support'),
    });
    await user.click(await screen.findByRole('button', { name: 'Report chargeback soldTrade01' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report a chargeback' });
    await user.type(within(dialog).getByLabelText('Date of the chargeback'), '2026-05-02');
    await user.type(within(dialog).getByLabelText('Amount reversed (USD)'), '100');
    await user.type(within(dialog).getByLabelText('What happened'), 'The payment was reversed by the bank.');
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));

    expect(await within(dialog).findByRole('alert')).toHaveProperty(
      'textContent',
      'We could not confirm that you can report a chargeback on this trade. Please contact support; nothing has been sent.',
    );
    expect(within(dialog).queryByRole('button', { name: 'Send report' })).toBeNull();
    expect(requestsTo(CHARGEBACK)).toHaveLength(1);
  });

  it('shows the recent trades on their tab', async () => {
    const { user, requestsTo, router } = renderHistory();
    await screen.findByTestId('trade-row-soldTrade01');
    await user.click(screen.getByRole('tab', { name: 'Recent trades' }));
    expect(await screen.findByRole('table', { name: 'Your trades, newest first' })).toBeTruthy();
    expect(requestsTo(RECENT)[0]!.url).toBe('/rest/v1/trade/recent?page=1');
    expect(router.state.location.search).toBe('?view=recent');
  });
});
