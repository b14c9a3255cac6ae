import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import sharp from 'sharp';
import type {
  ChatExistence,
  MessengerConversation,
  MessengerMessage,
  MessengerMessagesMeta,
} from '@p2p/shared';
import { messengerMessages, userEvents } from '../../db/schema.js';
import { createTestApp, registerUser, TestClient, type TestContext } from '../../test/app.js';
import { insertChatTrade } from '../trade-chat/trade-chat-test-fixtures.js';

let ctx: TestContext;
let png: Buffer;
const BASE = '/rest/v1/messenger';
type User = Awaited<ReturnType<typeof registerUser>>;

beforeAll(async () => {
  ctx = await createTestApp({ TRADE_UPLOAD_MAX_BYTES: String(64 * 1024) });
  png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#36a' } })
    .png()
    .toBuffer();
});
afterAll(() => ctx.close());

async function open(from: User, to: User) {
  return from.client.post(`${BASE}/conversations`, { username: to.user.username });
}
async function openId(from: User, to: User): Promise<string> {
  const response = await open(from, to);
  expect([200, 201], response.body).toContain(response.statusCode);
  return (response.json() as { data: MessengerConversation }).data.id;
}
const send = (user: User, id: string, text: string) =>
  user.client.post(`${BASE}/conversations/${id}/messages`, { text });
async function existence(from: User, to: User): Promise<ChatExistence> {
  const response = await from.client.get(`${BASE}/chat-existence/${to.user.username}`);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { data: ChatExistence }).data;
}
const relate = (user: User, target: User, action: 'trusted' | 'blocked' | 'unblocked') =>
  user.client.send('PUT', `/rest/v1/users/${target.user.username}/relations`, { action });
const setAcceptance = (user: User, value: string) =>
  user.client.send('PUT', '/proxy/messenger/v3/profile', { accept_chat_messages: value });
async function messageCount(id: string) {
  return (await ctx.app.db.select().from(messengerMessages).where(eq(messengerMessages.conversationId, id)))
    .length;
}
async function eventsOf(userId: number, type: string) {
  return ctx.app.db
    .select()
    .from(userEvents)
    .where(and(eq(userEvents.userId, userId), eq(userEvents.type, type)));
}

