import { TWO_FACTOR_ERROR_CODES, type TradeRowStatus, type TradeViewerRole } from '@p2p/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, CSRF_ROUTE, mockFetch } from '@/testing/fetch-mock';
import { renderWithProviders } from '@/testing/render';
import { buildTrade } from '../testing/trade-fixtures';
import { TradeActions } from './trade-actions';

const PATH = '/rest/v1/trade/tradeHash01';

function buttonsShown() {
  const area = screen.getByTestId('trade-actions');
  return within(area)
    .queryAllByRole('button')
    .map((button) => button.textContent);
}

describe('trade actions', () => {
  it.each<[TradeRowStatus, TradeViewerRole, string[]]>([
    ['active_funded', 'buyer', ['I have paid', 'Cancel trade']],
    ['active_funded', 'seller', []],
    ['not_funded', 'seller', ['Fund the trade', 'Cancel trade']],
    ['paid', 'seller', ['Release crypto']],
    ['paid', 'buyer', ['Cancel trade']],
    ['dispute_open', 'seller', ['Release crypto']],
    ['released', 'buyer', []],
    ['released', 'seller', []],
    ['dispute_open', 'moderator', []],
  ])('%s as %s shows %j', (status, role, expected) => {
    mockFetch({});
    renderWithProviders(<TradeActions trade={buildTrade({ status, role })} />);
    expect(buttonsShown()).toEqual(expected);
  });

  it('shows the dispute button only when the server says it is available, and when it will be', () => {
    mockFetch({});
    const waiting = buildTrade({
      status: 'paid',
      role: 'buyer',
      dispute: { ...buildTrade().dispute, availableAt: '2026-01-01T11:00:00.000Z' },
    });
    const { unmount } = renderWithProviders(<TradeActions trade={waiting} />);
    expect(buttonsShown()).not.toContain('Open a dispute');
    expect(screen.getByTestId('dispute-available-at').textContent).toContain('A dispute can be opened from');
    unmount();
    renderWithProviders(<TradeActions trade={{ ...waiting, actions: ['cancel', 'open_dispute'] }} />);
    expect(buttonsShown()).toEqual(['Open a dispute', 'Cancel trade']);
  });

  it('asks before marking paid and posts only after the confirmation', async () => {
    const user = userEvent.setup();
    const trade = buildTrade();
    const api = mockFetch({
      ...CSRF_ROUTE,
      [`POST ${PATH}/paid`]: { body: { data: { ...trade, status: 'paid', actions: ['cancel'] } } },
      [`GET ${PATH}`]: { body: { data: { ...trade, status: 'paid', actions: ['cancel'] } } },
    });
    renderWithProviders(<TradeActions trade={trade} />);
    await user.click(screen.getByRole('button', { name: 'I have paid' }));
    const dialog = screen.getByRole('dialog', { name: 'Have you paid?' });
    expect(api.requestsTo(`POST ${PATH}/paid`)).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.requestsTo(`POST ${PATH}/paid`)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'I have paid' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Have you paid?' })).getByRole('button', {
        name: 'I have paid',
      }),
    );
    await waitFor(() => expect(api.requestsTo(`POST ${PATH}/paid`)).toHaveLength(1));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('warns a buyer who may have paid before cancelling, and shows a refusal of the state machine', async () => {
    const user = userEvent.setup();
    mockFetch({
      ...CSRF_ROUTE,
      [`POST ${PATH}/cancel`]: apiError(409, 'ERROR_TRADE_ACTION_NOT_ALLOWED', 'no', {
        guard: ['windowOpen'],
      }),
      [`GET ${PATH}`]: { body: { data: buildTrade() } },
    });
    renderWithProviders(<TradeActions trade={buildTrade()} />);
    await user.click(screen.getByRole('button', { name: 'Cancel trade' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel this trade?' });
    expect(dialog.textContent).toContain('Do not cancel if you have already paid');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel trade' }));
    expect((await screen.findByTestId('action-error')).textContent).toContain(
      'The payment window has ended.',
    );
  });

  it('asks the seller for the second factor on release and keeps the dialog open on a wrong code', async () => {
    const user = userEvent.setup();
    const trade = buildTrade({ status: 'paid', role: 'seller', releaseRequiresSecondFactor: true });
    let attempts = 0;
    const api = mockFetch({
      ...CSRF_ROUTE,
      'GET /rest/v1/users/two-factor': {
        body: {
          data: {
            state: 'enabled',
            method: 'ga',
            type: 'ga',
            login: true,
            release: true,
            sendout: true,
            backupCodesLeft: 10,
            availableMethods: { ga: true, sms: false, email: false },
          },
        },
      },
      [`POST ${PATH}/release`]: () => {
        attempts += 1;
        return attempts === 1
          ? apiError(401, TWO_FACTOR_ERROR_CODES.required, 'Wrong code', { two_factor_code: ['wrong'] })
          : { body: { data: { ...trade, status: 'released', actions: [] } } };
      },
      [`GET ${PATH}`]: { body: { data: { ...trade, status: 'released', actions: [] } } },
    });
    renderWithProviders(<TradeActions trade={trade} />);
    await user.click(screen.getByRole('button', { name: 'Release crypto' }));
    const dialog = screen.getByRole('dialog', { name: 'Release the crypto?' });
    expect(dialog.textContent).toContain('0.0015 BTC goes to bob for $150.00.');
    await user.click(within(dialog).getByRole('button', { name: 'Release 0.0015 BTC' }));
    expect(within(dialog).getByText('Enter your two-factor code')).toBeTruthy();
    expect(api.requestsTo(`POST ${PATH}/release`)).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('Two-factor code'), '111111');
    await user.click(within(dialog).getByRole('button', { name: 'Release 0.0015 BTC' }));
    expect(await within(dialog).findByText('The code is wrong, expired or already used')).toBeTruthy();

    await user.clear(within(dialog).getByLabelText('Two-factor code'));
    await user.type(within(dialog).getByLabelText('Two-factor code'), '222222');
    await user.click(within(dialog).getByRole('button', { name: 'Release 0.0015 BTC' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.requestsTo(`POST ${PATH}/release`).map((request) => request.body)).toEqual([
      { two_factor_code: '111111' },
      { two_factor_code: '222222' },
    ]);
  });

  it('releases without a code when the seller did not ask for one', async () => {
    const user = userEvent.setup();
    const trade = buildTrade({ status: 'paid', role: 'seller' });
    const api = mockFetch({
      ...CSRF_ROUTE,
      [`POST ${PATH}/release`]: { body: { data: { ...trade, status: 'released', actions: [] } } },
      [`GET ${PATH}`]: { body: { data: { ...trade, status: 'released', actions: [] } } },
    });
    renderWithProviders(<TradeActions trade={trade} />);
    await user.click(screen.getByRole('button', { name: 'Release crypto' }));
    const dialog = screen.getByRole('dialog', { name: 'Release the crypto?' });
    expect(within(dialog).queryByLabelText('Two-factor code')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Release 0.0015 BTC' }));
    await waitFor(() => expect(api.requestsTo(`POST ${PATH}/release`)).toHaveLength(1));
    expect(api.requestsTo(`POST ${PATH}/release`)[0]!.body).toEqual({});
  });

  it('shows the release and status-change error flags of the trade', () => {
    mockFetch({});
    renderWithProviders(
      <TradeActions
        trade={buildTrade({
          status: 'paid',
          role: 'seller',
          isReleaseError: true,
          isStatusChangeError: true,
        })}
      />,
    );
    expect(screen.getByText(/The last release attempt failed/)).toBeTruthy();
    expect(screen.getByText(/The last status change failed/)).toBeTruthy();
  });

  it('opens a dispute with a reason from the server and a text', async () => {
    const user = userEvent.setup();
    const trade = buildTrade({ status: 'paid', role: 'buyer', actions: ['cancel', 'open_dispute'] });
    const api = mockFetch({
      ...CSRF_ROUTE,
      'GET /rest/v1/dispute/reasons': {
        // The server's shape: numeric ids, the slug is the reason a dispute posts.
        body: {
          data: [
            { id: 1, slug: 'outside_escrow', title: 'Payment outside escrow', description: '' },
            { id: 4, slug: 'negotiation', title: 'Negotiation', description: '' },
            { id: 5, slug: 'other', title: 'Other', description: '' },
            { id: 6, slug: 'seller_not_releasing', title: 'Paid, but…', description: '' },
          ],
        },
      },
      [`POST ${PATH}/dispute`]: { body: { data: { ...trade, status: 'dispute_open', actions: ['cancel'] } } },
      [`GET ${PATH}`]: { body: { data: { ...trade, status: 'dispute_open', actions: ['cancel'] } } },
    });
    renderWithProviders(<TradeActions trade={trade} />);
    await user.click(screen.getByRole('button', { name: 'Open a dispute' }));
    const dialog = screen.getByRole('dialog', { name: 'Open a dispute' });
    const select = await within(dialog).findByLabelText('Reason');
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
      // The shared order (the commonest case first, "Other" last), whatever the rows' ids.
    ).toEqual([
      'Choose a reason',
      'Paid, but the seller does not release or answer',
      'Asked to trade outside escrow',
      'Cannot agree on the trade',
      'Other',
    ]);
    await user.click(within(dialog).getByRole('button', { name: 'Open dispute' }));
    expect(within(dialog).getAllByText('Choose a reason').length).toBeGreaterThan(1);
    expect(within(dialog).getByText('Describe the problem')).toBeTruthy();
    await user.selectOptions(select, 'negotiation');
    await user.type(within(dialog).getByLabelText('What happened?'), 'The seller stopped answering.');
    await user.click(within(dialog).getByRole('button', { name: 'Open dispute' }));
    await waitFor(() => expect(api.requestsTo(`POST ${PATH}/dispute`)).toHaveLength(1));
    expect(api.requestsTo(`POST ${PATH}/dispute`)[0]!.body).toEqual({
      dispute_reason_id: 'negotiation',
      dispute_reason_text: 'The seller stopped answering.',
    });
  });
});
