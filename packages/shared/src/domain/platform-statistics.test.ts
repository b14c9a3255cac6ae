import { describe, expect, it } from 'vitest';
import { platformStatistics, type PlatformStatisticsInput } from './platform-statistics.js';
import { statisticsRange } from './statistics-periods.js';

const now = new Date('2026-11-26T15:30:00Z');
const base: PlatformStatisticsInput = {
  range: statisticsRange('week', now),
  computedAt: now,
  minGroupTrades: 5,
  total: { trades: 0, usdCents: 0n },
  activeVendors: 0,
  buckets: [],
  coins: [],
  countries: [],
  paymentMethodGroups: [],
};

describe('platformStatistics', () => {
  it('withholds every group of fewer than the threshold and adds the small ones up', () => {
    const stats = platformStatistics({
      ...base,
      total: { trades: 21, usdCents: 210_000n },
      activeVendors: 6,
      buckets: [
        { start: '2026-11-23T00:00:00.000Z', trades: 17, usdCents: 170_000n },
        { start: '2026-11-25T00:00:00.000Z', trades: 4, usdCents: 40_000n },
      ],
      coins: [
        { coin: 'USDT', trades: 3, usdCents: 30_000n, amount: 300_000_000n },
        { coin: 'BTC', trades: 18, usdCents: 180_000n, amount: 1_800_000n },
      ],
      countries: [
        { country: 'DE', trades: 5, usdCents: 50_000n },
        { country: 'NG', trades: 12, usdCents: 120_000n },
        { country: 'FR', trades: 2, usdCents: 20_000n },
        { country: null, trades: 2, usdCents: 20_000n },
      ],
      paymentMethodGroups: [
        { slug: 'bank-transfers', name: 'Bank transfers', trades: 17, usdCents: 170_000n },
        { slug: 'gift-cards', name: 'Gift cards', trades: 4, usdCents: 40_000n },
      ],
    });
    expect(stats.totals).toEqual({ trades: 21, usdCents: '210000' });
    expect(stats.activeVendors).toBe(6);
    expect(stats.series).toEqual([
      { start: '2026-11-23T00:00:00.000Z', trades: 17, usdCents: '170000' },
      { start: '2026-11-24T00:00:00.000Z', trades: 0, usdCents: '0' },
      { start: '2026-11-25T00:00:00.000Z', trades: null, usdCents: null },
      { start: '2026-11-26T00:00:00.000Z', trades: 0, usdCents: '0' },
    ]);
    expect(stats.coins).toEqual([
      { coin: 'BTC', trades: 18, usdCents: '180000', amount: '1800000' },
      { coin: 'USDT', trades: null, usdCents: null, amount: null },
    ]);
    // FR and the unknown country together make 4: withheld, but the row says there is more.
    expect(stats.countries).toEqual([
      { country: 'NG', trades: 12, usdCents: '120000' },
      { country: 'DE', trades: 5, usdCents: '50000' },
      { country: null, trades: null, usdCents: null },
    ]);
    expect(stats.paymentMethodGroups).toEqual([
      { slug: 'bank-transfers', name: 'Bank transfers', trades: 17, usdCents: '170000' },
      { slug: null, name: null, trades: null, usdCents: null },
    ]);
  });

  it('shows the added-up group once it reaches the threshold', () => {
    const stats = platformStatistics({
      ...base,
      countries: [
        { country: 'FR', trades: 3, usdCents: 3n },
        { country: 'IT', trades: 2, usdCents: 2n },
      ],
    });
    expect(stats.countries).toEqual([{ country: null, trades: 5, usdCents: '5' }]);
  });

  it('withholds the totals of a quiet period and documents the threshold', () => {
    const stats = platformStatistics({ ...base, total: { trades: 1, usdCents: 9_500n }, activeVendors: 1 });
    expect(stats).toMatchObject({
      minGroupTrades: 5,
      totals: { trades: null, usdCents: null },
      computedAt: now.toISOString(),
      period: 'week',
      bucket: 'day',
    });
    expect(platformStatistics(base).totals).toEqual({ trades: 0, usdCents: '0' });
  });
});
