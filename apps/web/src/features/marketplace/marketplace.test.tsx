import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { configureApiClient, redirectToLogin } from '@/lib/api-client';
import { buildCurrentUser } from '@/testing/current-user';
import { apiError, CSRF_ROUTE, mockFetch, type RecordedRequest } from '@/testing/fetch-mock';
import { renderWithProviders } from '@/testing/render';
import { FavoritesRoute } from './routes/favorites';
import { GiftCardListingRoute, LegacyBuyBitcoinRoute, TradingListingRoute } from './routes/listing';
import { ViewOfferRoute } from './routes/view-offer';
import { buildCard, buildOfferView, listingMeta } from './testing/offers';
import { OFAC_STORAGE_KEY } from './utils/ofac-acceptance';

const CURRENT_USER = 'GET /rest/v1/users/current_user';
const anonymous = { [CURRENT_USER]: apiError(401, 'ERROR_UNAUTHORIZED', 'Log in') };
const signedIn = { [CURRENT_USER]: { body: { data: buildCurrentUser() } } };

const currency = (code: string, name: string) => ({
  id: code === 'USD' ? 144 : 50,
  code,
  name,
  originalName: name,
  urlParam: code.toLowerCase(),
  fullName: name,
  shortName: code,
  formattingDecimalsCount: 2,
  isStablecoin: false,
  icon: null,
  order: 1,
  isPopular: true,
  defaultAmount: null,
  rate: { usd: '1', btc: null, usdt: null },
});
const method = (id: number, slug: string, name: string, group = 3) => ({
  id,
  name,
  payment_method_group_id: group,
  slug,
  originalName: name,
  buyOffersCount: 0,
  isBinCodeEnabled: false,
  icon_url: '',
});
const reference = {
  'GET /rest/v2/payment-methods': {
    body: { data: [method(10, 'paypal', 'PayPal'), method(1, 'amazon-gift-card', 'Amazon Gift Card', 1)] },
  },
  'GET /rest/v2/currencies': { body: { data: [currency('USD', 'US Dollar'), currency('EUR', 'Euro')] } },
  'GET /rest/v1/countries': {
    body: {
      data: [
        { id: 1, iso: 'DE', code: 'DEU', name: 'Germany', originalName: 'Deutschland' },
        { id: 2, iso: 'GB', code: 'GBR', name: 'United Kingdom', originalName: 'United Kingdom' },
      ],
      meta: { total: 2, limit: 500, offset: 0 },
    },
  },
};

const query = (request: RecordedRequest | undefined) =>
  Object.fromEntries(new URL(request?.url ?? '', 'http://x').searchParams);

afterEach(() => {
  window.localStorage.clear();
  configureApiClient({ onUnauthorized: redirectToLogin });
});

function renderListing(path: string, offers = [buildCard()]) {
  const mock = mockFetch({
    ...anonymous,
    ...reference,
    'GET /rest/v1/offers': { body: { data: offers, meta: listingMeta(offers.length) } },
  });
  const view = renderWithProviders(<TradingListingRoute />, {
    path,
    routes: [{ path: '/trading/:market/:slug', element: <TradingListingRoute /> }],
  });
  return { ...mock, ...view };
}

