import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import {
  MESSENGER_MESSAGE_MAX_LENGTH,
  type SupportConversation,
  type SupportInboxItem,
  type SupportMessage,
} from '@p2p/shared';
import { auditLog, supportMessages, userEvents, users } from '../../db/schema.js';
import { createTestApp, registerUser, TestClient, type TestContext } from '../../test/app.js';
import { runNotificationDispatch } from '../notifications/dispatcher.js';
import { mapEventToNotification } from '../notifications/event-mapping.js';
import { notificationsOf } from '../notifications/notifications-test-kit.js';

let ctx: TestContext;
let png: Buffer;
const USER = '/rest/v1/support';
const STAFF = '/rest/v1/admin/support';
type User = Awaited<ReturnType<typeof registerUser>>;

beforeAll(async () => {
  ctx = await createTestApp({ TRADE_UPLOAD_MAX_BYTES: String(64 * 1024) });
  png = await sharp({ create: { width: 32, height: 24, channels: 3, background: '#a36' } })
    .png()
    .toBuffer();
});
afterAll(() => ctx.close());

async function staffMember(role: 'moderator' | 'supermoderator' | 'admin' = 'moderator'): Promise<User> {
  const member = await registerUser(ctx.app);
  await ctx.app.db.update(users).set({ role }).where(eq(users.id, member.user.id));
  return member;
}
async function openMine(user: User): Promise<string> {
  const response = await user.client.post(`${USER}/conversation`);
  expect([200, 201], response.body).toContain(response.statusCode);
  return (response.json() as { data: SupportConversation }).data.id;
}
const write = (user: User, id: string, text: string) =>
  user.client.post(`${USER}/conversations/${id}/messages`, { text });
const answer = (member: User, id: string, text: string) =>
  member.client.post(`${STAFF}/conversations/${id}/messages`, { text });
async function eventsOf(userId: number, type: string) {
  return ctx.app.db
    .select()
    .from(userEvents)
    .where(and(eq(userEvents.userId, userId), eq(userEvents.type, type)));
}
async function messageCount(id: string) {
  return (await ctx.app.db.select().from(supportMessages).where(eq(supportMessages.conversationId, id)))
    .length;
}