describe('messenger conversations', () => {
  it('sends, lists with partner, last message and unread count, pages messages and marks read', async () => {
    const alice = await registerUser(ctx.app);
    const bob = await registerUser(ctx.app);
    const first = await open(alice, bob);
    expect(first.statusCode).toBe(201);
    const id = (first.json() as { data: MessengerConversation }).data.id;
    expect((await open(bob, alice)).statusCode).toBe(200);
    expect(await openId(bob, alice)).toBe(id);

    // An empty conversation is not listed yet.
    expect((await bob.client.get(`${BASE}/conversations`)).json().data).toEqual([]);

    for (const text of ['one', 'two', '  three  '])
      expect((await send(alice, id, text)).statusCode).toBe(201);
    const listed = (await bob.client.get(`${BASE}/conversations`)).json() as {
      data: MessengerConversation[];
      meta: { totalUnread: number };
    };
    expect(listed.meta.totalUnread).toBe(3);
    expect(listed.data).toHaveLength(1);
    expect(listed.data[0]).toMatchObject({
      id,
      partner: { username: alice.user.username, isBlocked: false },
      lastMessage: { text: 'three', isMine: false, author: alice.user.username, kind: 'text' },
      unreadCount: 3,
      canWrite: true,
    });
    expect((await alice.client.get(`${BASE}/conversations`)).json().data[0].unreadCount).toBe(0);
    expect((await bob.client.get(`${BASE}/unread`)).json().data).toEqual({
      totalUnread: 3,
      conversations: 1,
    });

    const page = (await bob.client.get(`${BASE}/conversations/${id}/messages?limit=2`)).json() as {
      data: MessengerMessage[];
      meta: MessengerMessagesMeta;
    };
    expect(page.data.map((message) => message.text)).toEqual(['two', 'three']);
    expect(page.meta).toMatchObject({ hasOlder: true, myLastReadId: 0, canWrite: true });
    const older = (
      await bob.client.get(`${BASE}/conversations/${id}/messages?before=${page.data[0]!.id}`)
    ).json();
    expect(older.data.map((message: MessengerMessage) => message.text)).toEqual(['one']);
    expect(older.meta.hasOlder).toBe(false);
    const newer = (
      await bob.client.get(`${BASE}/conversations/${id}/messages?after=${page.data[0]!.id}`)
    ).json();
    expect(newer.data.map((message: MessengerMessage) => message.text)).toEqual(['three']);

    const lastId = page.data[1]!.id;
    const read = await bob.client.post(`${BASE}/conversations/${id}/read`, { last_message_id: lastId });
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json().data).toEqual({ myLastReadId: lastId, totalUnread: 0 });
    expect(
      (await alice.client.get(`${BASE}/conversations/${id}/messages`)).json().meta.partnerLastReadId,
    ).toBe(lastId);
    // The read position never moves back.
    await bob.client.post(`${BASE}/conversations/${id}/read`, { last_message_id: page.data[0]!.id });
    expect((await bob.client.get(`${BASE}/unread`)).json().data.totalUnread).toBe(0);

    // Each message reached bob as messenger.message (the socket and the notification centre read these).
    const events = await eventsOf(bob.user.id, 'messenger.message');
    expect(events).toHaveLength(3);
    expect(events[0]!.payload).toMatchObject({ conversationId: id, kind: 'text', from: alice.user.username });
    expect(await eventsOf(alice.user.id, 'messenger.message')).toHaveLength(0);
    expect(await eventsOf(alice.user.id, 'messenger.read')).toHaveLength(1);
  });

  it('sends an image checked by content, serves it to the two only, and refuses other files', async () => {
    const alice = await registerUser(ctx.app);
    const bob = await registerUser(ctx.app);
    const stranger = await registerUser(ctx.app);
    const id = await openId(alice, bob);
    const upload = (client: TestClient, data: Buffer, filename: string) =>
      client.upload(`${BASE}/conversations/${id}/images`, data, filename);

    const sent = await upload(alice.client, png, 'holiday.html');
    expect(sent.statusCode, sent.body).toBe(201);
    const message = (sent.json() as { data: MessengerMessage }).data;
    expect(message).toMatchObject({ kind: 'image', imageName: 'holiday.png', isMine: true });
    const served = await bob.client.get(message.imageUrl!);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect((await sharp(served.rawPayload).metadata()).width).toBe(40);
    expect((await stranger.client.get(message.imageUrl!)).statusCode).toBe(404);

    const notImage = await upload(
      alice.client,
      Buffer.from('<html><script>alert(1)</script></html>'),
      'a.png',
    );
    expect(notImage.statusCode).toBe(400);
    const pdf = Buffer.from(
      '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
    );
    expect((await upload(alice.client, pdf, 'a.pdf')).statusCode).toBe(400);
    expect((await upload(alice.client, randomBytes(70 * 1024), 'big.png')).statusCode).toBe(413);
    expect((await upload(stranger.client, png, 'x.png')).statusCode).toBe(404);
    expect(await messageCount(id)).toBe(1);
  });
});

