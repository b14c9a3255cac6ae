import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { emitRealtimeEventForTests } from '@/lib/realtime/realtime';
import { apiError, CSRF_ROUTE, mockFetch } from '@/testing/fetch-mock';
import { renderWithProviders } from '@/testing/render';
import { buildTrade, messagesAnswer } from '../testing/trade-fixtures';
import { TradeRoute } from './trade';

const PATH = '/rest/v1/trade/tradeHash01';
const routes = [{ path: '/trade/:tradeHash', element: <TradeRoute /> }];

const disputed = (role: 'buyer' | 'seller') =>
  buildTrade({
    role,
    status: 'dispute_open',
    actions: role === 'seller' ? ['release'] : ['cancel'],
    dispute: {
      ...buildTrade().dispute,
      openedAt: '2026-01-01T10:40:00.000Z',
      openedBy: 'alice',
      reasonId: 'negotiation',
      reasonText: 'The buyer stopped answering.',
    },
  });

describe('trade page when the status changes under the viewer', () => {
  it('takes the viewer to the dispute view when the trade becomes dispute_open', async () => {
    let trade = buildTrade({ role: 'buyer', status: 'paid', actions: ['cancel'] });
    mockFetch({
      ...CSRF_ROUTE,
      [`GET ${PATH}`]: () => ({ body: { data: trade } }),
      [`GET ${PATH}/messages`]: messagesAnswer([]),
    });
    const { router } = renderWithProviders(<div />, { path: '/trade/tradeHash01', routes });
    expect((await screen.findByTestId('trade-status')).textContent).toBe('Paid');
    expect(screen.queryByTestId('dispute-summary')).toBeNull();
    expect(router.state.location.search).toBe('');

    trade = disputed('buyer');
    emitRealtimeEventForTests({
      id: '9',
      type: 'trade.status',
      tradeHash: 'tradeHash01',
      payload: { status: 'dispute_open' },
    });
    await waitFor(() => expect(router.state.location.search).toBe('?view=dispute'));
    expect(router.state.location.pathname).toBe('/trade/tradeHash01');
    const banner = await screen.findByTestId('dispute-summary');
    expect(banner.textContent).toContain('This trade is in dispute');
    expect(banner.textContent).toContain('Opened by alice');
    expect(within(banner).getByTestId('dispute-reason').textContent).toBe(
      'Reason: Cannot agree on the trade — The buyer stopped answering.',
    );
    expect(within(banner).getByTestId('dispute-moderator-note').textContent).toContain(
      'A moderator will join the chat',
    );
    await waitFor(() => expect(document.activeElement).toBe(banner.parentElement));
    expect(screen.getByTestId('trade-status').textContent).toBe('In dispute');
  });

  it('does not redirect a page opened on a trade already in dispute, yet shows the banner first', async () => {
    mockFetch({
      ...CSRF_ROUTE,
      [`GET ${PATH}`]: { body: { data: disputed('seller') } },
      [`GET ${PATH}/messages`]: messagesAnswer([]),
    });
    const { router } = renderWithProviders(<div />, { path: '/trade/tradeHash01', routes });
    expect(await screen.findByTestId('dispute-summary')).toBeTruthy();
    expect(router.state.location.search).toBe('');
    expect(screen.getAllByTestId('dispute-summary')).toHaveLength(1);
  });

  it('re-reads the trade after a 409 from a stale action and says what happened', async () => {
    const user = userEvent.setup();
    let trade = buildTrade({ role: 'buyer' });
    const api = mockFetch({
      ...CSRF_ROUTE,
      [`GET ${PATH}`]: () => ({ body: { data: trade } }),
      [`GET ${PATH}/messages`]: messagesAnswer([]),
      [`POST ${PATH}/paid`]: () => {
        // The seller cancelled a moment before the buyer's click.
        trade = buildTrade({ role: 'buyer', status: 'cancelled_seller', actions: [] });
        return apiError(409, 'ERROR_TRADE_ACTION_NOT_ALLOWED', 'This trade is cancelled seller', {
          action: ['mark_paid'],
          status: ['cancelled_seller'],
        });
      },
    });
    renderWithProviders(<div />, { path: '/trade/tradeHash01', routes });
    await user.click(await screen.findByRole('button', { name: 'I have paid' }));
    const reads = api.requestsTo(`GET ${PATH}`).length;
    await user.click(
      within(screen.getByRole('dialog', { name: 'Have you paid?' })).getByRole('button', {
        name: 'I have paid',
      }),
    );
    const error = await screen.findByTestId('action-error');
    expect(error.textContent).toBe(
      'The trade changed while you had this page open: it is now “Cancelled by the seller”. The page shows it as it is now.',
    );
    expect(api.requestsTo(`GET ${PATH}`).length).toBeGreaterThan(reads);
    expect(screen.getByTestId('trade-status').textContent).toBe('Cancelled by the seller');
    expect(screen.queryByRole('button', { name: 'I have paid' })).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('keeps the guard message for a 409 of a failed guard', async () => {
    const user = userEvent.setup();
    mockFetch({
      ...CSRF_ROUTE,
      [`GET ${PATH}`]: { body: { data: buildTrade({ role: 'buyer' }) } },
      [`GET ${PATH}/messages`]: messagesAnswer([]),
      [`POST ${PATH}/paid`]: apiError(409, 'ERROR_TRADE_ACTION_NOT_ALLOWED', 'no', {
        action: ['mark_paid'],
        status: ['active_funded'],
        guard: ['requirementsMet'],
      }),
    });
    renderWithProviders(<div />, { path: '/trade/tradeHash01', routes });
    await user.click(await screen.findByRole('button', { name: 'I have paid' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Have you paid?' })).getByRole('button', {
        name: 'I have paid',
      }),
    );
    expect((await screen.findByTestId('action-error')).textContent).toBe('Upload the required files first.');
  });

  it('offers the seller to share a bank account only while the trade is open', async () => {
    const bankAccounts = { ShareDialog: () => null, Message: () => null };
    let trade = buildTrade({ role: 'seller' });
    mockFetch({
      ...CSRF_ROUTE,
      [`GET ${PATH}`]: () => ({ body: { data: trade } }),
      [`GET ${PATH}/messages`]: messagesAnswer([]),
    });
    renderWithProviders(<div />, {
      path: '/trade/tradeHash01',
      routes: [{ path: '/trade/:tradeHash', element: <TradeRoute bankAccounts={bankAccounts} /> }],
    });
    expect(await screen.findByRole('button', { name: 'Share a bank account' })).toBeTruthy();
    trade = buildTrade({ role: 'seller', status: 'cancelled_buyer', actions: [] });
    emitRealtimeEventForTests({
      id: '12',
      type: 'trade.status',
      tradeHash: 'tradeHash01',
      payload: { status: 'cancelled_buyer' },
    });
    await waitFor(() =>
      expect(screen.getByTestId('trade-status').textContent).toBe('Cancelled by the buyer'),
    );
    expect(screen.queryByRole('button', { name: 'Share a bank account' })).toBeNull();
  });
});
