import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildDashboard, dashboardTrade } from '@/features/dashboard/testing';
import { buildCurrentUser } from '@/testing/current-user';
import { mockFetch } from '@/testing/fetch-mock';
import { renderWithProviders } from '@/testing/render';
import { DashboardHomeRoute } from './dashboard-home';

function render(dashboard = buildDashboard()) {
  const fetch = mockFetch({
    'GET /rest/v1/users/current_user': {
      body: { data: buildCurrentUser({ username: 'alice' }) },
    },
    'GET /rest/v1/dashboard': { body: { data: dashboard } },
  });
  renderWithProviders(<DashboardHomeRoute />, { path: '/dashboard' });
  return fetch;
}

describe('the dashboard home', () => {
  it('puts the trades needing me first, each saying what is needed and linking to the trade', async () => {
    render();
    const trades = await screen.findByRole('region', { name: 'Your open trades' });
    expect(within(trades).getByText('Waiting for you: 1')).toBeTruthy();
    const links = within(trades)
      .getAllByRole('link')
      .filter((link) => link.getAttribute('href')?.startsWith('/trade/'));
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/trade/hashPaid001',
      '/trade/hashWait001',
    ]);
    expect(links[0]!.textContent).toContain('Check the payment and release');
    expect(links[0]!.textContent).toContain('Selling 0.001 BTC for $95.00 to bob_buyer');
    expect(links[1]!.textContent).toContain('Waiting for your partner');
    // The trades come before every other section.
    const regions = screen.getAllByRole('region').map((region) => region.getAttribute('aria-labelledby'));
    expect(screen.getAllByRole('region')[0]).toBe(trades);
    expect(regions).toHaveLength(5);
  });

  it('shows balances with their fiat value and total, offers by state, notifications and shortcuts', async () => {
    render();
    const balances = await screen.findByRole('region', { name: 'Balances' });
    expect(within(balances).getByText('Total about $47,620.00')).toBeTruthy();
    expect(within(balances).getByText('≈ $47,500.00')).toBeTruthy();
    const offers = screen.getByRole('region', { name: 'My offers' });
    expect(within(offers).getByText('Active: 1 · Paused: 1')).toBeTruthy();
    expect(within(offers).getByText('Paused')).toBeTruthy();
    expect(within(offers).getByRole('link', { name: 'Sell BTC for USD · PayPal' }).getAttribute('href')).toBe(
      '/offer/offerActive',
    );
    const notifications = screen.getByRole('region', { name: 'Notifications' });
    expect(within(notifications).getByText('Unread: 3')).toBeTruthy();
    expect(within(notifications).getAllByTestId('notification-item')).toHaveLength(1);
    const shortcuts = screen.getByRole('region', { name: 'Shortcuts' });
    expect(within(shortcuts).getByRole('link', { name: 'Create an offer' }).getAttribute('href')).toBe(
      '/offer-manager/edit',
    );
  });

  it('greets the user without assuming they were here before (a new account is not "back")', async () => {
    render();
    expect(await screen.findByText('Hello, alice.')).toBeTruthy();
    expect(screen.queryByText(/Welcome back/)).toBeNull();
  });

  it('says so when nothing is open or waiting for me', async () => {
    render(buildDashboard({ trades: [] }));
    expect(await screen.findByText('No open trades. Start one from the market.')).toBeTruthy();
    render(buildDashboard({ trades: [dashboardTrade()] }));
    expect(await screen.findByText('Nothing waits for you: your partners have the next step.')).toBeTruthy();
  });
});
