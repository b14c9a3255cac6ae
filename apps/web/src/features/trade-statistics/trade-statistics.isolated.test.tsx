import type { PlatformStatistics, TraderStatistics } from '@p2p/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockFetch } from '@/testing/fetch-mock';
import { renderWithProviders } from '@/testing/render';
import { PlatformStatisticsRoute } from './routes/platform-statistics';
import { TradeStatisticsRoute } from './routes/trade-statistics';

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

const TRADER: TraderStatistics = {
  period: 'year',
  from: '2025-12-01T00:00:00.000Z',
  to: '2026-11-27T12:00:00.000Z',
  bucket: 'month',
  trades: { finished: 6, completed: 4, cancelled: 1, expired: 1 },
  completionRate: 66,
  volume: [
    { coin: 'BTC', amount: '300000', trades: 3 },
    { coin: 'USDT', amount: '5000000', trades: 1 },
  ],
  series: [
    { start: '2026-10-01T00:00:00.000Z', coin: 'BTC', amount: '0', trades: 0 },
    { start: '2026-10-01T00:00:00.000Z', coin: 'USDT', amount: '0', trades: 0 },
    { start: '2026-11-01T00:00:00.000Z', coin: 'BTC', amount: '300000', trades: 3 },
    { start: '2026-11-01T00:00:00.000Z', coin: 'USDT', amount: '5000000', trades: 1 },
  ],
  paymentMethods: [
    {
      slug: 'paypal',
      name: 'PayPal',
      trades: 3,
      usdCents: '28500',
      volume: [{ coin: 'BTC', amount: '300000', trades: 3 }],
    },
    {
      slug: 'bank-transfer',
      name: 'Bank Transfer',
      trades: 1,
      usdCents: '9500',
      volume: [{ coin: 'USDT', amount: '5000000', trades: 1 }],
    },
  ],
  medianPaySeconds: 120,
  payments: 1,
  medianReleaseSeconds: 390,
  releases: 2,
  disputes: { opened: 2, openedByYou: 1, won: 1, lost: 1 },
  partners: 2,
  lifetime: {
    completed: 5,
    finished: 7,
    completionRate: 71,
    partners: 2,
    disputesOpened: 1,
    disputesLost: 1,
  },
};

const PLATFORM: PlatformStatistics = {
  period: 'year',
  from: '2025-12-01T00:00:00.000Z',
  to: '2026-11-27T12:00:00.000Z',
  bucket: 'month',
  minGroupTrades: 5,
  computedAt: '2026-11-27T12:00:00.000Z',
  totals: { trades: 8, usdCents: '76000' },
  activeVendors: 2,
  series: [
    { start: '2026-10-01T00:00:00.000Z', trades: 0, usdCents: '0' },
    { start: '2026-11-01T00:00:00.000Z', trades: 8, usdCents: '76000' },
  ],
  coins: [
    { coin: 'BTC', trades: 7, usdCents: '66500', amount: '700000' },
    { coin: 'USDT', trades: null, usdCents: null, amount: null },
  ],
  countries: [
    { country: 'DE', trades: 6, usdCents: '57000' },
    { country: null, trades: null, usdCents: null },
  ],
  paymentMethodGroups: [
    { slug: 'online-transfers', name: 'Online wallets', trades: 7, usdCents: '66500' },
    { slug: null, name: null, trades: null, usdCents: null },
  ],
};

