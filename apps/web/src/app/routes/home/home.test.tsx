import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildCard, listingMeta } from '@/features/marketplace/testing/offers';
import { buildCurrentUser } from '@/testing/current-user';
import { apiError, mockFetch } from '@/testing/fetch-mock';
import { renderWithProviders } from '@/testing/render';
import { HomeRoute } from './home';

const CURRENT_USER = 'GET /rest/v1/users/current_user';
const rate = (code: string, fiatRate: string, fiat = 'USD') => ({
  cryptoCurrencyCode: code,
  usdRate: fiatRate,
  fiatCurrencyCode: fiat,
  fiatRate,
  fiatPrecision: 2,
});

function renderHome({ user = false, currency = 'USD', offers = [buildCard()] } = {}) {
  const mock = mockFetch({
    [CURRENT_USER]: user
      ? { body: { data: buildCurrentUser({ username: 'alice', currency }) } }
      : apiError(401, 'ERROR_UNAUTHORIZED', 'Log in'),
    'GET /rest/v2/wallet/crypto-currencies/rates': {
      body: {
        data: [
          rate('BTC', '95000.50312345', currency),
          rate('USDT', '1', currency),
          rate('ETH', '3100', currency),
        ],
      },
    },
    'GET /rest/v1/offers': { body: { data: offers, meta: listingMeta(offers.length) } },
  });
  return { ...mock, ...renderWithProviders(<HomeRoute />) };
}

describe('home page', () => {
  it('lets a guest browse offers, see live prices and a preview of real offers without an account', async () => {
    const { requestsTo } = renderHome();
    expect((await screen.findByRole('link', { name: 'Browse offers' })).getAttribute('href')).toBe(
      '/trading/buy-bitcoin/all-payment-methods',
    );
    expect(screen.getByRole('link', { name: 'Create a free account' }).getAttribute('href')).toBe(
      '/register',
    );
    const btc = await screen.findByTestId('home-price-BTC');
    expect((await within(btc).findByTestId('home-price')).textContent).toBe('$95,000.50');
    expect(within(btc).getByRole('link', { name: 'Sell BTC' }).getAttribute('href')).toBe(
      '/trading/sell-bitcoin/all-payment-methods',
    );
    expect(await screen.findByRole('list', { name: 'Offers to buy bitcoin now' })).toBeTruthy();
    const search = new URL(requestsTo('GET /rest/v1/offers')[0]!.url, 'http://x').searchParams;
    expect(Object.fromEntries(search)).toEqual({
      type: 'buy',
      crypto_currency_code: 'BTC',
      currency: 'USD',
      limit: '3',
    });
    expect(screen.queryByText(/Welcome back/)).toBeNull();
  });

  it('greets a signed-in trader without "welcome back" and prices in their currency', async () => {
    const { requestsTo } = renderHome({ user: true, currency: 'EUR' });
    expect(await screen.findByText('Hello, alice')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'My trades' }).getAttribute('href')).toBe(
      '/dashboard/active-trades',
    );
    expect(screen.queryByRole('link', { name: 'Create a free account' })).toBeNull();
    await screen.findAllByTestId('home-price');
    expect(requestsTo('GET /rest/v2/wallet/crypto-currencies/rates').at(-1)?.url).toBe(
      '/rest/v2/wallet/crypto-currencies/rates?currency=EUR',
    );
  });

  it('says when the market has no offers yet and how to create one', async () => {
    renderHome({ offers: [] });
    expect(await screen.findByText('Nobody sells Bitcoin here yet.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Create an offer' }).getAttribute('href')).toBe(
      '/offer-manager/edit',
    );
  });
});
