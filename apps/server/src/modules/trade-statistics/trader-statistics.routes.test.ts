import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TraderStatistics } from '@p2p/shared';
import { createTestApp, registerUser, type TestContext } from '../../test/app.js';
import { countStatements } from '../../test/statements.js';
import { tradeParties } from '../trade-lists/trade-test-kit.js';
import { BANK_TRANSFER, hoursAgo, seedTrade } from './statistics-test-kit.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const minutesAfter = (moment: Date, minutes: number) => new Date(moment.getTime() + minutes * 60_000);

describe('GET /rest/v1/trade/statistics', () => {
  it("computes the caller's figures of the period from their trades", async () => {
    const { seller, buyer, stranger: other } = await tradeParties(ctx);
    const db = ctx.database.db;
    const me = seller.user.id;
    const started = hoursAgo(72);
    // Released by me: 10 min from paid to released.
    await seedTrade(db, {
      sellerId: me,
      buyerId: buyer.user.id,
      status: 'released',
      startedAt: started,
      paidAt: minutesAfter(started, 5),
      completedAt: minutesAfter(started, 15),
    });
    // Released by me an hour ago, in USDT by bank transfer: 3 min.
    const recent = hoursAgo(1);
    await seedTrade(db, {
      sellerId: me,
      buyerId: other.user.id,
      status: 'released',
      startedAt: recent,
      paidAt: minutesAfter(recent, 1),
      completedAt: minutesAfter(recent, 4),
      coin: 'USDT',
      cryptoAmount: 5_000_000n,
      method: BANK_TRANSFER,
    });
    await seedTrade(db, {
      sellerId: me,
      buyerId: buyer.user.id,
      status: 'cancelled_buyer',
      startedAt: started,
    });
    await seedTrade(db, { sellerId: me, buyerId: buyer.user.id, status: 'expired', startedAt: started });
    // Lost: the buyer opened a dispute and the moderator gave them the coins.
    await seedTrade(db, {
      sellerId: me,
      buyerId: other.user.id,
      status: 'dispute_won_buyer',
      startedAt: started,
      disputed: { openedBy: other.user.id },
    });
    // Won as the buyer: I paid after 2 minutes and opened the dispute.
    await seedTrade(db, {
      sellerId: other.user.id,
      buyerId: me,
      status: 'dispute_won_buyer',
      startedAt: started,
      paidAt: minutesAfter(started, 2),
      disputed: { openedBy: me },
    });
    // Outside the period, and not finished: neither counts as finished.
    await seedTrade(db, {
      sellerId: me,
      buyerId: buyer.user.id,
      status: 'released',
      startedAt: hoursAgo(24 * 500),
    });
    await seedTrade(db, { sellerId: me, buyerId: buyer.user.id, status: 'paid', startedAt: started });

    const response = await seller.client.get('/rest/v1/trade/statistics');
    expect(response.statusCode).toBe(200);
    const stats = response.json<{ data: TraderStatistics }>().data;
    expect(stats).toMatchObject({
      period: 'year',
      bucket: 'month',
      trades: { finished: 6, completed: 4, cancelled: 1, expired: 1 },
      completionRate: 66,
      volume: [
        { coin: 'BTC', amount: '300000', trades: 3 },
        { coin: 'USDT', amount: '5000000', trades: 1 },
      ],
      medianPaySeconds: 120,
      payments: 1,
      medianReleaseSeconds: 390,
      releases: 2,
      disputes: { opened: 2, openedByYou: 1, won: 1, lost: 1 },
      partners: 2,
      // Kept since the account opened (decision 035): the old trade is in them.
      lifetime: { completed: 5, finished: 7, completionRate: 71, partners: 2, disputesLost: 1 },
    });
    expect(stats.series).toHaveLength(24);
    const btc = stats.series.filter((point) => point.coin === 'BTC');
    expect(btc.reduce((sum, point) => sum + BigInt(point.amount), 0n)).toBe(300_000n);
    expect(stats.paymentMethods.map((method) => [method.slug, method.trades])).toEqual([
      ['paypal', 3],
      ['bank-transfer', 1],
    ]);

    const day = (await seller.client.get('/rest/v1/trade/statistics?period=24h')).json<{
      data: TraderStatistics;
    }>().data;
    expect(day).toMatchObject({
      period: '24h',
      bucket: 'hour',
      trades: { finished: 1, completed: 1 },
      volume: [{ coin: 'USDT', amount: '5000000', trades: 1 }],
      medianReleaseSeconds: 180,
      medianPaySeconds: null,
      partners: 1,
    });
    expect(day.series).toHaveLength(25);
  });

  it('has empty figures for a new trader and costs the session and one statement', async () => {
    const { client } = await registerUser(ctx.app);
    await client.get('/rest/v1/trade/statistics?period=week');
    const { result, statements } = await countStatements(() =>
      client.get('/rest/v1/trade/statistics?period=week'),
    );
    expect(result.statusCode).toBe(200);
    expect(result.json().data).toMatchObject({
      trades: { finished: 0, completed: 0 },
      completionRate: null,
      volume: [],
      series: [],
      medianPaySeconds: null,
      partners: 0,
      lifetime: { completed: 0, finished: 0, completionRate: null },
    });
    expect(statements, statements.join('\n---\n')).toHaveLength(2);
  });

  it('refuses an unknown period by name and a guest', async () => {
    const { client } = await registerUser(ctx.app);
    const bad = await client.get('/rest/v1/trade/statistics?period=decade');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.code).toBe('ERROR_INPUT_VALIDATION');
    expect(Object.keys(bad.json().error.details)).toEqual(['period']);
    const extra = await client.get('/rest/v1/trade/statistics?userId=1');
    expect(extra.statusCode).toBe(400);
    const guest = await ctx.app.inject({ method: 'GET', url: '/rest/v1/trade/statistics' });
    expect(guest.statusCode).toBe(401);
  });
});
