import { describe, expect, it } from 'vitest';
import { statisticsRange } from './statistics-periods.js';
import {
  completionRate,
  medianSeconds,
  traderStatistics,
  type FinishedTradeGroup,
  type TraderStatisticsInput,
} from './trader-statistics.js';

const range = statisticsRange('week', new Date('2026-11-26T15:00:00Z'));
const bank = { slug: 'bank-transfer', name: 'Bank transfer' };
const paypal = { slug: 'paypal', name: 'PayPal' };

const group = (overrides: Partial<FinishedTradeGroup>): FinishedTradeGroup => ({
  status: 'released',
  role: 'seller',
  coin: 'BTC',
  method: bank,
  bucket: '2026-11-24T00:00:00.000Z',
  trades: 1,
  amount: 100_000n,
  usdCents: 9_500n,
  ...overrides,
});

const lifetime = {
  completed: 10,
  finished: 12,
  completionRate: 83,
  partners: 4,
  disputesOpened: 1,
  disputesLost: 0,
};

const input = (overrides: Partial<TraderStatisticsInput>): TraderStatisticsInput => ({
  range,
  finished: [],
  disputesOpened: [],
  paySeconds: [],
  releaseSeconds: [],
  partners: 0,
  lifetime,
  ...overrides,
});

describe('completionRate and medianSeconds', () => {
  it('rounds the completion rate down and has none before a finished trade', () => {
    expect(completionRate(0, 0)).toBeNull();
    expect(completionRate(2, 3)).toBe(66);
    expect(completionRate(199, 200)).toBe(99);
    expect(completionRate(5, 5)).toBe(100);
  });

  it('takes the middle value, or the rounded mean of the two middle ones', () => {
    expect(medianSeconds([])).toBeNull();
    expect(medianSeconds([300, 60, 900])).toBe(300);
    expect(medianSeconds([60, 121, 10, 900])).toBe(91);
    expect(medianSeconds([7])).toBe(7);
  });
});

describe('traderStatistics', () => {
  it('counts outcomes, volume and methods of completed trades only', () => {
    const stats = traderStatistics(
      input({
        finished: [
          group({ trades: 2, amount: 300_000n, usdCents: 28_500n }),
          group({
            status: 'dispute_won_buyer',
            role: 'buyer',
            coin: 'USDT',
            amount: 50_000_000n,
            usdCents: 5_000n,
            method: paypal,
          }),
          group({ status: 'cancelled_buyer', amount: 999n, usdCents: 1n }),
          group({ status: 'cancelled_system', amount: 999n }),
          group({ status: 'expired', amount: 999n }),
          group({ status: 'dispute_won_buyer', role: 'seller', amount: 999n }),
          group({ status: 'dispute_won_seller', role: 'seller', amount: 999n }),
        ],
        partners: 2,
      }),
    );
    expect(stats.trades).toEqual({ finished: 8, completed: 4, cancelled: 2, expired: 1 });
    expect(stats.completionRate).toBe(50);
    // The seller's trade lost in a dispute completed for the buyer: it is in the seller's volume too.
    expect(stats.volume).toEqual([
      { coin: 'BTC', amount: '300999', trades: 3 },
      { coin: 'USDT', amount: '50000000', trades: 1 },
    ]);
    expect(stats.disputes).toEqual({ opened: 0, openedByYou: 0, won: 2, lost: 1 });
    expect(stats.paymentMethods).toEqual([
      {
        slug: 'bank-transfer',
        name: 'Bank transfer',
        trades: 3,
        usdCents: '38000',
        volume: [{ coin: 'BTC', amount: '300999', trades: 3 }],
      },
      {
        slug: 'paypal',
        name: 'PayPal',
        trades: 1,
        usdCents: '5000',
        volume: [{ coin: 'USDT', amount: '50000000', trades: 1 }],
      },
    ]);
    expect(stats.partners).toBe(2);
    expect(stats.lifetime).toEqual(lifetime);
  });

  it('fills every bucket of the period for each coin traded', () => {
    const stats = traderStatistics(
      input({
        finished: [
          group({ bucket: '2026-11-23T00:00:00.000Z', amount: 1n }),
          group({ bucket: '2026-11-26T00:00:00.000Z', amount: 2n, trades: 3 }),
          group({ bucket: '2026-11-26T00:00:00.000Z', coin: 'ETH', amount: 5n }),
          group({ bucket: '2026-11-25T00:00:00.000Z', status: 'expired', coin: 'USDT' }),
        ],
      }),
    );
    expect(
      stats.series.map(
        (point) => `${point.start.slice(5, 10)} ${point.coin} ${point.amount}/${point.trades}`,
      ),
    ).toEqual([
      '11-23 BTC 1/1',
      '11-23 ETH 0/0',
      '11-24 BTC 0/0',
      '11-24 ETH 0/0',
      '11-25 BTC 0/0',
      '11-25 ETH 0/0',
      '11-26 BTC 2/3',
      '11-26 ETH 5/1',
    ]);
    expect(stats).toMatchObject({ period: 'week', bucket: 'day', from: '2026-11-23T00:00:00.000Z' });
  });

  it('gives the medians, the disputes opened and nothing when nothing happened', () => {
    const stats = traderStatistics(
      input({
        paySeconds: [120, 600, 60],
        releaseSeconds: [30, 90],
        disputesOpened: [
          { byYou: true, trades: 2 },
          { byYou: false, trades: 1 },
        ],
      }),
    );
    expect(stats).toMatchObject({
      medianPaySeconds: 120,
      payments: 3,
      medianReleaseSeconds: 60,
      releases: 2,
      disputes: { opened: 3, openedByYou: 2, won: 0, lost: 0 },
      completionRate: null,
      volume: [],
      series: [],
      paymentMethods: [],
    });
  });
});