describe('trade statistics page', () => {
  it("shows the period's figures, the volume chart with its table and the methods", async () => {
    const { requests } = mockFetch({ 'GET /rest/v1/trade/statistics': { body: { data: TRADER } } });
    renderWithProviders(<TradeStatisticsRoute />, { path: '/dashboard/trade-statistics' });
    const list = await screen.findByLabelText('Figures of the period');
    expect(within(list).getByText('4 of 6')).toBeTruthy();
    expect(within(list).getByText('66%')).toBeTruthy();
    expect(within(list).getByText('2 min')).toBeTruthy();
    expect(within(list).getByText('6.5 min')).toBeTruthy();
    expect(within(list).getByText('2 (1 by you)')).toBeTruthy();
    expect(
      screen.getByText('Since you joined: 5 completed trades, 71% completion rate, 2 partners.'),
    ).toBeTruthy();
    expect(requests[0]!.url).toBe('/rest/v1/trade/statistics?period=year');

    // The chart draws the first coin; the table lists the months with trades.
    expect(screen.getByTestId('volume-chart').getAttribute('data-points')).toBe('2');
    expect(chartData.calls.at(-1)!.map((point) => point.value)).toEqual([0, 0.003]);
    const volume = screen.getByRole('table', { name: /Volume in BTC/ });
    expect(within(volume).getAllByRole('row')).toHaveLength(2);
    expect(within(volume).getByText('0.003 BTC')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'USDT' }));
    expect(within(screen.getByRole('table', { name: /Volume in USDT/ })).getByText('5 USDT')).toBeTruthy();

    const methods = screen.getByRole('table', { name: 'Volume by payment method' });
    const rows = within(methods).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'Payment methodTradesValue (USD)',
      'PayPal0.003 BTC3$285.00',
      'Bank Transfer5 USDT1$95.00',
    ]);
  });

  it('asks for another period and keeps it in the address', async () => {
    const { requests } = mockFetch({
      'GET /rest/v1/trade/statistics': { body: { data: { ...TRADER, period: '7d', bucket: 'day' } } },
    });
    const { router } = renderWithProviders(<TradeStatisticsRoute />, {
      path: '/dashboard/trade-statistics?period=24h',
    });
    await screen.findByLabelText('Figures of the period');
    expect(requests[0]!.url).toBe('/rest/v1/trade/statistics?period=24h');
    expect(screen.getByRole('button', { name: '24 hours' }).getAttribute('aria-pressed')).toBe('true');
    await userEvent.click(screen.getByRole('button', { name: '7 days' }));
    await waitFor(() => expect(requests.at(-1)!.url).toBe('/rest/v1/trade/statistics?period=7d'));
    expect(router.state.location.search).toBe('?period=7d');
  });

  it('says when nothing completed', async () => {
    mockFetch({
      'GET /rest/v1/trade/statistics': {
        body: {
          data: {
            ...TRADER,
            trades: { finished: 0, completed: 0, cancelled: 0, expired: 0 },
            completionRate: null,
            volume: [],
            series: [],
            paymentMethods: [],
            medianPaySeconds: null,
            medianReleaseSeconds: null,
          },
        },
      },
    });
    renderWithProviders(<TradeStatisticsRoute />);
    expect(await screen.findAllByText('No completed trades in this period.')).toHaveLength(2);
    expect(within(screen.getByLabelText('Figures of the period')).getAllByText('—')).toHaveLength(3);
  });
});

describe('platform statistics page', () => {
  it('shows the totals, the chart with its table and the breakdowns, withheld groups said', async () => {
    mockFetch({ 'GET /rest/v1/statistics/platform': { body: { data: PLATFORM } } });
    renderWithProviders(<PlatformStatisticsRoute />, { path: '/statistics' });
    const list = await screen.findByLabelText('Platform figures');
    expect(within(list).getByText('8')).toBeTruthy();
    expect(within(list).getByText('$760.00')).toBeTruthy();
    expect(screen.getByTestId('platform-chart').getAttribute('data-points')).toBe('2');
    const countries = screen.getByRole('table', { name: 'By vendor country' });
    expect(
      within(countries)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['CountryTradesValue (USD)', 'Germany6$570.00', 'OthersUnder 5']);
    const groups = screen.getByRole('table', { name: 'By payment method' });
    expect(within(groups).getByText('Online wallets')).toBeTruthy();
    const coins = screen.getByRole('table', { name: 'By coin' });
    expect(within(coins).getByText('0.007 BTC')).toBeTruthy();
    expect(screen.getByText(/Groups of fewer than 5 trades are not shown/)).toBeTruthy();
  });
});
