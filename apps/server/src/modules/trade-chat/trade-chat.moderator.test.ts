import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { TradeMessage } from '@p2p/shared';
import { userEvents, users } from '../../db/schema.js';
import { createTestApp, registerUser, type TestClient, type TestContext } from '../../test/app.js';
import { recordUserEvents } from '../realtime/user-events.js';
import { insertChatTrade, makeModerator, setTradeStatus } from './trade-chat-test-fixtures.js';
import { appendTradeMessage } from './trade-messages.repository.js';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

async function eventsOf(userId: number) {
  return ctx.app.db.select().from(userEvents).where(eq(userEvents.userId, userId)).orderBy(userEvents.id);
}

async function post(client: TestClient, hash: string, text: string) {
  const response = await client.post(`/rest/v1/trade/${hash}/messages`, { text });
  return (response.json() as { data: TradeMessage }).data;
}

describe('moderators of an open dispute hear its chat', () => {
  it('from the moment they open the chat or write in it, until the dispute ends or they stop being staff', async () => {
    const { trade, buyer, seller } = await insertChatTrade(ctx.app, { status: 'dispute_open' });
    const [reader, writer, bystander] = await Promise.all([
      registerUser(ctx.app),
      registerUser(ctx.app),
      registerUser(ctx.app),
    ]);
    for (const staff of [reader, writer, bystander]) await makeModerator(ctx.app, staff.user.id);

    // Nobody has taken the dispute yet (disputeModeratorId is only set by the award): no staff hears.
    await post(buyer.client, trade.hash, 'before anyone looked');
    expect(await eventsOf(reader.user.id)).toEqual([]);

    // A moderator opens the chat: from now on they hear it.
    expect((await reader.client.get(`/rest/v1/trade/${trade.hash}/messages`)).statusCode).toBe(200);
    const first = await post(buyer.client, trade.hash, 'I paid, see the receipt');
    expect((await eventsOf(reader.user.id)).map((event) => [event.type, event.payload])).toEqual([
      ['trade.message', { messageId: first.id, kind: 'text' }],
    ]);

    // Events other modules record for the two parties only (a status change) reach them too.
    await ctx.app.db.transaction((tx) =>
      recordUserEvents(
        tx,
        [buyer.user.id, seller.user.id].map((userId) => ({
          userId,
          type: 'trade.status',
          tradeHash: trade.hash,
          payload: { status: 'dispute_open' },
        })),
      ),
    );
    expect((await eventsOf(reader.user.id)).at(-1)).toMatchObject({
      type: 'trade.status',
      tradeHash: trade.hash,
    });

    // A moderator who wrote in the chat from the disputes console (a 'moderator' message) hears it too.
    await appendTradeMessage(ctx.app.db, {
      tradeId: trade.id,
      authorId: writer.user.id,
      kind: 'moderator',
      body: 'Upload the receipt please',
    });
    const second = await post(seller.client, trade.hash, 'I have not received anything');
    for (const staff of [reader, writer]) {
      const seen = (await eventsOf(staff.user.id)).filter(
        (event) => event.type === 'trade.message' && event.payload.messageId === second.id,
      );
      expect(seen, staff.user.username).toHaveLength(1);
    }
    expect(await eventsOf(bystander.user.id)).toEqual([]);

    // Writing through the chat itself: one event for the author, not two.
    const own = await post(reader.client, trade.hash, 'Thank you both');
    expect(own.kind).toBe('moderator');
    expect(
      (await eventsOf(reader.user.id)).filter((event) => event.payload.messageId === own.id),
    ).toHaveLength(1);

    // Demoted staff stop hearing; so does everyone once the parties settle outside the dispute.
    await ctx.app.db.update(users).set({ role: 'user' }).where(eq(users.id, reader.user.id));
    const third = await post(buyer.client, trade.hash, 'ok');
    expect((await eventsOf(reader.user.id)).some((event) => event.payload.messageId === third.id)).toBe(
      false,
    );
    expect((await eventsOf(writer.user.id)).some((event) => event.payload.messageId === third.id)).toBe(true);

    await setTradeStatus(ctx.app, trade.id, { status: 'released', completedAt: new Date() });
    const after = await post(buyer.client, trade.hash, 'thanks');
    expect((await eventsOf(writer.user.id)).some((event) => event.payload.messageId === after.id)).toBe(
      false,
    );
  });

  it('a staff member who is a party hears their trade once, as a party', async () => {
    const { trade, buyer, seller } = await insertChatTrade(ctx.app, { status: 'dispute_open' });
    await makeModerator(ctx.app, seller.user.id);
    await seller.client.get(`/rest/v1/trade/${trade.hash}/messages`);
    const message = await post(buyer.client, trade.hash, 'hello');
    expect(
      (await eventsOf(seller.user.id)).filter((event) => event.payload.messageId === message.id),
    ).toHaveLength(1);
  });
});
