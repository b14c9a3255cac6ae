import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, CSRF_ROUTE, mockFetch, type MockAnswer, type RecordedRequest } from '@/testing/fetch-mock';
import { renderWithProviders } from '@/testing/render';
import { buildMyOffer, buildMyOffersList } from '../test/fixtures';
import { MyOffersRoute } from './my-offers';

const LIST = 'GET /rest/v1/my-offers/list';
const HASH = 'abcDEF12345';
const STATUS = `PUT /rest/v1/my-offers/${HASH}/status`;
const MARGIN = `PUT /rest/v1/my-offers/${HASH}/margin`;
const PINNED = `GET /rest/v1/my-offers/${HASH}/pinned-info`;
const PROMOTE = `POST /rest/v1/my-offers/${HASH}/promote`;
const END_PROMOTION = `DELETE /rest/v1/my-offers/${HASH}/promote`;

const listAnswer = (offer = buildMyOffer({ hash: HASH })) => ({
  body: {
    data: buildMyOffersList([offer], { counts: { buy: 3, sell: 1 } }),
    meta: { isNotSellActiveOffers: false, isNotBuyActiveOffers: true },
  },
});

async function renderMyOffers(
  routes: Record<string, MockAnswer | ((request: RecordedRequest) => MockAnswer | Promise<MockAnswer>)> = {},
) {
  const mock = mockFetch({ ...CSRF_ROUTE, [LIST]: listAnswer(), ...routes });
  renderWithProviders(<MyOffersRoute />, { path: '/dashboard/my-offers?myOffersTab=sell' });
  await screen.findByTestId(`my-offer-${HASH}`);
  return { ...mock, user: userEvent.setup() };
}

const offerSwitch = () => screen.getByRole('switch', { name: `Offer ${HASH} active` });
const row = () => screen.getByTestId(`my-offer-${HASH}`);

