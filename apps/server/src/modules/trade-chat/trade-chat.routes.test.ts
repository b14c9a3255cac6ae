import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TradeMessage, TradeMessagesMeta } from '@p2p/shared';
import { eq } from 'drizzle-orm';
import { userEvents } from '../../db/schema.js';
import { createTestApp, registerUser, TestClient, type TestContext } from '../../test/app.js';
import { insertChatTrade, makeModerator, setTradeStatus } from './trade-chat-test-fixtures.js';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx.close();
});

type Page = { data: TradeMessage[]; meta: TradeMessagesMeta };

async function eventsOf(userId: number) {
  return ctx.app.db.select().from(userEvents).where(eq(userEvents.userId, userId)).orderBy(userEvents.id);
}

describe('trade chat access', () => {
  it('answers 401 to guests, 404 to strangers and to staff outside a dispute, and serves the parties', async () => {
    const { trade, buyer, seller } = await insertChatTrade(ctx.app);
    const url = `/rest/v1/trade/${trade.hash}/messages`;
    const guest = new TestClient(ctx.app);
    expect((await guest.get(url)).statusCode).toBe(401);
    expect((await guest.post(url, { text: 'hi' })).statusCode).toBe(401);

    const stranger = await registerUser(ctx.app);
    expect((await stranger.client.get(url)).statusCode).toBe(404);
    expect((await stranger.client.post(url, { text: 'hi' })).statusCode).toBe(404);
    expect(
      (await stranger.client.post(`/rest/v1/trade/${trade.hash}/read`, { last_message_id: 1 })).statusCode,
    ).toBe(404);

    const moderator = await registerUser(ctx.app);
    await makeModerator(ctx.app, moderator.user.id);
    expect((await moderator.client.get(url)).statusCode).toBe(404);
    expect((await moderator.client.post(url, { text: 'hello' })).statusCode).toBe(404);

    expect((await buyer.client.get(`/rest/v1/trade/NoSuchTrade/messages`)).statusCode).toBe(404);
    for (const party of [buyer, seller]) {
      const response = await party.client.get(url);
      expect(response.statusCode).toBe(200);
      expect((response.json() as Page).meta).toMatchObject({
        hasMore: false,
        lastMessageId: 0,
        canWrite: true,
      });
    }
  });
});

describe('POST /rest/v1/trade/{id}/messages', () => {
  it('stores a message, shows it to both sides and records trade.message for both', async () => {
    const { trade, buyer, seller } = await insertChatTrade(ctx.app);
    const url = `/rest/v1/trade/${trade.hash}/messages`;
    const posted = await buyer.client.post(url, { text: '  I have paid, see the receipt  ' });
    expect(posted.statusCode).toBe(201);
    const message = (posted.json() as { data: TradeMessage }).data;
    expect(message).toMatchObject({
      kind: 'text',
      author: { username: buyer.user.username },
      body: 'I have paid, see the receipt',
      isOwn: true,
      isReadByCounterparty: false,
      attachment: null,
    });

    const sellerView = (await seller.client.get(url)).json() as Page;
    expect(sellerView.data).toHaveLength(1);
    expect(sellerView.data[0]).toMatchObject({ id: message.id, isOwn: false });
    expect(sellerView.meta.lastMessageId).toBe(message.id);

    for (const party of [buyer, seller]) {
      const events = await eventsOf(party.user.id);
      expect(events.at(-1)).toMatchObject({
        type: 'trade.message',
        tradeHash: trade.hash,
        payload: { messageId: message.id, kind: 'text' },
      });
    }
  });

  it('writes a line once per Idempotency-Key: a resend answers the first message, a new text with it is refused', async () => {
    const { trade, buyer, seller } = await insertChatTrade(ctx.app);
    const url = `/rest/v1/trade/${trade.hash}/messages`;
    const headers = { 'idempotency-key': 'chat-line-0001' };
    const first = await buyer.client.post(url, { text: 'Sent the money' }, { headers });
    expect(first.statusCode).toBe(201);
    const again = await buyer.client.post(url, { text: 'Sent the money' }, { headers });
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json().data.id).toBe(first.json().data.id);
    const reused = await buyer.client.post(url, { text: 'Something else' }, { headers });
    expect(reused.statusCode).toBe(422);
    expect(reused.json().error.details).toHaveProperty('Idempotency-Key');
    const seen = (await seller.client.get(url)).json() as Page;
    expect(seen.data.map((message) => message.body)).toEqual(['Sent the money']);
    // Without a key every post is a new line, as before.
    await buyer.client.post(url, { text: 'Sent the money' });
    expect(((await seller.client.get(url)).json() as Page).data).toHaveLength(2);
  });

  it('refuses empty, too long, control-character and unknown-field bodies with field errors', async () => {
    const { trade, buyer } = await insertChatTrade(ctx.app);
    const url = `/rest/v1/trade/${trade.hash}/messages`;
    for (const body of [
      {},
      { text: '   ' },
      { text: 'x'.repeat(2001) },
      { text: 'bell\u0007' },
      { text: 'rtl \u202e override' },
      { text: 42 },
      { text: 'ok', extra: 1 },
    ]) {
      const response = await buyer.client.post(url, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json()).toMatchObject({ error: { code: 'ERROR_INPUT_VALIDATION' } });
    }
    expect((await buyer.client.post(url, { text: 'x'.repeat(2000) })).statusCode).toBe(201);
    expect((await buyer.client.post(url, { text: 'two\nlines\tand tab' })).statusCode).toBe(201);
  });

  it('lets a moderator read and write (kind moderator) only while the trade is or was in dispute', async () => {
    const { trade, buyer, seller } = await insertChatTrade(ctx.app, { status: 'paid' });
    const moderator = await registerUser(ctx.app);
    await makeModerator(ctx.app, moderator.user.id);
    const url = `/rest/v1/trade/${trade.hash}/messages`;
    expect((await moderator.client.get(url)).statusCode).toBe(404);

    await setTradeStatus(ctx.app, trade.id, {
      status: 'dispute_open',
      disputeModeratorId: moderator.user.id,
    });
    const posted = await moderator.client.post(url, { text: 'Please upload the receipt' });
    expect(posted.statusCode).toBe(201);
    expect((posted.json() as { data: TradeMessage }).data).toMatchObject({
      kind: 'moderator',
      author: { username: moderator.user.username },
    });
    for (const userId of [buyer.user.id, seller.user.id, moderator.user.id]) {
      expect((await eventsOf(userId)).at(-1)).toMatchObject({
        type: 'trade.message',
        payload: { kind: 'moderator' },
      });
    }

    await setTradeStatus(ctx.app, trade.id, { status: 'dispute_won_buyer', disputeSettledAt: new Date() });
    expect((await moderator.client.get(url)).statusCode).toBe(200);
  });

  it('keeps the chat open 7 days after the trade ended, then read-only', async () => {
    const recent = await insertChatTrade(ctx.app, { status: 'released', endedDaysAgo: 6 });
    expect(
      (await recent.buyer.client.post(`/rest/v1/trade/${recent.trade.hash}/messages`, { text: 'thanks' }))
        .statusCode,
    ).toBe(201);

    const old = await insertChatTrade(ctx.app, { status: 'released', endedDaysAgo: 8 });
    const url = `/rest/v1/trade/${old.trade.hash}/messages`;
    const refused = await old.buyer.client.post(url, { text: 'late' });
    expect(refused.statusCode).toBe(403);
    const page = (await old.buyer.client.get(url)).json() as Page;
    expect(page.meta.canWrite).toBe(false);
  });

  it('pages oldest first with after= and limit=', async () => {
    const { trade, buyer } = await insertChatTrade(ctx.app);
    const url = `/rest/v1/trade/${trade.hash}/messages`;
    for (const text of ['one', 'two', 'three']) await buyer.client.post(url, { text });
    const first = (await buyer.client.get(`${url}?limit=2`)).json() as Page;
    expect(first.data.map((message) => message.body)).toEqual(['one', 'two']);
    expect(first.meta.hasMore).toBe(true);
    const rest = (await buyer.client.get(`${url}?after=${first.data[1]!.id}`)).json() as Page;
    expect(rest.data.map((message) => message.body)).toEqual(['three']);
    expect(rest.meta.hasMore).toBe(false);
    expect((await buyer.client.get(`${url}?limit=0`)).statusCode).toBe(400);
    expect((await buyer.client.get(`${url}?after=abc`)).statusCode).toBe(400);
  });
});