describe('accept_chat_messages', () => {
  it('EVERYONE (the default) lets anyone write', async () => {
    const alice = await registerUser(ctx.app);
    const bob = await registerUser(ctx.app);
    expect((await bob.client.get('/proxy/messenger/v3/profile')).json().data.acceptChatMessages).toBe(
      'EVERYONE',
    );
    expect(await existence(alice, bob)).toEqual({
      state: 'chat_create_is_allowed',
      conversationId: null,
      canWrite: true,
      blockReason: null,
    });
    const id = await openId(alice, bob);
    expect(await existence(alice, bob)).toMatchObject({
      state: 'chat_exists',
      conversationId: id,
      canWrite: true,
    });
    expect(await existence(bob, alice)).toMatchObject({ state: 'chat_exists', conversationId: id });
  });

  it('NOBODY refuses new conversations and messages, but a reply to someone they wrote to is welcome', async () => {
    const alice = await registerUser(ctx.app);
    const bob = await registerUser(ctx.app);
    const id = await openId(alice, bob);
    expect((await setAcceptance(bob, 'NOBODY')).statusCode).toBe(200);
    const refused = await send(alice, id, 'hello?');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toMatchObject({
      code: 'ERROR_FORBIDDEN',
      details: { reason: ['not_accepted'] },
    });
    expect(await messageCount(id)).toBe(0);
    expect(await existence(alice, bob)).toMatchObject({
      state: 'chat_exists',
      canWrite: false,
      blockReason: 'not_accepted',
    });
    const carol = await registerUser(ctx.app);
    expect(await existence(carol, bob)).toMatchObject({
      state: 'chat_create_is_forbidden',
      blockReason: 'not_accepted',
    });
    expect((await open(carol, bob)).statusCode).toBe(403);

    expect((await send(bob, id, 'I write first')).statusCode).toBe(201);
    expect((await send(alice, id, 'and I answer')).statusCode).toBe(201);
    expect(await messageCount(id)).toBe(2);
  });

  it('TRUSTED_ONLY lets only users the recipient trusts write', async () => {
    const alice = await registerUser(ctx.app);
    const bob = await registerUser(ctx.app);
    await setAcceptance(bob, 'TRUSTED_ONLY');
    expect((await open(alice, bob)).statusCode).toBe(403);
    expect(await existence(alice, bob)).toMatchObject({ state: 'chat_create_is_forbidden' });
    expect((await relate(bob, alice, 'trusted')).statusCode).toBe(200);
    expect(await existence(alice, bob)).toMatchObject({ state: 'chat_create_is_allowed' });
    const id = await openId(alice, bob);
    expect((await send(alice, id, 'thanks for trusting me')).statusCode).toBe(201);
  });

  it('TRADE_PARTNERS lets users who had a trade with the recipient (or are trusted) write', async () => {
    const { buyer, seller } = await insertChatTrade(ctx.app);
    const stranger = await registerUser(ctx.app);
    expect((await setAcceptance(seller, 'TRADE_PARTNERS')).statusCode).toBe(200);
    expect(await existence(buyer, seller)).toMatchObject({ state: 'chat_create_is_allowed' });
    expect(await existence(stranger, seller)).toMatchObject({ state: 'chat_create_is_forbidden' });
    const id = await openId(buyer, seller);
    expect((await send(buyer, id, 'about our trade')).statusCode).toBe(201);
    expect((await open(stranger, seller)).statusCode).toBe(403);
  });

  it('refuses an unknown value', async () => {
    const alice = await registerUser(ctx.app);
    expect((await setAcceptance(alice, 'FRIENDS')).statusCode).toBe(400);
    expect((await alice.client.get('/proxy/messenger/v3/profile')).json().data.acceptChatMessages).toBe(
      'EVERYONE',
    );
  });
});

describe('blocks', () => {
  it('a block either way stops messages in both directions and forbids new conversations', async () => {
    const alice = await registerUser(ctx.app);
    const bob = await registerUser(ctx.app);
    const id = await openId(alice, bob);
    expect((await send(bob, id, 'hi')).statusCode).toBe(201);

    expect((await relate(bob, alice, 'blocked')).statusCode).toBe(200);
    expect((await send(alice, id, 'let me in')).statusCode).toBe(403);
    expect((await send(bob, id, 'and you cannot hear me')).statusCode).toBe(403);
    expect(await existence(alice, bob)).toMatchObject({ canWrite: false, blockReason: 'blocked_by_partner' });
    expect(await existence(bob, alice)).toMatchObject({ canWrite: false, blockReason: 'blocked_by_you' });
    // Even with acceptance that would let trade partners or trusted users write.
    await setAcceptance(bob, 'EVERYONE');
    expect((await send(alice, id, 'still no')).statusCode).toBe(403);
    expect(await messageCount(id)).toBe(1);

    const carol = await registerUser(ctx.app);
    await relate(carol, alice, 'blocked');
    expect(await existence(alice, carol)).toMatchObject({
      state: 'chat_create_is_forbidden',
      blockReason: 'blocked_by_partner',
    });
    expect((await open(alice, carol)).statusCode).toBe(403);
    expect((await open(carol, alice)).statusCode).toBe(403);

    await relate(bob, alice, 'unblocked');
    expect((await send(alice, id, 'thanks')).statusCode).toBe(201);
  });
});