describe('MyOffersRoute', () => {
  it('shows both tabs with their counts and the offer with its live price and limits', async () => {
    const { requestsTo } = await renderMyOffers();
    expect(screen.getByRole('tab', { name: 'Sell offers (1)', selected: true })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Buy offers (3)' })).toBeTruthy();
    expect(within(row()).getByTestId('offer-price').textContent).toBe('$97,375.00');
    expect(within(row()).getByTestId('offer-margin').textContent).toBe('2.5 %');
    expect(within(row()).getByTestId('offer-limits').textContent).toBe('$50.00 – $500.00');
    expect(new URL(requestsTo(LIST)[0]!.url, 'http://x').searchParams.get('type')).toBe('sell');
  });

  it('turns the switch off at once and back on when the server refuses, with the reason on the offer', async () => {
    let release: (answer: MockAnswer) => void = () => {};
    const { user, requestsTo } = await renderMyOffers({
      [STATUS]: () => new Promise<MockAnswer>((resolve) => (release = resolve)),
    });
    expect(offerSwitch().getAttribute('aria-checked')).toBe('true');
    await user.click(offerSwitch());
    // Optimistic: off before the server has answered.
    await waitFor(() => expect(offerSwitch().getAttribute('aria-checked')).toBe('false'));
    expect(requestsTo(STATUS)[0]!.body).toEqual({ new_status: false });
    release(apiError(409, 'ERROR_CONFLICT', 'The offer has an open trade'));
    await waitFor(() => expect(offerSwitch().getAttribute('aria-checked')).toBe('true'));
    expect(within(row()).getByTestId('offer-error-general').textContent).toContain(
      'The offer has an open trade',
    );
  });

  it('keeps an offer off with the bond message when the server leaves it off', async () => {
    const off = buildMyOffer({
      hash: HASH,
      isEnabled: false,
      isActive: false,
      status: 'inactive',
      depositInfo: {
        bondRequired: true,
        isBondInsufficient: true,
        bondAmount: '0.001',
        bondBalance: '0',
        cryptoCurrencyCode: 'BTC',
      },
    });
    const { user } = await renderMyOffers({
      [LIST]: listAnswer(off),
      [STATUS]: { body: { data: off } },
    });
    await user.click(offerSwitch());
    await waitFor(() =>
      expect(within(row()).getByTestId('offer-error-general').textContent).toContain(
        'until your offer bond is in place',
      ),
    );
    expect(offerSwitch().getAttribute('aria-checked')).toBe('false');
  });

  it('quick-edits the margin with the shared schema and shows a refusal in the margin area', async () => {
    let answer: MockAnswer = apiError(422, 'ERROR_OFFER_MARGIN', 'The margin is too far from the market');
    const { user, requestsTo } = await renderMyOffers({ [MARGIN]: () => answer });
    await user.click(screen.getByRole('button', { name: `Quick edit of offer ${HASH}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Quick edit' });
    const margin = within(dialog).getByLabelText('Margin (%)');
    await user.clear(margin);
    await user.type(margin, 'abc');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Enter the margin as a percentage, e.g. 2.5 or -1')).toBeTruthy();
    expect(requestsTo(MARGIN)).toHaveLength(0);
    await user.clear(margin);
    await user.type(margin, '3.75');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(within(row()).getByTestId('offer-error-margin').textContent).toContain(
        'too far from the market',
      ),
    );
    expect(requestsTo(MARGIN)[0]!.body).toEqual({ new_margin: '3.75' });
    answer = { body: { data: buildMyOffer({ hash: HASH, margin: '3.75' }) } };
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(within(row()).queryByTestId('offer-error-margin')).toBeNull();
  });

  it('promotes on a fill-data step whose confirm stays disabled until valid, one promotion fewer', async () => {
    let promoted = false;
    const { user, requestsTo } = await renderMyOffers({
      [LIST]: () => ({
        body: {
          data: buildMyOffersList([buildMyOffer({ hash: HASH })], { promoteAvailable: promoted ? 1 : 2 }),
        },
      }),
      [PINNED]: { body: { data: buildMyOffer({ hash: HASH }).pinnedInfo } },
      [PROMOTE]: () => {
        promoted = true;
        return { body: { data: buildMyOffer({ hash: HASH }) } };
      },
    });
    expect(screen.getByTestId('promote-available').textContent).toBe('2 promotions left.');
    await user.click(screen.getByRole('button', { name: `Promote offer ${HASH}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Promote this offer' });
    expect(within(dialog).getByTestId('promote-fill-data')).toBeTruthy();
    const next = within(dialog).getByRole('button', { name: 'Continue' });
    expect(next).toHaveProperty('disabled', true);
    await user.click(within(dialog).getByLabelText(/^Pin this offer to the top/));
    expect(next).toHaveProperty('disabled', false);
    await user.click(next);
    expect(within(dialog).getByTestId('promote-confirm').textContent).toContain('1 promotion will be left');
    await user.click(within(dialog).getByRole('button', { name: 'Promote' }));
    await waitFor(() =>
      expect(screen.getByTestId('promote-available').textContent).toBe('1 promotion left.'),
    );
    expect(requestsTo(PROMOTE)).toHaveLength(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    // Reopened, it starts again on the fill-data step with nothing accepted.
    await user.click(screen.getByRole('button', { name: `Promote offer ${HASH}` }));
    const again = await screen.findByRole('dialog', { name: 'Promote this offer' });
    expect(within(again).getByTestId('promote-fill-data')).toBeTruthy();
    expect(within(again).getByRole('button', { name: 'Continue' })).toHaveProperty('disabled', true);
  });

  it('shows when a promotion ends and ends it on request', async () => {
    const until = '2030-05-04T12:30:00.000Z';
    let ended = false;
    const promoted = buildMyOffer({ hash: HASH });
    promoted.pinnedInfo = { ...promoted.pinnedInfo, isStickied: true, isPinned: true, stickiedUntil: until };
    const { user, requestsTo } = await renderMyOffers({
      [LIST]: () => ({
        body: {
          data: buildMyOffersList([ended ? buildMyOffer({ hash: HASH }) : promoted], {
            promoteAvailable: ended ? 3 : 2,
          }),
        },
      }),
      [END_PROMOTION]: () => {
        ended = true;
        return { body: { data: buildMyOffer({ hash: HASH }) } };
      },
    });
    expect(within(row()).getByTestId('offer-promoted-until').textContent).toMatch(/^Promoted until .*2030/);
    expect(within(row()).queryByRole('button', { name: `Promote offer ${HASH}` })).toBeNull();
    await user.click(within(row()).getByRole('button', { name: `End the promotion of offer ${HASH}` }));
    await waitFor(() => expect(within(row()).queryByTestId('offer-promoted-until')).toBeNull());
    expect(requestsTo(END_PROMOTION)).toHaveLength(1);
    expect(within(row()).getByRole('button', { name: `Promote offer ${HASH}` })).toBeTruthy();
    expect(screen.getByTestId('promote-available').textContent).toBe('3 promotions left.');
  });

  it('deposits the missing bond through the wallet call, after a confirmation', async () => {
    let deposited = false;
    const { user, requestsTo } = await renderMyOffers({
      [LIST]: () => ({
        body: {
          data: buildMyOffersList([buildMyOffer({ hash: HASH })], {
            depositData: {
              makeDeposit: deposited ? null : { currencyCode: 'BTC', missingAmount: '0.001' },
              isDepositEnabled: true,
              isWithdrawEnabled: true,
            },
          }),
        },
      }),
      'POST /wallet/deposit-bond': () => {
        deposited = true;
        return { body: { data: { cryptoCurrencyCode: 'BTC', bondAmount: '0.00100000' } } };
      },
    });
    expect(screen.getByTestId('bond-status').textContent).toBe(
      'Deposit 0.001 BTC to cover the bond of your offers.',
    );
    await user.click(screen.getByRole('button', { name: 'Deposit bond' }));
    const dialog = await screen.findByRole('dialog', { name: 'Deposit the offer bond?' });
    expect(requestsTo('POST /wallet/deposit-bond')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Deposit bond' }));
    await waitFor(() =>
      expect(screen.getByTestId('bond-status').textContent).toBe('Your bond covers your offers.'),
    );
    const [request] = requestsTo('POST /wallet/deposit-bond');
    expect(request!.body).toEqual({ crypto_currency_code: 'BTC' });
    expect(request!.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f]{32}$/);
    expect(screen.queryByRole('button', { name: 'Deposit bond' })).toBeNull();
  });

  it('does not claim a bond covers the offers when none is needed or held', async () => {
    await renderMyOffers({
      [LIST]: {
        body: {
          data: buildMyOffersList([buildMyOffer({ hash: HASH })], {
            depositData: { makeDeposit: null, isDepositEnabled: true, isWithdrawEnabled: false },
          }),
        },
      },
    });
    expect(screen.getByTestId('bond-status').textContent).toBe(
      'None of your offers needs a bond, and you hold none.',
    );
    expect(screen.queryByRole('button', { name: 'Withdraw bond' })).toBeNull();
  });

  it('turns all offers of the tab off and names the ones that were refused', async () => {
    const { user, requestsTo } = await renderMyOffers({
      'POST /offer-manager/toggle-all-offers-state': {
        body: { data: { changed: [], refused: { [HASH]: ['The offer was blocked by a moderator'] } } },
      },
    });
    await user.click(screen.getByRole('button', { name: 'Turn all off' }));
    await waitFor(() =>
      expect(within(row()).getByTestId('offer-error-general').textContent).toContain(
        'blocked by a moderator',
      ),
    );
    expect(requestsTo('POST /offer-manager/toggle-all-offers-state')[0]!.body).toEqual({
      new_status: false,
      type: 'sell',
    });
  });

  it('sets the offer cap through its own call and reports a refusal in the limits area', async () => {
    const { user, requestsTo } = await renderMyOffers({
      [`POST /rest/v1/offers/${HASH}/offer-cap`]: apiError(400, 'ERROR_INPUT_VALIDATION', 'Too small', {
        limits: ['The offer cap must be at least the minimum amount'],
        offerHash: [HASH],
      }),
    });
    await user.click(screen.getByRole('button', { name: `Quick edit of offer ${HASH}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Quick edit' });
    expect(within(dialog).queryByRole('radio', { name: 'Escrow fee' })).toBeNull();
    await user.click(within(dialog).getByRole('radio', { name: 'Offer cap' }));
    await user.type(within(dialog).getByLabelText('Offer cap (USD)'), '20');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(within(row()).getByTestId('offer-error-limits').textContent).toContain(
        'at least the minimum amount',
      ),
    );
    expect(requestsTo(`POST /rest/v1/offers/${HASH}/offer-cap`)[0]!.body).toEqual({
      offer_cap: { amount: '20', active: true },
    });
  });

  it('offers a penalized offer the reset of its penalty', async () => {
    const { user, requestsTo } = await renderMyOffers({
      [LIST]: listAnswer(buildMyOffer({ hash: HASH, status: 'penalized', isActive: false })),
      [`PUT /rest/v1/my-offers/${HASH}/reset-penalty`]: { body: { data: buildMyOffer({ hash: HASH }) } },
    });
    expect(within(row()).getByText('A system penalty paused this offer.')).toBeTruthy();
    await user.click(within(row()).getByRole('button', { name: 'Reset penalty' }));
    await waitFor(() => expect(requestsTo(`PUT /rest/v1/my-offers/${HASH}/reset-penalty`)).toHaveLength(1));
  });
});
