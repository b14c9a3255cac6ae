import type { PartnerDashboard, PartnerTerms } from '@p2p/shared';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { apiError, mockFetch } from '@/testing/fetch-mock';
import { renderWithProviders } from '@/testing/render';
import { PartnerDashboardRoute } from './routes/partner-dashboard';
import { PartnerLandingRoute } from './routes/partner-landing';
import { PartnerTermsRoute } from './routes/partner-terms';

// The canvas chart cannot draw in jsdom; the test checks what the page hands it.
const chartData = vi.hoisted(() => ({ calls: [] as { time: number; value: number }[][] }));
vi.mock('lightweight-charts', () => ({
  HistogramSeries: {},
  ColorType: { Solid: 'solid' },
  createChart: () => ({
    addSeries: () => ({
      setData: (data: { time: number; value: number }[]) => chartData.calls.push(data),
      applyOptions: () => {},
    }),
    applyOptions: () => {},
    timeScale: () => ({ fitContent: () => {} }),
    remove: () => {},
  }),
}));

const TERMS: PartnerTerms = {
  enabled: true,
  rewardShareBps: 2000,
  ambassadorShareBps: 4000,
  rewardPeriodDays: 365,
};

const DASHBOARD: PartnerDashboard = {
  referralCode: 'ABCDEFGHJK',
  referralPath: '/register?ref=ABCDEFGHJK',
  rewardShareBps: 2000,
  rewardPeriodDays: 365,
  isAmbassador: false,
  referredUsers: [
    {
      username: 'alice_trader',
      registeredAt: '2026-01-05T10:00:00.000Z',
      rewardUntil: '2027-01-05T10:00:00.000Z',
      completedTrades: 3,
      volumeUsd: '1250.00',
      rewards: [{ coin: 'BTC', amount: '0.00002000' }],
    },
  ],
  rewardsByPeriod: [
    { period: '2026-01', coin: 'BTC', amount: '0.00001500', trades: 2 },
    { period: '2026-02', coin: 'BTC', amount: '0.00000500', trades: 1 },
    { period: '2026-02', coin: 'USDT', amount: '0.400000', trades: 1 },
  ],
  totals: [
    { coin: 'BTC', amount: '0.00002000' },
    { coin: 'USDT', amount: '0.400000' },
  ],
};

describe('partner programme pages', () => {
  it('the landing states the configured share and period and offers sign-up to a guest', async () => {
    mockFetch({
      'GET /rest/v1/partner-program/terms': { body: { data: TERMS } },
      'GET /rest/v1/users/current_user': apiError(401, 'ERROR_UNAUTHORIZED', 'Sign in'),
    });
    renderWithProviders(<PartnerLandingRoute />);
    expect(
      await screen.findByText(
        'Invite traders with your link and earn 20% of the escrow fees they pay for 365 days after they join.',
      ),
    ).toBeTruthy();
    expect(screen.getByText('Ambassadors, chosen by our team, earn 40%.')).toBeTruthy();
    expect(
      (await screen.findByRole('link', { name: 'Register to get your link' })).getAttribute('href'),
    ).toBe('/register');
  });

  it('the landing says so when the programme is turned off', async () => {
    mockFetch({ 'GET /rest/v1/partner-program/terms': { body: { data: { ...TERMS, enabled: false } } } });
    renderWithProviders(<PartnerLandingRoute />);
    expect(await screen.findByText('The partner programme is not running at the moment.')).toBeTruthy();
  });

  it('the terms list the figures', async () => {
    mockFetch({
      'GET /rest/v1/partner-program/terms': { body: { data: { ...TERMS, rewardPeriodDays: 180 } } },
    });
    renderWithProviders(<PartnerTermsRoute />);
    expect(
      await screen.findByText(
        'Rewards are paid for trades completed within 180 days after the referred user registered.',
      ),
    ).toBeTruthy();
  });

  it('the dashboard shows the link, rewards by month with a chart per coin, and referred users', async () => {
    chartData.calls.length = 0;
    mockFetch({ 'GET /rest/v1/partner-program': { body: { data: DASHBOARD } } });
    renderWithProviders(<PartnerDashboardRoute />);
    expect(await screen.findByTestId('referral-code')).toHaveProperty('textContent', 'ABCDEFGHJK');
    expect(screen.getByTestId('referral-link').textContent).toBe(
      `${window.location.origin}/register?ref=ABCDEFGHJK`,
    );
    const totals = screen.getByLabelText('Total earned');
    expect(within(totals).getByText('0.00002000 BTC')).toBeTruthy();
    expect(within(totals).getByText('0.400000 USDT')).toBeTruthy();
    // The chart draws the first coin's months.
    expect(chartData.calls.at(-1)).toEqual([
      { time: Date.UTC(2026, 0, 1) / 1000, value: 0.000015 },
      { time: Date.UTC(2026, 1, 1) / 1000, value: 0.000005 },
    ]);
    screen.getByRole('button', { name: 'USDT' }).click();
    await vi.waitFor(() =>
      expect(chartData.calls.at(-1)).toEqual([{ time: Date.UTC(2026, 1, 1) / 1000, value: 0.4 }]),
    );

    const row = screen.getByText('alice_trader').closest('tr')!;
    expect(within(row).getByText('1250.00')).toBeTruthy();
    expect(within(row).getByText('3')).toBeTruthy();
    expect(within(row).getByText('0.00002000 BTC')).toBeTruthy();
    expect(screen.getByText(/Where to share/)).toBeTruthy();
  });

  it('the dashboard says the programme is unavailable when the server hides it', async () => {
    mockFetch({
      'GET /rest/v1/partner-program': apiError(404, 'ERROR_NOT_FOUND', 'Partner programme not found'),
    });
    renderWithProviders(<PartnerDashboardRoute />);
    expect(await screen.findByText('The partner programme is not available.')).toBeTruthy();
  });
});
