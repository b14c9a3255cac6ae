import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OfferListingCard, OfferView } from '@p2p/shared';
import { desc, eq } from 'drizzle-orm';
import { tradeFeedback, trades, users } from '../../db/schema.js';
import { createTestApp, registerUser, TestClient, type TestContext } from '../../test/app.js';
import { createOffer } from '../offer-search/offer-fixtures.js';
import { insertTrade, tradeParties } from '../trade-lists/trade-test-kit.js';
import { tradeStatsOf, tradeStatsOfUser } from './trade-stats.repository.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 60 * 60_000);

describe('tradeStatsOf', () => {
  it('counts completed trades, partners, volume, feedback, the last 30 days and the median release', async () => {
    const { seller, buyer, stranger } = await tradeParties(ctx);
    const other = await registerUser(ctx.app);
    const db = ctx.database.db;
    const sold = async (buyerId: number, startedAt: Date, releaseMinutes: number) =>
      insertTrade(db, {
        sellerId: seller.user.id,
        buyerId,
        status: 'released',
        startedAt,
        paidAt: startedAt,
        completedAt: new Date(startedAt.getTime() + releaseMinutes * 60_000),
      });
    const first = await sold(buyer.user.id, daysAgo(2), 4);
    await sold(buyer.user.id, daysAgo(3), 10);
    await sold(other.user.id, daysAgo(40), 30);
    // Not completed: none of these count.
    for (const status of ['cancelled_buyer', 'expired', 'dispute_won_seller', 'paid'] as const)
      await insertTrade(db, { sellerId: seller.user.id, buyerId: stranger.user.id, status });
    await db.insert(tradeFeedback).values([
      {
        tradeId: first.trade.id,
        authorId: buyer.user.id,
        recipientId: seller.user.id,
        offerId: first.offer.id,
        rating: 'positive',
      },
    ]);

    const stats = await tradeStatsOf(db, [seller.user.id, buyer.user.id, stranger.user.id]);
    expect(stats.get(seller.user.id)).toEqual({
      completedTrades: 3,
      partners: 2,
      btcTraded: 300_000n,
      volumeByCoin: { BTC: 300_000n },
      feedback: { positive: 1, negative: 0 },
      monthly: { trades: 2, partners: 1 },
      medianReleaseSeconds: 600,
      // Kept: 3 completed of 6 finished (the 'paid' trade is not finished); releases 4, 10, 30 min.
      badge: 'no_badge',
      completionRate: 50,
      avgReleaseSeconds: 880,
    });
    expect(stats.get(buyer.user.id)).toMatchObject({
      completedTrades: 2,
      partners: 1,
      monthly: { trades: 2, partners: 1 },
      medianReleaseSeconds: null,
    });
    expect(stats.get(stranger.user.id)).toMatchObject({ completedTrades: 0, partners: 0, btcTraded: 0n });
    expect((await tradeStatsOfUser(db, other.user.id)).monthly).toEqual({ trades: 0, partners: 0 });
  });
});

