import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { FeedbackList, TradeFeedback } from '@p2p/shared';
import { userEvents } from '../../db/schema.js';
import { createTestApp, TestClient, type TestContext } from '../../test/app.js';
import { insertTrade, registerModerator, tradeParties } from '../trade-lists/trade-test-kit.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const give = (client: TestClient, hash: string, body: unknown) =>
  client.post(`/rest/v1/feedback/${hash}/give`, body);

describe('feedback on a trade', () => {
  it('refuses feedback before the trade completed, for every open and cancelled status', async () => {
    const { seller, buyer } = await tradeParties(ctx);
    for (const status of ['active_funded', 'paid', 'dispute_open', 'cancelled_buyer', 'expired'] as const) {
      const { trade } = await insertTrade(ctx.database.db, {
        sellerId: seller.user.id,
        buyerId: buyer.user.id,
        status,
      });
      const response = await give(buyer.client, trade.hash, { rating: 'positive', message: 'ok' });
      expect(response.statusCode, status).toBe(409);
      const view = (await buyer.client.get(`/rest/v1/feedback/${trade.hash}`)).json().data as TradeFeedback;
      expect(view.canGive).toBe(false);
    }
  });

  it('lets each side give once, edits on a second give, and tells the recipient', async () => {
    const { seller, buyer } = await tradeParties(ctx);
    const { trade } = await insertTrade(ctx.database.db, {
      sellerId: seller.user.id,
      buyerId: buyer.user.id,
      status: 'released',
    });
    const first = await give(buyer.client, trade.hash, { rating: 'negative', message: 'slow' });
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toMatchObject({
      tradeHash: trade.hash,
      canGive: true,
      canReply: false,
      given: {
        rating: 'negative',
        message: 'slow',
        authorRole: 'buyer',
        author: { username: buyer.user.username },
        recipient: { username: seller.user.username },
      },
      received: null,
    });
    const edited = await give(buyer.client, trade.hash, {
      rating: 'positive',
      message: 'all good in the end',
    });
    expect(edited.json().data.given).toMatchObject({ rating: 'positive', message: 'all good in the end' });
    await give(seller.client, trade.hash, { rating: 'positive' });

    const sellerView = (await seller.client.get(`/rest/v1/feedback/${trade.hash}`)).json()
      .data as TradeFeedback;
    expect(sellerView.received).toMatchObject({ rating: 'positive', message: 'all good in the end' });
    expect(sellerView.given).toMatchObject({ rating: 'positive', message: '', authorRole: 'seller' });
    expect(sellerView.canReply).toBe(true);

    const list = (await new TestClient(ctx.app).get(`/rest/v1/users/${seller.user.username}/feedback`)).json()
      .data as FeedbackList;
    expect(list).toMatchObject({ positiveCount: 1, negativeCount: 0, totalCount: 1, nextPage: null });
    expect(list.items).toHaveLength(1);

    const events = await ctx.database.db
      .select()
      .from(userEvents)
      .where(and(eq(userEvents.userId, seller.user.id), eq(userEvents.type, 'feedback.given')));
    expect(events.map((event) => event.payload.kind)).toEqual(['given', 'updated']);
  });

  it('allows feedback after a dispute won by either side', async () => {
    const { seller, buyer } = await tradeParties(ctx);
    for (const status of ['dispute_won_buyer', 'dispute_won_seller'] as const) {
      const { trade } = await insertTrade(ctx.database.db, {
        sellerId: seller.user.id,
        buyerId: buyer.user.id,
        status,
        disputed: { openedBy: buyer.user.id },
      });
      expect((await give(seller.client, trade.hash, { rating: 'negative' })).statusCode).toBe(200);
    }
  });

  it('lets only the recipient reply, and only to feedback that exists', async () => {
    const { seller, buyer, stranger } = await tradeParties(ctx);
    const { trade } = await insertTrade(ctx.database.db, {
      sellerId: seller.user.id,
      buyerId: buyer.user.id,
      status: 'released',
    });
    const early = await seller.client.post(`/rest/v1/feedback/${trade.hash}/reply`, { reply: 'thanks' });
    expect(early.statusCode).toBe(409);
    await give(buyer.client, trade.hash, { rating: 'negative', message: 'rude' });
    // The author has received nothing on this trade: no reply to their own feedback.
    const byAuthor = await buyer.client.post(`/rest/v1/feedback/${trade.hash}/reply`, { reply: 'me' });
    expect(byAuthor.statusCode).toBe(409);
    const byStranger = await stranger.client.post(`/rest/v1/feedback/${trade.hash}/reply`, { reply: 'x' });
    expect(byStranger.statusCode).toBe(404);
    const reply = await seller.client.post(`/rest/v1/feedback/${trade.hash}/reply`, { reply: 'I was not' });
    expect(reply.statusCode).toBe(200);
    expect(reply.json().data.received).toMatchObject({ reply: 'I was not' });
    const again = await seller.client.post(`/rest/v1/feedback/${trade.hash}/reply`, { reply: 'Edited' });
    expect(again.json().data.received.reply).toBe('Edited');
    const buyerView = (await buyer.client.get(`/rest/v1/feedback/${trade.hash}`)).json()
      .data as TradeFeedback;
    expect(buyerView.given?.reply).toBe('Edited');
  });

  it('hides a trade from strangers and moderators (404) and guests (401)', async () => {
    const { seller, buyer, stranger } = await tradeParties(ctx);
    const moderator = await registerModerator(ctx);
    const { trade } = await insertTrade(ctx.database.db, {
      sellerId: seller.user.id,
      buyerId: buyer.user.id,
      status: 'released',
    });
    expect((await new TestClient(ctx.app).get(`/rest/v1/feedback/${trade.hash}`)).statusCode).toBe(401);
    expect((await stranger.client.get(`/rest/v1/feedback/${trade.hash}`)).statusCode).toBe(404);
    expect((await moderator.client.get(`/rest/v1/feedback/${trade.hash}`)).statusCode).toBe(404);
    expect((await give(stranger.client, trade.hash, { rating: 'positive' })).statusCode).toBe(404);
    expect((await stranger.client.get('/rest/v1/feedback/nosuchtrade')).statusCode).toBe(404);
    const guest = await new TestClient(ctx.app).post(`/rest/v1/feedback/${trade.hash}/give`, {
      rating: 'positive',
    });
    expect(guest.statusCode).toBe(401);
  });

  it('refuses bad bodies with field errors', async () => {
    const { seller, buyer } = await tradeParties(ctx);
    const { trade } = await insertTrade(ctx.database.db, {
      sellerId: seller.user.id,
      buyerId: buyer.user.id,
      status: 'released',
    });
    const badRating = await give(buyer.client, trade.hash, { rating: 'meh' });
    expect(badRating.statusCode).toBe(400);
    expect(badRating.json().error.code).toBe('ERROR_INPUT_VALIDATION');
    expect(badRating.json().error.details.rating).toBeDefined();
    const long = await give(buyer.client, trade.hash, { rating: 'positive', message: 'x'.repeat(1001) });
    expect(long.statusCode).toBe(400);
    const emptyReply = await seller.client.post(`/rest/v1/feedback/${trade.hash}/reply`, { reply: '  ' });
    expect(emptyReply.statusCode).toBe(400);
  });
});

