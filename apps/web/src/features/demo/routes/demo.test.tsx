import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildCurrentUser } from '@/testing/current-user';
import { apiError, CSRF_ROUTE, mockFetch } from '@/testing/fetch-mock';
import { renderWithProviders } from '@/testing/render';
import { DemoRoute } from './demo';

const CURRENT_USER = 'GET /rest/v1/users/current_user';
const START = 'POST /rest/v1/demo/start';
const END = 'POST /rest/v1/demo/end';
const demoUser = buildCurrentUser({ isDemoAccount: true });

const market = { path: '/trading/buy-bitcoin/all-payment-methods', element: <p>the demo market</p> };
const home = { path: '/', element: <p>home</p> };

describe('DemoRoute', () => {
  it('lets a guest try the demo in their language and opens the demo market', async () => {
    const { requestsTo } = mockFetch({
      ...CSRF_ROUTE,
      [CURRENT_USER]: [{ body: { data: { isLogged: false } } }, { body: { data: demoUser } }],
      [START]: { status: 201, body: { data: demoUser } },
    });
    renderWithProviders(<DemoRoute />, { path: '/demo', routes: [market] });

    expect(await screen.findByRole('heading', { name: 'Try the demo' })).toBeTruthy();
    expect(screen.getByText(/0\.01 BTC, 500 USDT and 0\.1 ETH/)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Try the demo' }));

    expect(await screen.findByText('the demo market')).toBeTruthy();
    expect(requestsTo(START).map((request) => request.body)).toEqual([{ locale: 'en' }]);
  });

  it('shows why the demo could not start and stays on the page', async () => {
    mockFetch({
      ...CSRF_ROUTE,
      [CURRENT_USER]: { body: { data: { isLogged: false } } },
      [START]: apiError(403, 'ERROR_DEMO_ACCOUNT', 'Demo mode is turned off on this platform'),
    });
    renderWithProviders(<DemoRoute />, { path: '/demo', routes: [market] });

    await userEvent.click(await screen.findByRole('button', { name: 'Try the demo' }));

    expect((await screen.findByRole('alert')).textContent).toBe('Demo mode is turned off on this platform');
    expect(screen.queryByText('the demo market')).toBeNull();
  });

  it('asks a demo account before ending the demo, then ends it', async () => {
    const { requestsTo } = mockFetch({
      ...CSRF_ROUTE,
      [CURRENT_USER]: [{ body: { data: demoUser } }, { body: { data: { isLogged: false } } }],
      [END]: { body: { data: { ended: true } } },
    });
    renderWithProviders(<DemoRoute />, { path: '/demo', routes: [home] });

    expect(await screen.findByRole('heading', { name: 'You are in demo mode' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the demo market' }).getAttribute('href')).toBe(
      '/trading/buy-bitcoin/all-payment-methods',
    );
    // Demo vendors buy too: the visitor may sell the play coins of the grant.
    expect(screen.getByRole('link', { name: 'Sell play coins' }).getAttribute('href')).toBe(
      '/trading/sell-bitcoin/all-payment-methods',
    );
    await userEvent.click(screen.getByRole('button', { name: 'End the demo' }));
    expect(requestsTo(END)).toHaveLength(0);
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(
      [...dialog.querySelectorAll('button')].find((button) => button.textContent === 'End the demo')!,
    );

    await waitFor(() => expect(requestsTo(END)).toHaveLength(1));
    expect(await screen.findByText('home')).toBeTruthy();
  });

  it('tells a signed-in real user to sign out first', async () => {
    mockFetch({ [CURRENT_USER]: { body: { data: buildCurrentUser() } } });
    renderWithProviders(<DemoRoute />, { path: '/demo' });

    expect(
      await screen.findByText('You are signed in with a real account. Sign out to try the demo.'),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Try the demo' })).toBeNull();
  });
});
