import type { MyBadgeProgress } from '@p2p/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '@/testing/fetch-mock';
import { renderWithProviders } from '@/testing/render';
import { BadgesRoute } from './badges';

const PROGRESS: MyBadgeProgress = {
  badge: 'no_badge',
  earnedBadge: 'no_badge',
  staffBadge: null,
  completedTrades: 4,
  finishedTrades: 5,
  partners: 5,
  volumeUsdCents: '80000',
  feedbackPositive: 3,
  feedbackNegative: 0,
  disputesLost: 0,
  accountAgeDays: 30,
};

function render(progress: MyBadgeProgress) {
  mockFetch({ 'GET /rest/v1/dashboard/badges': { body: { data: progress } } });
  renderWithProviders(<BadgesRoute />, { path: '/dashboard/badges' });
}

describe('the trader level badges page', () => {
  it('shows my badge, the next one with what is met and missing, and every rule', async () => {
    render(PROGRESS);
    expect((await screen.findByTestId('my-badge')).textContent).toBe('No badge');
    expect(screen.getByText('Your next badge: Vendor. See what is still missing below.')).toBeTruthy();
    const vendor = screen.getByRole('region', { name: 'Vendor' });
    // Trades 4 < 10 and completion 80 % ≥ 80 %; partners, volume, age, feedback and disputes met.
    expect(within(vendor).getByText('Next: 6 of 7 met')).toBeTruthy();
    const trades = within(vendor).getByRole('row', { name: /Completed trades/ });
    expect(trades.textContent).toContain('≥ 10');
    expect(trades.textContent).toContain('4');
    expect(trades.textContent).toContain('not met yet');
    expect(within(vendor).getByRole('row', { name: /Volume traded/ }).textContent).toContain('≥ 500');
    expect(screen.getByRole('region', { name: 'Power trader' }).textContent).toContain('≥ 100');
    expect(screen.getByRole('region', { name: 'Expert trader' }).textContent).toContain('≥ 500,000');
    const staff = screen.getByRole('region', { name: 'Badges given by the team' });
    for (const badge of ['Operator', 'CEO', 'Ambassador'])
      expect(within(staff).getByText(badge)).toBeTruthy();
  });

  it('shows a staff badge first and the earned one beside it', async () => {
    render({ ...PROGRESS, badge: 'ceo', staffBadge: 'ceo', earnedBadge: 'vendor', completedTrades: 12 });
    expect((await screen.findByTestId('my-badge')).textContent).toBe('CEO');
    expect(
      screen.getByText('Given by the team and shown instead of your earned badge (Vendor).'),
    ).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Vendor' })).getByText('Earned')).toBeTruthy();
  });
});
