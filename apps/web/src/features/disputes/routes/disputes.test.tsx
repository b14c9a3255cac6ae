import { disputeListItemSchema, type DisputeListItem } from '@p2p/shared';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { emitRealtimeEventForTests } from '@/lib/realtime/realtime';
import { mockFetch } from '@/testing/fetch-mock';
import { renderWithProviders } from '@/testing/render';
import { DisputesRoute } from './disputes';

const LIST = 'GET /rest/v1/admin/disputes';

const item = (overrides: Partial<DisputeListItem> = {}): DisputeListItem =>
  disputeListItemSchema.parse({
    tradeHash: 'dIsPuTe0001',
    status: 'dispute_open',
    reason: 'obvious_scam',
    reasonText: 'The buyer sent a fake receipt.',
    openedAt: '2026-05-01T11:00:00.000Z',
    openedBy: 'seller_sam',
    buyer: { username: 'buyer_bea', avatarUrl: null },
    seller: { username: 'seller_sam', avatarUrl: null },
    cryptoCurrencyCode: 'BTC',
    cryptoAmount: '0.00150000',
    fiatCurrencyCode: 'USD',
    fiatAmount: '100.00',
    paymentMethodName: 'PayPal',
    moderator: null,
    settledAt: null,
    ...overrides,
  });

const page = (items: DisputeListItem[], { currentPage = 1, lastPage = 1, total = items.length } = {}) => ({
  body: { data: items, meta: { total, currentPage, perPage: 10, lastPage } },
});

describe('disputes console list', () => {
  it('lists the open disputes, each linking to its page', async () => {
    const { requestsTo } = mockFetch({ [LIST]: page([item()], { total: 11, lastPage: 2 }) });
    renderWithProviders(<DisputesRoute />, { path: '/admin/disputes' });

    const row = await screen.findByTestId('dispute-row-dIsPuTe0001');
    expect(requestsTo(LIST)[0]!.url).toBe('/rest/v1/admin/disputes?status=open&page=1');
    expect(
      within(row)
        .getByRole('link', { name: /dIsPuTe0001/ })
        .getAttribute('href'),
    ).toBe('/admin/disputes/dIsPuTe0001');
    expect(within(row).getByText('Buyer: buyer_bea')).toBeTruthy();
    expect(within(row).getByText('Seller: seller_sam')).toBeTruthy();
    expect(within(row).getByText('Obvious scam')).toBeTruthy();
    expect(within(row).getByText('The buyer sent a fake receipt.')).toBeTruthy();
    expect(within(row).getByText('0.0015 BTC')).toBeTruthy();
    expect(within(row).getByText('$100.00')).toBeTruthy();
    expect(within(row).getByText('by seller_sam')).toBeTruthy();
    expect(screen.getByText('Disputes: 11')).toBeTruthy();
  });

  it('filters settled disputes and pages through them', async () => {
    const settled = item({
      status: 'dispute_won_seller',
      moderator: 'mod_maria',
      settledAt: '2026-05-02T00:00:00.000Z',
    });
    const { requestsTo } = mockFetch({ [LIST]: page([settled], { total: 12, lastPage: 2 }) });
    const { router } = renderWithProviders(<DisputesRoute />, { path: '/admin/disputes' });
    const user = userEvent.setup();
    await screen.findByTestId('dispute-row-dIsPuTe0001');

    await user.selectOptions(screen.getByLabelText('Show'), 'settled');
    await waitFor(() =>
      expect(requestsTo(LIST).at(-1)!.url).toBe('/rest/v1/admin/disputes?status=settled&page=1'),
    );
    expect(
      within(screen.getByTestId('dispute-row-dIsPuTe0001')).getByText('Dispute won by the seller'),
    ).toBeTruthy();
    await user.click(screen.getByRole('button', { name: /Next/ }));
    await waitFor(() =>
      expect(requestsTo(LIST).at(-1)!.url).toBe('/rest/v1/admin/disputes?status=settled&page=2'),
    );
    expect(router.state.location.search).toBe('?status=settled&page=2');
  });

  it('says when no dispute is open', async () => {
    mockFetch({ [LIST]: page([]) });
    renderWithProviders(<DisputesRoute />, { path: '/admin/disputes' });
    expect(await screen.findByText('No open disputes. Well done.')).toBeTruthy();
  });

  it('shows a new dispute without a reload when the socket says one was opened', async () => {
    mockFetch({ [LIST]: [page([item()]), page([item({ tradeHash: 'dIsPuTe0002' }), item()])] });
    renderWithProviders(<DisputesRoute />, { path: '/admin/disputes' });
    await screen.findByTestId('dispute-row-dIsPuTe0001');
    expect(screen.queryByTestId('dispute-row-dIsPuTe0002')).toBeNull();
    act(() =>
      emitRealtimeEventForTests({ id: '9', type: 'dispute.opened', tradeHash: 'dIsPuTe0002', payload: {} }),
    );
    expect(await screen.findByTestId('dispute-row-dIsPuTe0002')).toBeTruthy();
  });
});