describe('listing page', () => {
  it('searches with the path and URL filters and shows the cards with the spec fields', async () => {
    const { requestsTo } = renderListing(
      '/trading/buy-bitcoin/paypal?currencyCode=EUR&fiat-min=150&onlineUsers=1',
    );

    const card = await screen.findByRole('article', { name: 'Open offer by vendor1' });
    expect(query(requestsTo('GET /rest/v1/offers')[0])).toEqual({
      type: 'buy',
      crypto_currency_code: 'BTC',
      'payment-method': 'paypal',
      currency: 'EUR',
      'fiat-min': '150',
      online_users: 'true',
      limit: '20',
      page: '1',
    });
    expect(within(card).getByRole('link', { name: 'vendor1' }).getAttribute('href')).toBe('/user/vendor1');
    expect(within(card).getByText('12 positive feedback')).toBeTruthy();
    expect(within(card).getByText('1 negative feedback')).toBeTruthy();
    expect(within(card).getByText('United Kingdom')).toBeTruthy();
    expect(within(card).getByTestId('offer-price').textContent).toContain('$97,375.00');
    expect(within(card).getByTestId('offer-price').textContent).toContain('+2.5 %');
    expect(within(card).getByTestId('offer-limits').textContent).toBe('$50.00 – $1,000.00');
    expect(within(card).getByText('No VPN')).toBeTruthy();
    expect(within(card).getByText('ID verified')).toBeTruthy();
    expect(within(card).getByText('5+ past trades')).toBeTruthy();
    expect(within(card).getByText('Featured')).toBeTruthy();
    expect(within(card).getByRole('link', { name: /^Buy/ }).getAttribute('href')).toBe(
      '/offer/hash1?fiat-min=150&sourceId=listing',
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Buy Bitcoin with PayPal');
  });

  it('keeps the filters in the URL, dropping the default ones', async () => {
    const { router, requestsTo } = renderListing('/trading/sell-tether/all-payment-methods');
    const user = userEvent.setup();
    await screen.findByRole('article');

    // The filters' chunk loads beside the offers (lazy): wait for it, not only for the offers.
    await user.click(await screen.findByLabelText('Verified vendors only'));
    await waitFor(() => expect(router.state.location.search).toBe('?isVerifiedOffers=1'));
    await user.selectOptions(screen.getByLabelText('Currency'), 'EUR');
    await waitFor(() => expect(router.state.location.search).toBe('?currencyCode=EUR&isVerifiedOffers=1'));
    await user.type(screen.getByLabelText('Amount'), '250');
    await waitFor(() =>
      expect(router.state.location.search).toBe('?currencyCode=EUR&fiat-min=250&isVerifiedOffers=1'),
    );
    await waitFor(() =>
      expect(query(requestsTo('GET /rest/v1/offers').at(-1))).toMatchObject({
        type: 'sell',
        crypto_currency_code: 'USDT',
        currency: 'EUR',
        'fiat-min': '250',
        isVerifiedOffers: 'true',
      }),
    );
    await user.selectOptions(screen.getByLabelText('Payment method'), 'paypal');
    await waitFor(() => expect(router.state.location.pathname).toBe('/trading/sell-tether/paypal'));
    await user.selectOptions(screen.getByLabelText('Currency'), 'USD');
    await waitFor(() => expect(router.state.location.search).toBe('?isVerifiedOffers=1'));
  });

  it('shows what traders judge a vendor by: completed trades, feedback or its absence, last seen', async () => {
    renderListing('/trading/buy-bitcoin/paypal', [
      buildCard({ offerHash: 'a' }),
      buildCard({
        offerHash: 'b',
        owner: {
          ...buildCard().owner,
          username: 'newcomer',
          completedTrades: 1,
          feedback: { positive: 0, negative: 0 },
          status: 'offline',
          lastSeenAt: new Date(Date.now() - 3 * 3_600_000).toISOString(),
        },
      }),
    ]);
    const [seasoned, newcomer] = await screen.findAllByRole('article');
    expect(within(seasoned!).getByTestId('owner-trades').textContent).toBe('40 trades');
    expect(within(seasoned!).getByText('12 positive feedback')).toBeTruthy();
    expect(within(newcomer!).getByTestId('owner-trades').textContent).toBe('1 trade');
    expect(within(newcomer!).getByText('No feedback yet')).toBeTruthy();
    expect(within(newcomer!).getByTestId('owner-last-seen').textContent).toBe('Seen 3 hours ago');
  });

  it('opens the offer from anywhere on the card: the action link covers it', async () => {
    renderListing('/trading/buy-bitcoin/paypal');
    const card = await screen.findByRole('article');
    expect(card.className).toContain('relative');
    const action = within(card).getByRole('link', { name: /^Buy/ });
    expect(action.className).toContain('after:absolute');
    expect(action.className).toContain('after:inset-0');
    // The vendor's name stays its own link, above the card-wide one.
    expect(within(card).getByRole('link', { name: 'vendor1' }).className).toContain('z-10');
  });

  it('refuses an amount that is not a number', async () => {
    const { router } = renderListing('/trading/buy-bitcoin/paypal');
    const user = userEvent.setup();
    await screen.findByRole('article');
    await user.type(await screen.findByLabelText('Amount'), '12abc');
    expect(await screen.findByText('Enter a number such as 150 or 150.50')).toBeTruthy();
    expect(router.state.location.search).toBe('');
  });

  it('applies the amount once typing pauses, with no Search button', async () => {
    const { router } = renderListing('/trading/buy-bitcoin/paypal');
    const user = userEvent.setup();
    await screen.findByRole('article');
    const amount = await screen.findByLabelText('Amount');
    expect(screen.queryByRole('button', { name: 'Search' })).toBeNull();
    await user.type(amount, '150');
    await waitFor(() => expect(router.state.location.search).toBe('?fiat-min=150'));
  });

  it('keeps the filters behind one button on a phone, counting the active ones', async () => {
    renderListing('/trading/buy-bitcoin/paypal?onlineUsers=1');
    const user = userEvent.setup();
    await screen.findByRole('article');
    const toggle = screen.getByRole('button', { name: 'Filters (2)' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    const panel = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect(panel.className.split(' ')).toContain('hidden');
    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(panel.className.split(' ')).not.toContain('hidden');
  });

  it('shows the empty state and clears the filters', async () => {
    const { router } = renderListing(
      '/trading/buy-bitcoin/paypal?onlineUsers=1&sortType=crypto_usd_price_asc',
      [],
    );
    const user = userEvent.setup();
    expect(await screen.findByText('No offers match these filters.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(router.state.location.pathname).toBe('/trading/buy-bitcoin/paypal');
  });

  it('says a market without any offer has none yet and offers to create one', async () => {
    renderListing('/trading/buy-bitcoin/all-payment-methods', []);
    expect(await screen.findByText('Nobody sells Bitcoin here yet.')).toBeTruthy();
    expect(screen.queryByText('No offers match these filters.')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Clear filters' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Create an offer' }).getAttribute('href')).toBe(
      '/offer-manager/edit',
    );
  });

  it('pages on the server', async () => {
    const mock = mockFetch({
      ...anonymous,
      ...reference,
      'GET /rest/v1/offers': (request) => {
        const page = Number(query(request).page);
        return { body: { data: [buildCard({ offerHash: `p${page}` })], meta: listingMeta(25, page, 2) } };
      },
    });
    const { router } = renderWithProviders(<TradingListingRoute />, {
      path: '/trading/buy-bitcoin/all-payment-methods',
      routes: [{ path: '/trading/:market/:slug', element: <TradingListingRoute /> }],
    });
    await screen.findByText('Page 1 of 2');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(router.state.location.search).toBe('?page=2'));
    expect(await screen.findByText('Page 2 of 2')).toBeTruthy();
    expect(query(mock.requestsTo('GET /rest/v1/offers').at(-1)).page).toBe('2');
  });

  it('answers an unknown market with a not-found page', async () => {
    mockFetch({ ...anonymous, ...reference });
    renderWithProviders(<TradingListingRoute />, {
      path: '/trading/buy-dogecoin/paypal',
      routes: [{ path: '/trading/:market/:slug', element: <TradingListingRoute /> }],
    });
    expect(await screen.findByRole('heading', { name: 'This market does not exist' })).toBeTruthy();
  });

  it('lower-cases a listing slug typed in capitals', async () => {
    const { router } = renderListing('/trading/buy-bitcoin/PayPal?currencyCode=EUR');
    await waitFor(() => expect(router.state.location.pathname).toBe('/trading/buy-bitcoin/paypal'));
    expect(router.state.location.search).toBe('?currencyCode=EUR');
  });

  it('serves the gift-card listing with the coin from its path', async () => {
    const { requestsTo } = mockFetch({
      ...anonymous,
      ...reference,
      'GET /rest/v1/offers': { body: { data: [], meta: listingMeta(0) } },
    });
    renderWithProviders(<GiftCardListingRoute />, {
      path: '/sell-giftcard-for-tether/amazon-gift-card',
      routes: [{ path: '/sell-giftcard-for-tether/:slug', element: <GiftCardListingRoute /> }],
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Sell Tether for Amazon Gift Card' }),
    ).toBeTruthy();
    expect(query(requestsTo('GET /rest/v1/offers')[0])).toMatchObject({
      type: 'sell',
      crypto_currency_code: 'USDT',
      'payment-method': 'amazon-gift-card',
    });
    // Only gift cards are offered as methods here.
    const methods = within(screen.getByLabelText('Payment method')).getAllByRole('option');
    expect(methods.map((option) => option.textContent)).toEqual(['Amazon Gift Card']);
  });

  it('sends /buy/bitcoin/{slug} to the canonical listing with the slug normalised', async () => {
    renderListing('/');
    const { router } = renderWithProviders(<LegacyBuyBitcoinRoute />, {
      path: '/buy/bitcoin/PayPal%20My%20Cash?currencyCode=EUR',
      routes: [
        { path: '/buy/bitcoin/:slug', element: <LegacyBuyBitcoinRoute /> },
        { path: '/trading/:market/:slug', element: <p>listing</p> },
      ],
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/trading/buy-bitcoin/paypal-my-cash'));
    expect(router.state.location.search).toBe('?currencyCode=EUR');
  });
});

function renderOffer(
  offer = buildOfferView(),
  { user = false, path = '/offer/hash1', extra = {} }: { user?: boolean; path?: string; extra?: object } = {},
) {
  const mock = mockFetch({
    ...CSRF_ROUTE,
    ...(user ? signedIn : anonymous),
    'GET /rest/v1/offers/hash1': { body: { data: offer } },
    'GET /rest/v1/offers/hash1/recommended': {
      body: { data: [buildCard({ offerHash: 'other', owner: { ...offer.owner, username: 'vendor2' } })] },
    },
    'GET /rest/v1/offers/hash1/feedback': {
      body: {
        data: { items: [], positiveCount: 0, negativeCount: 0, totalCount: 0, nextPage: null },
        meta: { total: 0, currentPage: 1, perPage: 10, lastPage: 1 },
      },
    },
    ...extra,
  });
  const view = renderWithProviders(<ViewOfferRoute />, {
    path,
    routes: [{ path: '/offer/:offerId', element: <ViewOfferRoute /> }],
  });
  return { ...mock, ...view };
}

describe('view offer', () => {
  it("lists the owner's feedback below the offer and pages through it", async () => {
    const entry = (id: number, rating: 'positive' | 'negative', message: string, reply: string | null) => ({
      id,
      rating,
      message,
      reply,
      repliedAt: reply ? '2026-05-02T10:00:00.000Z' : null,
      createdAt: '2026-05-01T10:00:00.000Z',
      updatedAt: '2026-05-01T10:00:00.000Z',
      author: { username: `buyer_${id}`, avatarUrl: null },
      recipient: { username: 'vendor1', avatarUrl: null },
      authorRole: 'buyer',
      paymentMethodName: 'PayPal',
      fiatCurrencyCode: 'USD',
    });
    const pages: Record<string, object[]> = {
      '1': [entry(1, 'positive', 'Fast and friendly.', null)],
      '2': [entry(2, 'negative', 'Never paid.', 'The payment arrived late.')],
    };
    const { requestsTo } = renderOffer(buildOfferView(), {
      extra: {
        'GET /rest/v1/offers/hash1/feedback': (request: RecordedRequest) => {
          const page = new URL(request.url, 'http://localhost').searchParams.get('page') ?? '1';
          return {
            body: {
              data: { items: pages[page], positiveCount: 1, negativeCount: 1, totalCount: 2, nextPage: null },
              meta: { total: 2, currentPage: Number(page), perPage: 1, lastPage: 2 },
            },
          };
        },
      },
    });
    const user = userEvent.setup();

    expect(await screen.findByText('Fast and friendly.')).toBeTruthy();
    expect(screen.getByText('1 positive, 1 negative')).toBeTruthy();
    expect(screen.getByLabelText('Positive feedback')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Never paid.')).toBeTruthy();
    expect(screen.getByText('The payment arrived late.')).toBeTruthy();
    expect(screen.getByLabelText('Negative feedback')).toBeTruthy();
    expect(screen.getByText('Page 2 of 2')).toBeTruthy();
    expect(
      requestsTo('GET /rest/v1/offers/hash1/feedback').map((r) =>
        new URL(r.url, 'http://localhost').searchParams.get('page'),
      ),
    ).toEqual(['1', '2']);
  });

  it('shows the offer and converts both ways at the offer price', async () => {
    renderOffer(buildOfferView(), { path: '/offer/hash1?fiat-min=150&sourceId=evil' });
    const user = userEvent.setup();

    expect(await screen.findByRole('heading', { level: 1, name: 'Buy Bitcoin with PayPal' })).toBeTruthy();
    expect(screen.getByTestId('view-offer-price').textContent).toBe('$95,000.00');
    expect(screen.getByTestId('offer-terms').textContent).toBe('Pay from your own account only.');
    // The amount from fiat-min is valid, so the trade can start (components/trade-start-widget.test.tsx).
    expect(screen.getByRole('button', { name: 'Start trade' })).toHaveProperty('disabled', false);

    const pay = screen.getByLabelText('You pay (USD)') as HTMLInputElement;
    const receive = screen.getByLabelText('You receive (BTC)') as HTMLInputElement;
    // fiat-min=150 fills the amount: 150 / 95000 = 0.00157894736… → 0.00157895 (half-up).
    expect(pay.value).toBe('150');
    expect(receive.value).toBe('0.00157895');
    await user.clear(receive);
    await user.type(receive, '0.01');
    expect(pay.value).toBe('950.00');
    await user.clear(receive);
    await user.type(receive, '0.1');
    expect(await screen.findByText('The maximum for this offer is $1,000.00')).toBeTruthy();
    expect(await screen.findByText('Similar offers')).toBeTruthy();
    expect(
      screen.getByText('No feedback yet. Feedback appears here after trades with this vendor.'),
    ).toBeTruthy();
  });

  it('ignores a sourceId outside the allowed set and passes an allowed one', async () => {
    const first = renderOffer(buildOfferView(), { path: '/offer/hash1?sourceId=evil' });
    await screen.findByRole('heading', { level: 1 });
    expect(first.requestsTo('GET /rest/v1/offers/hash1')[0]?.url).toBe('/rest/v1/offers/hash1');
    first.unmount();
    const second = renderOffer(buildOfferView(), { path: '/offer/hash1?sourceId=favorites' });
    await screen.findByRole('heading', { level: 1 });
    expect(second.requestsTo('GET /rest/v1/offers/hash1')[0]?.url).toBe(
      '/rest/v1/offers/hash1?sourceId=favorites',
    );
  });

  it('lists why the visitor cannot trade, one message per feature flag', async () => {
    renderOffer(
      buildOfferView({
        featureFlags: ['not_available_in_your_country', 'minimum_required_trades', 'delayed_escrow'],
        canTrade: false,
      }),
    );
    const reasons = await screen.findByTestId('cannot-trade');
    expect(within(reasons).getByText('You cannot trade on this offer')).toBeTruthy();
    expect(
      within(reasons)
        .getAllByRole('listitem')
        .map((item) => [item.getAttribute('data-flag'), item.textContent]),
    ).toEqual([
      ['13', 'This offer is not available in your country.'],
      ['11', 'The vendor asks for more completed trades than you have.'],
    ]);
    expect(screen.getByText('The seller funds escrow after the trade starts.')).toBeTruthy();
  });

  it('shows who pays the escrow fee: the vendor on a sell offer, the visitor on a buy offer', async () => {
    const sell = renderOffer(buildOfferView({ type: 'sell', offerFee: '1' }));
    expect((await screen.findByTestId('view-offer-escrow-fee')).textContent).toBe('Paid by the seller');
    sell.unmount();
    renderOffer(buildOfferView({ type: 'buy', offerFee: '1.5' }));
    expect((await screen.findByTestId('view-offer-escrow-fee')).textContent).toBe(
      '1.5 %, paid by you as the seller',
    );
  });

  it('gives a guest the way to log in and come back to the offer', async () => {
    renderOffer(buildOfferView({ featureFlags: ['anonymous_user_restricted'], canTrade: false }), {
      path: '/offer/hash1?fiat-min=150',
    });
    const reasons = await screen.findByTestId('cannot-trade');
    expect(within(reasons).getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe(
      `/login?redirectTo=${encodeURIComponent('/offer/hash1?fiat-min=150')}`,
    );
    expect(within(reasons).getByRole('link', { name: 'or create an account' }).getAttribute('href')).toBe(
      '/register',
    );
  });

  it('toggles the favourite for a signed-in visitor', async () => {
    const { requestsTo } = renderOffer(buildOfferView(), {
      user: true,
      extra: {
        'POST /rest/v1/favorites/offers/hash1': { body: { data: { offerHash: 'hash1', isFavorite: true } } },
        'DELETE /rest/v1/favorites/offers/hash1': {
          body: { data: { offerHash: 'hash1', isFavorite: false } },
        },
      },
    });
    const user = userEvent.setup();
    const add = await screen.findByRole('button', { name: 'Add to favourites' });
    expect(add.getAttribute('aria-pressed')).toBe('false');
    await user.click(add);
    const remove = await screen.findByRole('button', { name: 'Remove from favourites' });
    expect(remove.getAttribute('aria-pressed')).toBe('true');
    expect(requestsTo('POST /rest/v1/favorites/offers/hash1')).toHaveLength(1);
    await user.click(remove);
    expect(await screen.findByRole('button', { name: 'Add to favourites' })).toBeTruthy();
    expect(requestsTo('DELETE /rest/v1/favorites/offers/hash1')).toHaveLength(1);
  });

  it('reports the offer: a reason first, then reported', async () => {
    const { requestsTo } = renderOffer(buildOfferView(), {
      user: true,
      extra: {
        'POST /rest/v1/offers/hash1/report': { body: { data: { reported: true, offerHash: 'hash1' } } },
      },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Report offer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report this offer' });
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(within(dialog).getByText('Choose a reason')).toBeTruthy();
    expect(requestsTo('POST /rest/v1/offers/hash1/report')).toHaveLength(0);
    await user.click(within(dialog).getByLabelText('Wrong price'));
    await user.type(within(dialog).getByLabelText('Details (optional)'), 'Half the market');
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await within(dialog).findByText('Thank you. The moderators will review this offer.')).toBeTruthy();
    expect(requestsTo('POST /rest/v1/offers/hash1/report')[0]?.body).toEqual({
      reason: 'wrong_price',
      message: 'Half the market',
    });
  });

  it('keeps and shows the error when the report fails', async () => {
    renderOffer(buildOfferView(), {
      user: true,
      extra: {
        'POST /rest/v1/offers/hash1/report': apiError(
          409,
          'ERROR_CONFLICT',
          'You already reported this offer',
        ),
      },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Report offer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report this offer' });
    await user.click(within(dialog).getByLabelText('Looks like a scam'));
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toContain('The report could not be sent.');
    expect(alert.textContent).toContain('You already reported this offer');
  });

  it('shows the OFAC warning once per offer and remembers the acceptance', async () => {
    const offer = buildOfferView({ isGrayCountry: true });
    const first = renderOffer(offer);
    const user = userEvent.setup();
    const dialog = await screen.findByRole('dialog', { name: 'Sanctions warning' });
    await user.click(within(dialog).getByRole('button', { name: 'I have read this and want to continue' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(JSON.parse(window.localStorage.getItem(OFAC_STORAGE_KEY)!)).toEqual(['hash1']);
    first.unmount();

    renderOffer(offer);
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('dialog', { name: 'Sanctions warning' })).toBeNull();
  });

  it('opens the review-terms, custom-rate, chargeback and bank-account modals', async () => {
    renderOffer(
      buildOfferView({
        customRate: '90000.00',
        featureFlags: ['risky_payment_method'],
        paymentMethod: {
          id: 20,
          groupId: 5,
          name: 'Bank Transfer',
          slug: 'bank-transfer',
          isBinCodeEnabled: false,
        },
      }),
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Read the offer terms' }));
    let dialog = await screen.findByRole('dialog', { name: 'Offer terms' });
    expect(dialog.textContent).toContain('Send a screenshot of the payment.');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));

    await user.click(screen.getByRole('button', { name: 'About this rate' }));
    dialog = await screen.findByRole('dialog', { name: 'Custom exchange rate' });
    expect(dialog.textContent).toContain('$90,000.00 per BTC, against a market rate of $92,682.93');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));

    await user.click(screen.getByRole('button', { name: 'Why this matters' }));
    dialog = await screen.findByRole('dialog', { name: 'Chargeback risk' });
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));

    await user.click(screen.getByRole('button', { name: 'Your bank accounts' }));
    dialog = await screen.findByRole('dialog', { name: 'Your bank accounts' });
    expect(dialog.textContent).toContain('No bank accounts yet.');
  });

  it('says so when the offer does not exist', async () => {
    mockFetch({
      ...anonymous,
      'GET /rest/v1/offers/gone': apiError(404, 'ERROR_NOT_FOUND', 'Offer not found'),
    });
    renderWithProviders(<ViewOfferRoute />, {
      path: '/offer/gone',
      routes: [{ path: '/offer/:offerId', element: <ViewOfferRoute /> }],
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Offer not found' })).toBeTruthy();
  });
});

describe('favourite offers', () => {
  it('pages through the favourites 10 at a time', async () => {
    const { requestsTo } = mockFetch({
      ...signedIn,
      'GET /rest/v1/favorites/offers': (request) => {
        const page = Number(query(request).page);
        return {
          body: {
            data: [
              buildCard({
                offerHash: `fav${page}`,
                owner: { ...buildCard().owner, username: `owner${page}` },
              }),
            ],
            meta: { total: 11, currentPage: page, perPage: 10, lastPage: 2 },
          },
        };
      },
    });
    const { router } = renderWithProviders(<FavoritesRoute />, { path: '/dashboard/favorite-offers' });
    const user = userEvent.setup();
    expect(await screen.findByRole('article', { name: 'Open offer by owner1' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('article', { name: 'Open offer by owner2' })).toBeTruthy();
    expect(router.state.location.search).toBe('?page=2');
    await user.selectOptions(screen.getByLabelText('Offer type'), 'buy');
    await waitFor(() =>
      expect(query(requestsTo('GET /rest/v1/favorites/offers').at(-1))).toEqual({ page: '1', type: 'buy' }),
    );
    expect(
      within(screen.getByRole('article', { name: 'Open offer by owner1' }))
        .getByRole('link', { name: /^Buy/ })
        .getAttribute('href'),
    ).toBe('/offer/fav1?sourceId=favorites');
  });

  it('removes an offer from the favourites from its card', async () => {
    let favorite = true;
    const { requestsTo } = mockFetch({
      ...signedIn,
      ...CSRF_ROUTE,
      'GET /rest/v1/favorites/offers': () => ({
        body: {
          data: favorite ? [buildCard({ offerHash: 'fav1' })] : [],
          meta: { total: favorite ? 1 : 0, currentPage: 1, perPage: 10, lastPage: 1 },
        },
      }),
      'DELETE /rest/v1/favorites/offers/fav1': () => {
        favorite = false;
        return { body: { data: { offerHash: 'fav1', isFavorite: false } } };
      },
    });
    renderWithProviders(<FavoritesRoute />, { path: '/dashboard/favorite-offers' });
    const user = userEvent.setup();
    const card = await screen.findByRole('article');
    await user.click(await within(card).findByRole('button', { name: 'Remove from favourites' }));
    expect(
      await screen.findByText('No favourite offers yet. Use the star on an offer to save it here.'),
    ).toBeTruthy();
    expect(requestsTo('DELETE /rest/v1/favorites/offers/fav1')).toHaveLength(1);
  });

  it('sends guests to log in on a 401', async () => {
    const onUnauthorized = vi.fn();
    configureApiClient({ onUnauthorized });
    mockFetch({
      ...anonymous,
      'GET /rest/v1/favorites/offers': apiError(401, 'ERROR_UNAUTHORIZED', 'Log in'),
    });
    renderWithProviders(<FavoritesRoute />, { path: '/dashboard/favorite-offers' });
    await waitFor(() => expect(onUnauthorized).toHaveBeenCalled());
  });

  it('shows the empty state', async () => {
    mockFetch({
      ...signedIn,
      'GET /rest/v1/favorites/offers': {
        body: { data: [], meta: { total: 0, currentPage: 1, perPage: 10, lastPage: 1 } },
      },
    });
    renderWithProviders(<FavoritesRoute />, { path: '/dashboard/favorite-offers' });
    expect(
      await screen.findByText('No favourite offers yet. Use the star on an offer to save it here.'),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse offers' }).getAttribute('href')).toBe(
      '/trading/buy-bitcoin/all-payment-methods',
    );
  });
});