describe('GET /rest/v1/users/{username}/feedback', () => {
  it('pages 10 at a time, filters by rating, and counts over all pages', async () => {
    const { seller } = await tradeParties(ctx);
    for (let index = 0; index < 12; index += 1) {
      const { buyer } = await tradeParties(ctx);
      const { trade } = await insertTrade(ctx.database.db, {
        sellerId: seller.user.id,
        buyerId: buyer.user.id,
        status: 'released',
      });
      await give(buyer.client, trade.hash, {
        rating: index < 9 ? 'positive' : 'negative',
        message: `#${index}`,
      });
    }
    const guest = new TestClient(ctx.app);
    const first = (await guest.get(`/rest/v1/users/${seller.user.username}/feedback`)).json();
    expect(first.data).toMatchObject({ positiveCount: 9, negativeCount: 3, totalCount: 12, nextPage: 2 });
    expect(first.data.items).toHaveLength(10);
    expect(first.meta).toEqual({ total: 12, currentPage: 1, perPage: 10, lastPage: 2 });
    expect(first.data.items[0].message).toBe('#11');
    const second = (await guest.get(`/rest/v1/users/${seller.user.username}/feedback?page=2`)).json();
    expect(second.data.items).toHaveLength(2);
    expect(second.data.nextPage).toBeNull();
    const negative = (
      await guest.get(`/rest/v1/users/${seller.user.username}/feedback?rating=negative`)
    ).json();
    expect(negative.data.items.map((item: { rating: string }) => item.rating)).toEqual([
      'negative',
      'negative',
      'negative',
    ]);
    expect(negative.meta.total).toBe(3);
    expect((await guest.get('/rest/v1/users/nobody_here_x/feedback')).statusCode).toBe(404);
    expect((await guest.get(`/rest/v1/users/${seller.user.username}/feedback?rating=meh`)).statusCode).toBe(
      400,
    );
  });
});
