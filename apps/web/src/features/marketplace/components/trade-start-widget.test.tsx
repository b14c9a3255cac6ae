import { IDEMPOTENCY_KEY_PATTERN } from '@p2p/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CURRENT_USER_PATH } from '@/lib/current-user';
import { buildCurrentUser } from '@/testing/current-user';
import { apiError, CSRF_ROUTE, mockFetch, type MockAnswer } from '@/testing/fetch-mock';
import { renderWithProviders } from '@/testing/render';
import { buildOfferView } from '../testing/offers';
import { TradeStartWidget } from './trade-start-widget';

const START = 'POST /rest/v1/trade/start';

function renderWidget(start: MockAnswer | MockAnswer[], { signedIn = true } = {}) {
  const api = mockFetch({
    ...CSRF_ROUTE,
    [`GET ${CURRENT_USER_PATH}`]: signedIn
      ? { body: { data: buildCurrentUser() } }
      : apiError(401, 'ERROR_UNAUTHORIZED', 'Log in'),
    [START]: start,
  });
  const view = renderWithProviders(<TradeStartWidget offer={buildOfferView()} initialFiat="150" />, {
    path: '/offer/hash1',
    routes: [
      { path: '/trade/:hash', element: <p>trade page</p> },
      { path: '/login', element: <p>login page</p> },
    ],
  });
  return { ...api, ...view, user: userEvent.setup() };
}

