import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Dashboard } from '@p2p/shared';
import { createTestApp, registerUser, TestClient, type TestContext } from '../../test/app.js';
import { countStatements } from '../../test/statements.js';
import { createTestOffer, startTestTrade } from '../../test/trades.js';
import { runNotificationDispatch } from '../notifications/dispatcher.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx?.close());

async function dashboardOf(client: TestClient): Promise<Dashboard> {
  const response = await client.get('/rest/v1/dashboard');
  expect(response.statusCode).toBe(200);
  return response.json().data as Dashboard;
}

describe('GET /rest/v1/dashboard', () => {
  it('lists the trades needing me first with their step, balances with fiat value, offers by state, notifications', async () => {
    const paid = await startTestTrade(ctx.app, { advanceTo: 'paid' });
    const seller = paid.seller;
    // A second trade where the same user buys and must pay, and one where they sell and wait.
    const asBuyer = await startTestTrade(ctx.app, { offerType: 'buy' });
    await ctx.app.db.execute(
      sql`update trades set buyer_id = ${seller.id} where hash = ${asBuyer.tradeHash}`,
    );
    await createTestOffer(ctx.app.db, seller.id, { offer: { isEnabled: false } });
    await runNotificationDispatch(ctx.app.db, ctx.app.notificationChannels);

    const board = await dashboardOf(seller.client);
    const steps = board.trades.map((trade) => [trade.tradeHash, trade.nextStep]);
    expect(steps).toEqual(
      expect.arrayContaining([
        [paid.tradeHash, 'release'],
        [asBuyer.tradeHash, 'pay'],
      ]),
    );
    expect(board.trades.slice(0, 2).every((trade) => trade.nextStep !== null)).toBe(true);
    const btc = board.balances.find((balance) => balance.cryptoCurrencyCode === 'BTC')!;
    expect(BigInt(btc.escrowAmount.replace('.', ''))).toBeGreaterThan(0n);
    expect(btc.fiatCurrencyCode).toBe('USD');
    expect(Number(btc.fiatValue)).toBeGreaterThan(0);
    expect(board.offers.counts).toEqual({ active: 1, paused: 1, blocked: 0 });
    expect(board.offers.latest.map((offer) => offer.state)).toEqual(['paused', 'active']);
    expect(board.offers.latest[1]).toMatchObject({ offerHash: paid.offer.hash, type: 'sell' });
    expect(board.notifications.latest.length).toBeGreaterThan(0);
    expect(board.notifications.unreadCount).toBeGreaterThanOrEqual(board.notifications.latest.length);

    // The buyer of the paid trade waits for the release: the trade is there without a step.
    const buyerBoard = await dashboardOf(paid.buyer.client);
    expect(buyerBoard.trades).toEqual([
      expect.objectContaining({ tradeHash: paid.tradeHash, nextStep: null }),
    ]);
    expect(buyerBoard.offers).toEqual({ counts: { active: 0, paused: 0, blocked: 0 }, latest: [] });
  });

  it('answers a newcomer with empty lists, and 401 without a session', async () => {
    const { client } = await registerUser(ctx.app);
    const board = await dashboardOf(client);
    expect(board.trades).toEqual([]);
    expect(board.balances.map((balance) => Number(balance.balance))).toEqual([0, 0, 0]);
    expect(board.notifications.latest).toEqual([]);
    expect((await new TestClient(ctx.app).get('/rest/v1/dashboard')).statusCode).toBe(401);
  });

  it('costs eight statements whatever the user has: the session, then 7 (trades 1, balances 3, offers 1, notifications 2)', async () => {
    const trade = await startTestTrade(ctx.app, { advanceTo: 'paid' });
    for (const client of [trade.seller.client, (await registerUser(ctx.app)).client]) {
      await client.get('/rest/v1/dashboard');
      const { result, statements } = await countStatements(() => client.get('/rest/v1/dashboard'));
      expect(result.statusCode).toBe(200);
      expect(statements, statements.join('\n---\n')).toHaveLength(8);
    }
  });

  it('GET /rest/v1/dashboard/badges: my figures, the earned badge and the staff badge first', async () => {
    const trade = await startTestTrade(ctx.app, { advanceTo: 'released' });
    const mine = await trade.seller.client.get('/rest/v1/dashboard/badges');
    expect(mine.statusCode).toBe(200);
    expect(mine.json().data).toMatchObject({
      badge: 'no_badge',
      earnedBadge: 'no_badge',
      staffBadge: null,
      completedTrades: 1,
      finishedTrades: 1,
      partners: 1,
      disputesLost: 0,
      accountAgeDays: 0,
    });
    expect(BigInt(mine.json().data.volumeUsdCents)).toBeGreaterThan(0n);
    await ctx.app.db.execute(
      sql`insert into staff_badges (user_id, badge) values (${trade.seller.id}, 'operator')`,
    );
    const { result, statements } = await countStatements(() =>
      trade.seller.client.get('/rest/v1/dashboard/badges'),
    );
    expect(result.json().data).toMatchObject({
      badge: 'operator',
      earnedBadge: 'no_badge',
      staffBadge: 'operator',
    });
    expect(statements).toHaveLength(2);
    expect((await new TestClient(ctx.app).get('/rest/v1/dashboard/badges')).statusCode).toBe(401);
  });
});
