import { offerListingCardSchema, type OfferListingCard } from '@p2p/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, mockFetch } from '@/testing/fetch-mock';
import { renderWithProviders } from '@/testing/render';
import { PublicProfileRoute } from './routes/public-profile';

const card = (hash: string, type: 'buy' | 'sell', method: string): OfferListingCard =>
  offerListingCardSchema.parse({
    offerHash: hash,
    type,
    status: 'active',
    owner: {
      username: 'bob',
      avatarUrl: null,
      status: 'online',
      lastSeenAt: null,
      feedback: { positive: 0, negative: 0 },
      badge: 'no_badge',
      monthlyTradeStats: { trades: 0, partners: 0 },
      country: null,
      verifiedId: false,
      completedTrades: 0,
    },
    paymentMethod: { id: 1, groupId: 3, name: method, slug: 'x', isBinCodeEnabled: false },
    cryptoCurrencyCode: 'BTC',
    fiatCurrencyCode: 'USD',
    priceType: 'fixed',
    margin: '0',
    fiatPricePerCrypto: '95000.00',
    usdPricePerCrypto: '95000.00',
    amountType: 'min_max',
    fiatLimitMin: '10.00',
    fiatLimitMax: '500.00',
    predefinedAmounts: [],
    tags: [],
    location: { city: null, subdivision: null, country: null },
    paymentWindowMinutes: 30,
    requireMinPastTrades: 0,
    requireVerifiedId: false,
    requireFullNameVisibility: false,
    trustedOnly: false,
    cashback: { withCashback: false, cashbackPercent: '0', cashbackMaxValue: '0' },
    isFeatured: false,
    isStickied: false,
    isBlocked: false,
    isFavorite: false,
    isAvailable: true,
    section: null,
  });

const profile = {
  id: 7,
  username: 'bob',
  avatarUrl: null,
  badge: 'no_badge',
  country: null,
  registeredAt: '2024-01-15T00:00:00.000Z',
  lastSeenAt: null,
  lastSeen: { variant: 'default', text: 'long ago', unit: null, count: null },
  viewerRelation: null,
  verified: { email: true, phone: false, id: false },
  trustedCount: 0,
  blockedCount: 0,
  completedTrades: 0,
  tradeVolume: {},
  feedback: { positive: 0, negative: 0 },
  profile: { bio: '' },
};

describe('profile offers tab', () => {
  it('lists what the user sells and buys from active-offers', async () => {
    const { requestsTo } = mockFetch({
      'GET /rest/v1/users/current_user': apiError(401, 'ERROR_UNAUTHORIZED', 'Log in'),
      'GET /rest/v1/users/bob': { body: { data: profile } },
      'GET /rest/v1/users/bob/active-offers': (request) => {
        const type = new URL(request.url, 'http://x').searchParams.get('type');
        const data = type === 'sell' ? [card('s1', 'sell', 'PayPal')] : [];
        return { body: { data, meta: { total: data.length, currentPage: 1, perPage: 10, lastPage: 1 } } };
      },
    });
    const { router } = renderWithProviders(<PublicProfileRoute />, {
      path: '/user/bob',
      routes: [{ path: '/user/:username', element: <PublicProfileRoute /> }],
    });
    const user = userEvent.setup();

    const tab = await screen.findByRole('tab', { name: 'Offers' });
    expect(screen.getByRole('tab', { name: 'Profile' }).getAttribute('aria-selected')).toBe('true');
    await user.click(tab);
    expect(router.state.location.search).toBe('?tab=offers');
    const selling = await screen.findByRole('region', { name: 'Selling crypto' });
    const row = await within(selling).findByTestId('profile-offer');
    expect(row.textContent).toContain('PayPal');
    expect(row.textContent).toContain('$10.00 – $500.00');
    expect(within(row).getByRole('link', { name: 'Buy' }).getAttribute('href')).toBe(
      '/offer/s1?sourceId=profile',
    );
    const buying = screen.getByRole('region', { name: 'Buying crypto' });
    expect(await within(buying).findByText('bob has no active offers right now.')).toBeTruthy();
    expect(
      requestsTo('GET /rest/v1/users/bob/active-offers')
        .map((r) => r.url)
        .sort(),
    ).toEqual([
      '/rest/v1/users/bob/active-offers?type=buy&offset=0',
      '/rest/v1/users/bob/active-offers?type=sell&offset=0',
    ]);
  });
});