describe('trade start widget', () => {
  it('shows the terms for review, then starts the trade with an Idempotency-Key and opens it', async () => {
    const { user, requestsTo, router } = renderWidget({
      status: 201,
      body: { data: { tradeHash: 'newTrade001' } },
    });
    // The offer's limits sit under the amount box, tied to it for screen readers.
    expect((await screen.findByLabelText('You pay (USD)')).getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByText('Between $50.00 and $1,000.00')).toBeTruthy();
    await user.click(await screen.findByRole('button', { name: 'Start trade' }));
    const dialog = await screen.findByRole('dialog', { name: 'Review the offer before you start' });
    expect(dialog.textContent).toContain('$150.00');
    expect(dialog.textContent).toContain('0.00157895 BTC');
    expect(dialog.textContent).toContain('Pay from your own account only.');
    expect(requestsTo(START)).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Start the trade' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/trade/newTrade001'));
    const [request] = requestsTo(START);
    expect(request!.body).toEqual({ offerHash: 'hash1', fiatAmount: '150.00', quotedAmount: '0.00157895' });
    expect(request!.headers.get('Idempotency-Key')).toMatch(IDEMPOTENCY_KEY_PATTERN);
  });

  it('sends the crypto amount when the crypto box was typed in', async () => {
    const { user, requestsTo } = renderWidget({ status: 201, body: { data: { tradeHash: 'newTrade002' } } });
    const crypto = await screen.findByLabelText('You receive (BTC)');
    await user.clear(crypto);
    await user.type(crypto, '0.001');
    await user.click(screen.getByRole('button', { name: 'Start trade' }));
    await user.click(screen.getByRole('button', { name: 'Start the trade' }));
    await waitFor(() => expect(requestsTo(START)).toHaveLength(1));
    expect(requestsTo(START)[0]!.body).toEqual({
      offerHash: 'hash1',
      cryptoAmount: '0.00100000',
      quotedAmount: '95.00',
    });
  });

  it('asks again with the amounts at the new price when the price moved since the review', async () => {
    const message =
      'The price moved since you confirmed: the amount is now 0.00157000 BTC. Check it and start again';
    const { user, router, requestsTo } = renderWidget([
      apiError(409, 'ERROR_TRADE_PRICE_CHANGED', message, {
        quotedAmount: [message],
        currentAmount: ['0.00157000 BTC'],
        alertType: ['default'],
      }),
      { status: 201, body: { data: { tradeHash: 'newTrade003' } } },
    ]);
    await user.click(await screen.findByRole('button', { name: 'Start trade' }));
    await user.click(await screen.findByRole('button', { name: 'Start the trade' }));
    // Nothing started: the review stays open and says why it asks again.
    const dialog = await screen.findByRole('dialog', { name: 'Review the offer before you start' });
    expect((await within(dialog).findByTestId('trade-start-price-moved')).textContent).toMatch(/price moved/);
    expect(router.state.location.pathname).toBe('/offer/hash1');
    await user.click(within(dialog).getByRole('button', { name: 'Start the trade' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/trade/newTrade003'));
    // Both tries are one start for the server: the same Idempotency-Key.
    const [first, second] = requestsTo(START);
    expect(second!.headers.get('Idempotency-Key')).toBe(first!.headers.get('Idempotency-Key'));
  });

  it('lists why a start failed with the alert type and the limit kind, and retries with the same key', async () => {
    const { user, requestsTo } = renderWidget([
      apiError(422, 'ERROR_TRADE_LIMIT', 'The most you can trade in one trade at your level is $100.00', {
        amount: ['The most you can trade in one trade at your level is $100.00'],
        kind: ['KycTradeLimit'],
        alertType: ['max_per_trade_limit'],
      }),
      { status: 503, body: { error: { code: 'ERROR_UNAVAILABLE', message: 'down' } } },
    ]);
    await user.click(await screen.findByRole('button', { name: 'Start trade' }));
    await user.click(screen.getByRole('button', { name: 'Start the trade' }));
    const errors = await screen.findByTestId('trade-start-errors');
    expect(within(errors).getByText('This amount is above your limit for one trade')).toBeTruthy();
    expect(
      within(errors)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Your verification level does not allow this trade. Verify your account further to trade more.',
      'The most you can trade in one trade at your level is $100.00',
    ]);
    await user.click(screen.getByRole('button', { name: 'Start trade' }));
    await user.click(screen.getByRole('button', { name: 'Start the trade' }));
    await waitFor(() => expect(requestsTo(START)).toHaveLength(2));
    const [first, second] = requestsTo(START);
    expect(second!.headers.get('Idempotency-Key')).toBe(first!.headers.get('Idempotency-Key'));
    expect((await screen.findByTestId('trade-start-errors')).textContent).toContain(
      'The trade could not be started',
    );
  });

  it('translates a refusal by offer flag, e.g. two open trades without a verified ID', async () => {
    const { user } = renderWidget(
      apiError(403, 'ERROR_TRADE_START_REFUSED', 'Verify your ID first', {
        _: ['Verify your ID first'],
        featureFlag: ['max_trades_limit'],
        alertType: ['max_2_active_trades_id_not_verified'],
      }),
    );
    await user.click(await screen.findByRole('button', { name: 'Start trade' }));
    await user.click(screen.getByRole('button', { name: 'Start the trade' }));
    const errors = await screen.findByTestId('trade-start-errors');
    expect(errors.textContent).toContain('Verify your ID to have more than 2 open trades');
    expect(within(errors).getAllByRole('listitem')).toHaveLength(1);
  });

  it('tells a taker whose own level blocks trading to verify, not that the vendor wants an ID', async () => {
    const { user } = renderWidget(
      apiError(403, 'ERROR_TRADE_START_REFUSED', 'Verify your account to start trades', {
        _: ['Verify your account to start trades'],
        featureFlag: ['id_verification'],
        alertType: ['default'],
        kycAction: ['start-trade-buy'],
      }),
    );
    await user.click(await screen.findByRole('button', { name: 'Start trade' }));
    await user.click(screen.getByRole('button', { name: 'Start the trade' }));
    const errors = await screen.findByTestId('trade-start-errors');
    expect(
      within(errors)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Your account must be verified before you can start trades. Verify your account']);
    expect(within(errors).getByRole('link', { name: 'Verify your account' }).getAttribute('href')).toBe(
      '/account/verification',
    );
    expect(errors.textContent).not.toContain('start-trade-buy');
  });

  it('says an offer outside its trading hours is off duty', async () => {
    const { user } = renderWidget(
      apiError(403, 'ERROR_TRADE_START_REFUSED', 'This offer is outside its trading hours', {
        _: ['This offer is outside its trading hours'],
        featureFlag: ['offer_not_active'],
        alertType: ['default'],
        reason: ['off_duty'],
      }),
    );
    await user.click(await screen.findByRole('button', { name: 'Start trade' }));
    await user.click(screen.getByRole('button', { name: 'Start the trade' }));
    const errors = await screen.findByTestId('trade-start-errors');
    expect(
      within(errors)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['The vendor is not trading at this hour. Try again during their trading hours.']);
  });

  it('sends a guest to the login page first', async () => {
    const { user, router, requestsTo } = renderWidget(
      { status: 201, body: { data: { tradeHash: 'x' } } },
      { signedIn: false },
    );
    await user.click(await screen.findByRole('button', { name: 'Start trade' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe('?redirectTo=%2Foffer%2Fhash1');
    expect(requestsTo(START)).toHaveLength(0);
  });
});
