import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { PublicUser } from '@p2p/shared';
import { tradeFeedback, users } from '../../db/schema.js';
import { createTestApp, registerUser, TestClient, type TestContext } from '../../test/app.js';
import { insertTrade, registerModerator, tradeParties } from '../trade-lists/trade-test-kit.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

type Visibility = 'YES' | 'NO' | 'TRUSTED_ONLY' | 'TRUSTED_AND_TRADE_PARTNERS';
const setVisibility = (userId: number, profileVisibility: Visibility) =>
  ctx.database.db.update(users).set({ profileVisibility }).where(eq(users.id, userId));

/** The profile and its feedback list answer alike: both shown, or both hidden with the same error. */
async function expectProfileAndFeedback(client: TestClient, username: string, status: 200 | 403) {
  const profile = await client.get(`/rest/v1/users/${username}`);
  const feedback = await client.get(`/rest/v1/users/${username}/feedback`);
  expect(profile.statusCode, profile.body).toBe(status);
  expect(feedback.statusCode, feedback.body).toBe(status);
  if (status === 403) {
    expect(profile.json().error.code).toBe('ERROR_PROFILE_HIDDEN');
    expect(feedback.json().error.code).toBe('ERROR_PROFILE_HIDDEN');
  } else {
    expect(feedback.json().data.totalCount).toBe(1);
  }
}

describe('GET /rest/v1/users/{username}/feedback under the profile visibility', () => {
  it('hides the feedback whenever the profile is hidden, and shows it to whom the profile shows', async () => {
    const { seller, buyer, stranger } = await tradeParties(ctx);
    const { trade } = await insertTrade(ctx.database.db, {
      sellerId: seller.user.id,
      buyerId: buyer.user.id,
      status: 'released',
    });
    await ctx.database.db.insert(tradeFeedback).values({
      tradeId: trade.id,
      authorId: buyer.user.id,
      recipientId: seller.user.id,
      offerId: trade.offerId,
      rating: 'positive',
      message: 'Smooth',
    });
    const guest = new TestClient(ctx.app);
    const moderator = await registerModerator(ctx);
    const name = seller.user.username;

    await expectProfileAndFeedback(guest, name, 200);

    await setVisibility(seller.user.id, 'NO');
    await expectProfileAndFeedback(guest, name, 403);
    await expectProfileAndFeedback(stranger.client, name, 403);
    await expectProfileAndFeedback(buyer.client, name, 403);
    await expectProfileAndFeedback(seller.client, name, 200);
    await expectProfileAndFeedback(moderator.client, name, 200);

    await setVisibility(seller.user.id, 'TRUSTED_AND_TRADE_PARTNERS');
    await expectProfileAndFeedback(guest, name, 403);
    await expectProfileAndFeedback(stranger.client, name, 403);
    await expectProfileAndFeedback(buyer.client, name, 200);

    await setVisibility(seller.user.id, 'TRUSTED_ONLY');
    await expectProfileAndFeedback(buyer.client, name, 403);
    const trusted = await seller.client.send('PUT', `/rest/v1/users/${stranger.user.username}/relations`, {
      action: 'trusted',
    });
    expect(trusted.statusCode, trusted.body).toBeLessThan(300);
    await expectProfileAndFeedback(stranger.client, name, 200);
  });

  it('answers 404 for unknown users, numeric ids included, never a database error', async () => {
    const guest = new TestClient(ctx.app);
    for (const id of ['nobody_here', '2147483648', '9999999999', '99999999999999999999'])
      for (const path of [`/rest/v1/users/${id}`, `/rest/v1/users/${id}/feedback`]) {
        const response = await guest.get(path);
        expect([400, 404], `${path}: ${response.body}`).toContain(response.statusCode);
      }
    expect((await guest.get('/rest/v1/users/9999999999/feedback')).statusCode).toBe(404);
    expect((await guest.get('/rest/v1/users/9999999999')).statusCode).toBe(404);
  });
});

describe('the public profile’s trade record', () => {
  it('shows partners, the last 30 days and the median release time', async () => {
    const seller = await registerUser(ctx.app);
    const [first, second] = [await registerUser(ctx.app), await registerUser(ctx.app)];
    const db = ctx.database.db;
    const sold = (buyerId: number, daysAgo: number, releaseMinutes: number) => {
      const startedAt = new Date(Date.now() - daysAgo * 24 * 60 * 60_000);
      return insertTrade(db, {
        sellerId: seller.user.id,
        buyerId,
        status: 'released',
        startedAt,
        paidAt: startedAt,
        completedAt: new Date(startedAt.getTime() + releaseMinutes * 60_000),
      });
    };
    await sold(first.user.id, 1, 2);
    await sold(first.user.id, 2, 6);
    await sold(second.user.id, 45, 20);
    await insertTrade(db, { sellerId: seller.user.id, buyerId: second.user.id, status: 'cancelled_buyer' });

    const profile = (await new TestClient(ctx.app).get(`/rest/v1/users/${seller.user.username}`)).json()
      .data as PublicUser;
    expect(profile).toMatchObject({
      completedTrades: 3,
      totalPartners: 2,
      monthlyTradeStats: { trades: 2, partners: 1 },
      medianReleaseSeconds: 360,
    });
    const buyerProfile = (await first.client.get(`/rest/v1/users/${first.user.username}`)).json()
      .data as PublicUser;
    // A buyer who never sold has no release time.
    expect(buyerProfile).toMatchObject({
      completedTrades: 2,
      totalPartners: 1,
      monthlyTradeStats: { trades: 2, partners: 1 },
      medianReleaseSeconds: null,
    });
    const snake = (
      await new TestClient(ctx.app).get(`/rest/v1/users/${seller.user.username}?responseCase=snakeCase`)
    ).json().data;
    expect(snake).toMatchObject({ total_partners: 2, monthly_trade_stats: { trades: 2, partners: 1 } });
  });
});