describe('POST /rest/v1/trade/{id}/read', () => {
  it('moves the receipt forward only, shows it to the counterparty and records trade.read', async () => {
    const { trade, buyer, seller } = await insertChatTrade(ctx.app);
    const url = `/rest/v1/trade/${trade.hash}/messages`;
    const first = ((await buyer.client.post(url, { text: 'first' })).json() as { data: TradeMessage }).data;
    const second = ((await buyer.client.post(url, { text: 'second' })).json() as { data: TradeMessage }).data;

    const read = await seller.client.post(`/rest/v1/trade/${trade.hash}/read`, { last_message_id: first.id });
    expect(read.statusCode).toBe(200);
    expect((read.json() as { data: { lastReadMessageId: number } }).data.lastReadMessageId).toBe(first.id);
    const buyerEvents = await eventsOf(buyer.user.id);
    expect(buyerEvents.at(-1)).toMatchObject({
      type: 'trade.read',
      payload: { username: seller.user.username, lastReadMessageId: first.id },
    });

    const buyerView = (await buyer.client.get(url)).json() as Page;
    expect(buyerView.data.map((message) => message.isReadByCounterparty)).toEqual([true, false]);
    expect(buyerView.meta.counterpartyLastReadMessageId).toBe(first.id);
    const sellerView = (await seller.client.get(url)).json() as Page;
    expect(sellerView.meta.myLastReadMessageId).toBe(first.id);

    await seller.client.post(`/rest/v1/trade/${trade.hash}/read`, { last_message_id: second.id });
    const back = await seller.client.post(`/rest/v1/trade/${trade.hash}/read`, { last_message_id: first.id });
    expect((back.json() as { data: { lastReadMessageId: number } }).data.lastReadMessageId).toBe(second.id);
    expect((await eventsOf(buyer.user.id)).filter((event) => event.type === 'trade.read')).toHaveLength(2);
  });

  it('refuses a message of another trade and bad ids', async () => {
    const one = await insertChatTrade(ctx.app);
    const other = await insertChatTrade(ctx.app);
    const foreign = (
      (
        await other.buyer.client.post(`/rest/v1/trade/${other.trade.hash}/messages`, { text: 'x' })
      ).json() as {
        data: TradeMessage;
      }
    ).data;
    const url = `/rest/v1/trade/${one.trade.hash}/read`;
    const response = await one.buyer.client.post(url, { last_message_id: foreign.id });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: { details: { last_message_id: expect.any(Array) } } });
    for (const body of [{}, { last_message_id: 0 }, { last_message_id: '5' }, { last_message_id: 1.5 }]) {
      expect((await one.buyer.client.post(url, body)).statusCode).toBe(400);
    }
  });
});