describe('bad input', () => {
  it("another user's conversation is a 404 and changes nothing", async () => {
    const alice = await registerUser(ctx.app);
    const bob = await registerUser(ctx.app);
    const mallory = await registerUser(ctx.app);
    const id = await openId(alice, bob);
    await send(alice, id, 'private');
    const [message] = await ctx.app.db
      .select()
      .from(messengerMessages)
      .where(eq(messengerMessages.conversationId, id));
    expect((await mallory.client.get(`${BASE}/conversations/${id}`)).statusCode).toBe(404);
    expect((await mallory.client.get(`${BASE}/conversations/${id}/messages`)).statusCode).toBe(404);
    expect((await send(mallory, id, 'sneaky')).statusCode).toBe(404);
    expect(
      (await mallory.client.post(`${BASE}/conversations/${id}/read`, { last_message_id: message!.id }))
        .statusCode,
    ).toBe(404);
    expect(await messageCount(id)).toBe(1);
    expect((await bob.client.get(`${BASE}/unread`)).json().data.totalUnread).toBe(1);
    const malloryEvents = await ctx.app.db
      .select()
      .from(userEvents)
      .where(
        and(
          eq(userEvents.userId, mallory.user.id),
          inArray(userEvents.type, ['messenger.message', 'messenger.read']),
        ),
      );
    expect(malloryEvents).toHaveLength(0);
  });

  it('refuses oversized, empty and control-character messages, bad ids and unknown users with 4xx', async () => {
    const alice = await registerUser(ctx.app);
    const bob = await registerUser(ctx.app);
    const id = await openId(alice, bob);
    const long = await send(alice, id, 'x'.repeat(2001));
    expect(long.statusCode).toBe(400);
    expect(long.body).toContain('text');
    expect((await send(alice, id, '   ')).statusCode).toBe(400);
    expect((await send(alice, id, 'bell\u0007')).statusCode).toBe(400);
    expect(
      (await alice.client.post(`${BASE}/conversations/${id}/messages`, { text: 'a', extra: 1 })).statusCode,
    ).toBe(400);
    expect(await messageCount(id)).toBe(0);

    expect((await alice.client.get(`${BASE}/conversations/not-a-uuid`)).statusCode).toBe(400);
    expect((await send(alice, '00000000-0000-4000-8000-000000000000', 'hi')).statusCode).toBe(404);
    expect((await alice.client.get(`${BASE}/conversations/${id}/messages?limit=0`)).statusCode).toBe(400);
    expect((await alice.client.get(`${BASE}/conversations/${id}/messages?before=abc`)).statusCode).toBe(400);
    expect(
      (await alice.client.post(`${BASE}/conversations/${id}/read`, { last_message_id: 0 })).statusCode,
    ).toBe(400);
    // A message id of another conversation is not one of this one.
    const carol = await registerUser(ctx.app);
    const otherId = await openId(bob, carol);
    const other = (await send(bob, otherId, 'elsewhere')).json() as { data: MessengerMessage };
    const foreignRead = await alice.client.post(`${BASE}/conversations/${id}/read`, {
      last_message_id: other.data.id,
    });
    expect(foreignRead.statusCode).toBe(400);
    expect(foreignRead.json().error.details).toHaveProperty('last_message_id');
    expect(
      (await alice.client.post(`${BASE}/conversations`, { username: 'no_such_user_xyz' })).statusCode,
    ).toBe(404);
    expect((await alice.client.post(`${BASE}/conversations`, { username: 'bad name!' })).statusCode).toBe(
      400,
    );
    expect(
      (await alice.client.post(`${BASE}/conversations`, { username: alice.user.username })).statusCode,
    ).toBe(403);
    expect((await alice.client.get(`${BASE}/chat-existence/no_such_user_xyz`)).statusCode).toBe(404);
    expect((await new TestClient(ctx.app).get(`${BASE}/conversations`)).statusCode).toBe(401);
  });
});