describe('support chat', () => {
  it('a user writes, every staff member hears of it while unassigned, staff answer as "Support"', async () => {
    const first = await staffMember();
    const second = await staffMember('admin');
    const user = await registerUser(ctx.app);
    const opened = await user.client.post(`${USER}/conversation`);
    expect(opened.statusCode, opened.body).toBe(201);
    const id = (opened.json() as { data: SupportConversation }).data.id;
    expect(await openMine(user)).toBe(id);

    expect((await write(user, id, '  My deposit is missing  ')).statusCode).toBe(201);
    for (const member of [first, second]) {
      const heard = await eventsOf(member.user.id, 'support.message');
      expect(heard.map((event) => event.payload)).toEqual([
        expect.objectContaining({ conversationId: id, username: user.user.username }),
      ]);
    }

    const inbox = await first.client.get(`${STAFF}/conversations`);
    expect(inbox.statusCode, inbox.body).toBe(200);
    const listed = inbox.json() as {
      data: SupportInboxItem[];
      meta: { totalUnread: number; unassigned: number };
    };
    const item = listed.data.find((row) => row.id === id)!;
    expect(item).toMatchObject({
      status: 'open',
      assignee: null,
      unreadCount: 1,
      user: { username: user.user.username },
      lastMessage: { text: 'My deposit is missing', fromStaff: false, author: user.user.username },
    });
    expect(listed.meta.totalUnread).toBeGreaterThanOrEqual(1);

    const answered = await answer(first, id, 'We are looking into it');
    expect(answered.statusCode, answered.body).toBe(201);
    expect((answered.json() as { data: SupportMessage }).data).toMatchObject({
      fromStaff: true,
      author: first.user.username,
      isMine: true,
    });

    const seen = await user.client.get(`${USER}/conversations/${id}/messages`);
    expect(seen.statusCode, seen.body).toBe(200);
    const messages = (seen.json() as { data: SupportMessage[] }).data;
    expect(messages.map((message) => [message.text, message.fromStaff, message.author])).toEqual([
      ['My deposit is missing', false, user.user.username],
      ['We are looking into it', true, null],
    ]);
    // Nothing the user receives names the staff member.
    expect(seen.body).not.toContain(first.user.username);
    const replies = await eventsOf(user.user.id, 'support.reply');
    expect(replies).toHaveLength(1);
    expect(JSON.stringify(replies[0]!.payload)).not.toContain(first.user.username);
    expect((await user.client.get(`${USER}/unread`)).json().data).toEqual({ unreadCount: 1 });
    const readResult = await user.client.post(`${USER}/conversations/${id}/read`, {
      last_message_id: messages[1]!.id,
    });
    expect(readResult.json().data).toEqual({ myLastReadId: messages[1]!.id, unreadCount: 0 });

    const audits = await ctx.app.db.select().from(auditLog).where(eq(auditLog.actorId, first.user.id));
    expect(audits.map((row) => [row.action, row.targetUserId])).toEqual([['support.replied', user.user.id]]);

    // The dispatcher turns them into notifications on each side.
    await runNotificationDispatch(ctx.app.db, ctx.app.notificationChannels);
    const staffNotes = await notificationsOf(ctx.app.db, second.user.id);
    expect(staffNotes.map((row) => [row.kind, row.link, row.data.username])).toContainEqual([
      'support.message',
      `/admin/support/${id}`,
      user.user.username,
    ]);
    const userNotes = await notificationsOf(ctx.app.db, user.user.id);
    expect(userNotes.map((row) => [row.kind, row.link, row.data])).toEqual([
      ['support.reply', '/support', {}],
    ]);
  });

  it("keeps a user out of another user's conversation (404) and non-staff out of the inbox (403)", async () => {
    const owner = await registerUser(ctx.app);
    const other = await registerUser(ctx.app);
    const member = await staffMember();
    const id = await openMine(owner);
    expect((await write(owner, id, 'private')).statusCode).toBe(201);
    const image = await owner.client.upload(`${USER}/conversations/${id}/images`, png, 'shot.png');
    expect(image.statusCode, image.body).toBe(201);
    const imageUrl = (image.json() as { data: SupportMessage }).data.imageUrl!;

    for (const url of [`${USER}/conversations/${id}`, `${USER}/conversations/${id}/messages`, imageUrl]) {
      expect((await other.client.get(url)).statusCode, url).toBe(404);
    }
    expect((await write(other, id, 'hello')).statusCode).toBe(404);
    expect((await other.client.upload(`${USER}/conversations/${id}/images`, png, 'x.png')).statusCode).toBe(
      404,
    );
    // Staff use the staff routes: the user's routes are the user's own, for staff too.
    expect((await member.client.get(`${USER}/conversations/${id}/messages`)).statusCode).toBe(404);
    expect(
      (await member.client.get(`${STAFF}/conversations/${id}/images/${imageUrl.split('/').pop()}`))
        .statusCode,
    ).toBe(200);

    for (const url of [`${STAFF}/conversations`, `${STAFF}/conversations/${id}`, `${STAFF}/staff`]) {
      expect((await other.client.get(url)).statusCode, url).toBe(403);
      expect((await owner.client.get(url)).statusCode, url).toBe(403);
    }
    expect((await answer(other, id, 'I am staff')).statusCode).toBe(403);
    expect(
      (await other.client.post(`${STAFF}/conversations/${id}/assign`, { assignee: other.user.username }))
        .statusCode,
    ).toBe(403);
    expect((await other.client.post(`${STAFF}/conversations/${id}/close`)).statusCode).toBe(403);
    expect((await new TestClient(ctx.app).get(`${STAFF}/conversations`)).statusCode).toBe(401);
    expect(await messageCount(id)).toBe(2);
  });

  it('opens one conversation per user when two tabs open it at once', async () => {
    const user = await registerUser(ctx.app);
    const answers = await Promise.all([
      user.client.post(`${USER}/conversation`),
      user.client.post(`${USER}/conversation`),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 201]);
    const ids = answers.map((answer) => (answer.json() as { data: SupportConversation }).data.id);
    expect(ids[0]).toBe(ids[1]);
  });

  it('refuses an oversized message and bad images, saving nothing', async () => {
    const user = await registerUser(ctx.app);
    const id = await openMine(user);
    const long = await write(user, id, 'x'.repeat(MESSENGER_MESSAGE_MAX_LENGTH + 1));
    expect(long.statusCode).toBe(400);
    expect(long.json().error.details).toHaveProperty('text');
    expect((await write(user, id, '   ')).statusCode).toBe(400);
    const url = `${USER}/conversations/${id}/images`;
    const html = await user.client.upload(
      url,
      Buffer.from('<html><script>alert(1)</script></html>'),
      'a.png',
    );
    expect(html.statusCode).toBe(400);
    expect(html.json().error.details).toHaveProperty('file');
    const pdf = Buffer.from(
      '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
    );
    expect((await user.client.upload(url, pdf, 'a.pdf')).statusCode).toBe(400);
    expect((await user.client.upload(url, randomBytes(70 * 1024), 'big.png')).statusCode).toBe(413);
    expect(await messageCount(id)).toBe(0);
    expect(await eventsOf(user.user.id, 'support.sent')).toEqual([]);
  });

  it('assigns to a staff member, who alone hears of new messages; close and reopen; all audited', async () => {
    const lead = await staffMember('supermoderator');
    const agent = await staffMember();
    const user = await registerUser(ctx.app);
    const id = await openMine(user);
    expect((await write(user, id, 'first')).statusCode).toBe(201);

    const notStaff = await registerUser(ctx.app);
    const refused = await lead.client.post(`${STAFF}/conversations/${id}/assign`, {
      assignee: notStaff.user.username,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.details).toHaveProperty('assignee');

    const assigned = await lead.client.post(`${STAFF}/conversations/${id}/assign`, {
      assignee: agent.user.username,
    });
    expect(assigned.statusCode, assigned.body).toBe(200);
    expect((assigned.json() as { data: SupportInboxItem }).data.assignee).toBe(agent.user.username);
    expect((await eventsOf(agent.user.id, 'support.assigned')).map((event) => event.payload)).toEqual([
      expect.objectContaining({ conversationId: id, username: user.user.username, by: lead.user.username }),
    ]);

    const leadHeardBefore = (await eventsOf(lead.user.id, 'support.message')).length;
    expect((await write(user, id, 'second')).statusCode).toBe(201);
    expect(await eventsOf(lead.user.id, 'support.message')).toHaveLength(leadHeardBefore);
    expect(await eventsOf(agent.user.id, 'support.message')).toHaveLength(2);
    const mine = (await agent.client.get(`${STAFF}/conversations?assignee=me`)).json() as {
      data: SupportInboxItem[];
    };
    expect(mine.data.map((row) => row.id)).toEqual([id]);
    expect(
      (
        (await agent.client.get(`${STAFF}/conversations?assignee=unassigned`)).json() as {
          data: SupportInboxItem[];
        }
      ).data.map((row) => row.id),
    ).not.toContain(id);
    expect((await agent.client.get(`${STAFF}/conversations?assignee=nobody`)).statusCode).toBe(400);

    const closed = await agent.client.post(`${STAFF}/conversations/${id}/close`);
    expect(closed.statusCode, closed.body).toBe(200);
    expect((closed.json() as { data: SupportInboxItem }).data.status).toBe('closed');
    expect((await eventsOf(user.user.id, 'support.status')).map((event) => event.payload)).toEqual([
      { conversationId: id, status: 'closed' },
    ]);
    const open = (await agent.client.get(`${STAFF}/conversations`)).json() as { data: SupportInboxItem[] };
    expect(open.data.map((row) => row.id)).not.toContain(id);
    // The user's next message opens it again, still with its assignee.
    expect((await write(user, id, 'still there?')).statusCode).toBe(201);
    const again = (await agent.client.get(`${STAFF}/conversations/${id}`)).json() as {
      data: SupportInboxItem;
    };
    expect(again.data).toMatchObject({ status: 'open', assignee: agent.user.username, unreadCount: 3 });
    expect((await agent.client.post(`${STAFF}/conversations/${id}/close`)).statusCode).toBe(200);
    expect((await agent.client.post(`${STAFF}/conversations/${id}/reopen`)).statusCode).toBe(200);
    const unassigned = await agent.client.post(`${STAFF}/conversations/${id}/assign`, { assignee: null });
    expect((unassigned.json() as { data: SupportInboxItem }).data.assignee).toBeNull();

    const audits = await ctx.app.db.select().from(auditLog).where(eq(auditLog.targetUserId, user.user.id));
    expect(audits.map((row) => [row.action, row.actorId])).toEqual([
      ['support.assigned', lead.user.id],
      ['support.closed', agent.user.id],
      ['support.closed', agent.user.id],
      ['support.reopened', agent.user.id],
      ['support.assigned', agent.user.id],
    ]);
  });

  it('a staff member cannot answer or handle their own support conversation', async () => {
    const member = await staffMember();
    const colleague = await staffMember();
    const id = await openMine(member);
    expect((await write(member, id, 'I need help too')).statusCode).toBe(201);
    // They are not told of their own message.
    expect(await eventsOf(member.user.id, 'support.message')).toEqual([]);
    expect((await eventsOf(colleague.user.id, 'support.message')).length).toBeGreaterThan(0);
    const own = await answer(member, id, 'answering myself');
    expect(own.statusCode).toBe(403);
    expect(own.json().error.code).toBe('ERROR_STAFF_OWN_OBJECT');
    expect((await member.client.post(`${STAFF}/conversations/${id}/close`)).statusCode).toBe(403);
    const self = await colleague.client.post(`${STAFF}/conversations/${id}/assign`, {
      assignee: member.user.username,
    });
    expect(self.statusCode).toBe(400);
    expect((await answer(colleague, id, 'Here to help')).statusCode).toBe(201);
  });

  it('appears in the OpenAPI document', async () => {
    const response = await new TestClient(ctx.app).get('/rest/openapi.json');
    expect(response.statusCode, response.body.slice(0, 500)).toBe(200);
    const doc = response.json() as { paths: Record<string, unknown> };
    for (const path of [
      '/rest/v3/zendesk/jwt-token',
      '/rest/v1/support/config',
      '/rest/v1/support/conversation',
      '/rest/v1/support/conversations/{id}/messages',
      '/rest/v1/admin/support/conversations',
      '/rest/v1/admin/support/conversations/{id}/assign',
      '/rest/v1/admin/support/conversations/{id}/close',
    ]) {
      expect(doc.paths, path).toHaveProperty([path]);
    }
  });
});

describe('support events as notifications', () => {
  const event = (type: string, payload: Record<string, unknown>) => ({
    id: 1,
    userId: 2,
    type,
    tradeHash: null,
    payload,
  });
  it('maps messages and assignment for staff, answers for the user, and nothing for live-only events', () => {
    expect(
      mapEventToNotification(
        event('support.assigned', { conversationId: 'c1', username: 'alice', by: 'lead' }),
        undefined,
      ),
    ).toEqual({
      kind: 'support.assigned',
      group: 'support',
      data: { username: 'alice', by: 'lead' },
      link: '/admin/support/c1',
      batched: false,
    });
    expect(
      mapEventToNotification(
        event('support.message', { conversationId: 'c1', username: 'alice' }),
        undefined,
      ),
    ).toMatchObject({
      kind: 'support.message',
      data: { username: 'alice' },
    });
    expect(
      mapEventToNotification(event('support.reply', { conversationId: 'c1', messageId: 3 }), undefined),
    ).toMatchObject({
      kind: 'support.reply',
      data: {},
      link: '/support',
    });
    for (const type of ['support.inbox', 'support.status', 'support.sent', 'support.read']) {
      expect(mapEventToNotification(event(type, { conversationId: 'c1' }), undefined), type).toBeNull();
    }
  });
});

describe('Zendesk without configuration', () => {
  it('answers 404 ERROR_ZENDESK_NOT_CONFIGURED and tells the web app to use the built-in chat', async () => {
    const user = await registerUser(ctx.app);
    const response = await user.client.get('/rest/v3/zendesk/jwt-token');
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('ERROR_ZENDESK_NOT_CONFIGURED');
    const config = await new TestClient(ctx.app).get(`${USER}/config`);
    expect(config.json().data).toEqual({ provider: 'builtin', zendeskWidgetKey: null });
    // Without Zendesk the page may load nothing from it.
    expect(config.headers['content-security-policy']).not.toContain('zdassets');
    expect((await new TestClient(ctx.app).get('/rest/v3/zendesk/jwt-token')).statusCode).toBe(401);
  });
});
