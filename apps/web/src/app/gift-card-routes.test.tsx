import type { GiftCardStore } from '@p2p/shared';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { apiError, mockFetch } from '@/testing/fetch-mock';
import { AppProvider } from './provider';
import { routes } from './router';

const method = (id: number, slug: string, name: string, group: number) => ({
  id,
  name,
  payment_method_group_id: group,
  slug,
  originalName: name,
  buyOffersCount: 0,
  isBinCodeEnabled: false,
  icon_url: '',
});

const store: GiftCardStore = {
  items: [
    {
      offerHash: 'offerHash01',
      vendor: 'cardvendor',
      brand: { id: 3, slug: 'amazon-gift-card', name: 'Amazon Gift Card' },
      region: null,
      currency: 'USD',
      faceValue: '100.00',
      coin: 'BTC',
      cryptoAmount: '0.00095238',
      fee: '0.00002858',
      discountPercent: '4.76',
      inStock: 2,
    },
  ],
  brands: [
    { slug: 'amazon-gift-card', name: 'Amazon Gift Card' },
    { slug: 'steam-wallet-gift-card', name: 'Steam Wallet Gift Card' },
  ],
};

function renderApp(path: string) {
  const api = mockFetch({
    'GET /rest/v1/users/current_user': apiError(401, 'ERROR_UNAUTHORIZED', 'Log in'),
    'GET /rest/v2/payment-methods': {
      body: {
        data: [
          method(1, 'paypal', 'PayPal', 3),
          method(2, 'steam-wallet-gift-card', 'Steam Wallet Gift Card', 1),
          method(3, 'amazon-gift-card', 'Amazon Gift Card', 1),
        ],
      },
    },
    'GET /rest/v1/gift-card-store': { body: { data: store } },
  });
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { api, router };
}

const canonical = () => document.head.querySelector('link[rel="canonical"]')?.getAttribute('href');

describe('{product}-gift-card pages', () => {
  it('serves /amazon-gift-card as the store kept to that brand, with its title and canonical address', async () => {
    const { api } = renderApp('/amazon-gift-card');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Amazon Gift Card for crypto' }),
    ).toBeTruthy();
    expect(await screen.findByTestId('store-item')).toBeTruthy();
    await waitFor(() => expect(document.title).toContain('Amazon Gift Card for crypto'));
    expect(canonical()).toBe(`${window.location.origin}/amazon-gift-card`);
    const [request] = api.requestsTo('GET /rest/v1/gift-card-store');
    expect(new URL(request!.url, window.location.origin).searchParams.get('brand')).toBe('amazon-gift-card');
    expect((screen.getByLabelText('Brand') as HTMLSelectElement).value).toBe('amazon-gift-card');
  });

  it('serves the prefixed path in its language with a prefixed canonical address', async () => {
    renderApp('/es/steam-wallet-gift-card');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Steam Wallet Gift Card con criptomonedas' }),
    ).toBeTruthy();
    await waitFor(() => expect(canonical()).toBe(`${window.location.origin}/es/steam-wallet-gift-card`));
  });

  it.each(['/nosuch-gift-card', '/es/nosuch-gift-card', '/paypal-gift-card'])(
    'answers %s, no gift-card brand, with a 404',
    async (path) => {
      const { api } = renderApp(path);

      expect(
        await screen.findByRole('heading', { name: /No such gift card|No existe esa tarjeta de regalo/ }),
      ).toBeTruthy();
      expect(screen.getByText('404')).toBeTruthy();
      expect(api.requestsTo('GET /rest/v1/gift-card-store')).toHaveLength(0);
    },
  );

  it('keeps a path below a product segment not found', async () => {
    renderApp('/amazon-gift-card/extra');

    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
  });

  it('opens the brand page for the store with ?brand=, keeping the other filters', async () => {
    const { router } = renderApp('/gift-card-store?brand=amazon-gift-card&min_discount=2');

    await waitFor(() => expect(router.state.location.pathname).toBe('/amazon-gift-card'));
    expect(router.state.location.search).toBe('?min_discount=2');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Amazon Gift Card for crypto' }),
    ).toBeTruthy();
  });

  it('moves between the store and the brand pages with the brand picker', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/gift-card-store');

    expect(await screen.findByRole('heading', { level: 1, name: 'Gift-card store' })).toBeTruthy();
    expect(canonical()).toBe(`${window.location.origin}/gift-card-store`);
    await screen.findByTestId('store-item');
    await user.selectOptions(screen.getByLabelText('Brand'), 'steam-wallet-gift-card');
    await waitFor(() => expect(router.state.location.pathname).toBe('/steam-wallet-gift-card'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Steam Wallet Gift Card for crypto' }),
    ).toBeTruthy();
    await user.selectOptions(screen.getByLabelText('Brand'), '');
    await waitFor(() => expect(router.state.location.pathname).toBe('/gift-card-store'));
  });

  it('gives a source-currency page its own canonical address and takes the currency from the path', async () => {
    const { api } = renderApp('/gift-card-store/eur');

    await screen.findByTestId('store-item');
    expect(canonical()).toBe(`${window.location.origin}/gift-card-store/eur`);
    expect(screen.queryByLabelText('Currency')).toBeNull();
    const [request] = api.requestsTo('GET /rest/v1/gift-card-store');
    expect(new URL(request!.url, window.location.origin).searchParams.get('currency')).toBe('EUR');
  });
});