describe('trade stats in profiles, offers and contacts', () => {
  it('shows on the public profile and the current user', async () => {
    const { seller, buyer } = await tradeParties(ctx);
    await insertTrade(ctx.database.db, {
      sellerId: seller.user.id,
      buyerId: buyer.user.id,
      status: 'released',
    });
    await buyer.client.post(`/rest/v1/feedback/${await lastTradeHash(seller.user.id)}/give`, {
      rating: 'negative',
    });
    const profile = (await new TestClient(ctx.app).get(`/rest/v1/users/${seller.user.username}`)).json().data;
    expect(profile).toMatchObject({
      completedTrades: 1,
      tradeVolume: { BTC: '0.00100000' },
      feedback: { positive: 0, negative: 1 },
    });
    const me = (await buyer.client.get('/rest/v1/users/current_user')).json().data;
    expect(me.completedTrades).toBe(1);
  });

  it('opens a TRUSTED_AND_TRADE_PARTNERS profile to trade partners only', async () => {
    const { seller, buyer, stranger } = await tradeParties(ctx);
    await ctx.database.db
      .update(users)
      .set({ profileVisibility: 'TRUSTED_AND_TRADE_PARTNERS' })
      .where(eq(users.id, seller.user.id));
    const path = `/rest/v1/users/${seller.user.username}`;
    expect((await buyer.client.get(path)).statusCode).toBe(403);
    await insertTrade(ctx.database.db, {
      sellerId: seller.user.id,
      buyerId: buyer.user.id,
      status: 'cancelled_buyer',
    });
    expect((await buyer.client.get(path)).statusCode).toBe(200);
    expect((await stranger.client.get(path)).statusCode).toBe(403);
  });

  it("shows the owner's record on cards and the offer page, and the visitor's completed trades", async () => {
    const { seller: owner, buyer: partner, stranger: visitor } = await tradeParties(ctx);
    const offer = await createOffer(ctx.database.db, owner.user.id);
    await insertTrade(ctx.database.db, {
      sellerId: partner.user.id,
      buyerId: owner.user.id,
      status: 'released',
    });
    const hash = await lastTradeHash(partner.user.id);
    await partner.client.post(`/rest/v1/feedback/${hash}/give`, { rating: 'positive' });

    const cards = (await visitor.client.get(`/rest/v1/users/${owner.user.username}/active-offers`)).json()
      .data as OfferListingCard[];
    // Cards read the kept statistics (decision 035): no 30-day figures, the completion rate instead.
    const card = cards.find((found) => found.offerHash === offer.hash);
    expect(card?.owner).toMatchObject({
      feedback: { positive: 1, negative: 0 },
      completedTrades: 1,
      completionRate: 100,
      avgReleaseSeconds: null,
      badge: 'no_badge',
    });
    expect(card?.owner.monthlyTradeStats).toBeUndefined();

    const asNewcomer = (await visitor.client.get(`/rest/v1/offers/${offer.hash}`)).json().data as OfferView;
    expect(asNewcomer.isNewBuyer).toBe(true);
    expect(asNewcomer.owner).toMatchObject({
      feedback: { positive: 1, negative: 0 },
      completedTrades: 1,
      monthlyTradeStats: { trades: 1, partners: 1 },
    });
    const asPartner = (await partner.client.get(`/rest/v1/offers/${offer.hash}`)).json().data as OfferView;
    expect(asPartner.isNewBuyer).toBe(false);
  });

  it("lists the feedback the owner received on the offer's trades", async () => {
    const { seller: owner, buyer } = await tradeParties(ctx);
    const { trade, offer } = await insertTrade(ctx.database.db, {
      sellerId: owner.user.id,
      buyerId: buyer.user.id,
      status: 'released',
    });
    await buyer.client.post(`/rest/v1/feedback/${trade.hash}/give`, { rating: 'positive', message: 'Fast' });
    const response = await new TestClient(ctx.app).get(`/rest/v1/offers/${offer.hash}/feedback`);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      items: [{ rating: 'positive', message: 'Fast', author: { username: buyer.user.username } }],
      positiveCount: 1,
      negativeCount: 0,
      totalCount: 1,
      nextPage: null,
    });
  });

  it('lists recent trade partners in the contacts, most recent first, with relations', async () => {
    const { seller, buyer, stranger } = await tradeParties(ctx);
    const lastWithBuyer = daysAgo(3);
    await insertTrade(ctx.database.db, {
      sellerId: seller.user.id,
      buyerId: buyer.user.id,
      status: 'released',
      startedAt: lastWithBuyer,
    });
    await insertTrade(ctx.database.db, {
      sellerId: seller.user.id,
      buyerId: stranger.user.id,
      status: 'cancelled_buyer',
      startedAt: daysAgo(1),
    });
    await insertTrade(ctx.database.db, {
      sellerId: seller.user.id,
      buyerId: buyer.user.id,
      status: 'released',
      startedAt: daysAgo(5),
    });
    await seller.client.send('PUT', `/rest/v1/users/${buyer.user.username}/relations`, { action: 'trusted' });
    const response = await seller.client.get('/rest/v1/users/me/contacts/recent-trades?page=1');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.data.map((row: { username: string }) => row.username)).toEqual([
      stranger.user.username,
      buyer.user.username,
    ]);
    expect(body.data[1]).toMatchObject({ isTrusted: true, isBlocked: false });
    expect(body.data[1].relationDate).toBe(lastWithBuyer.toISOString());
    expect(body.meta).toEqual({ total: 2, currentPage: 1, perPage: 10, lastPage: 1 });
  });
});

async function lastTradeHash(sellerId: number): Promise<string> {
  const [row] = await ctx.database.db
    .select({ hash: trades.hash })
    .from(trades)
    .where(eq(trades.sellerId, sellerId))
    .orderBy(desc(trades.id))
    .limit(1);
  return row!.hash;
}
