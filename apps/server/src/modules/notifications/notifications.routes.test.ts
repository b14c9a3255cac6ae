import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NotificationPreferences, NotificationView } from '@p2p/shared';
import { notificationPreferences, notifications } from '../../db/schema.js';
import { createTestApp, TestClient, type TestContext } from '../../test/app.js';
import { tradingUser, type TestParty } from '../../test/trades.js';
import { recordUserEvents } from '../realtime/user-events.js';
import { runNotificationDelivery } from './delivery.js';
import { runNotificationDispatch } from './dispatcher.js';
import { deliveriesOf, mailsTo, notificationsOf } from './notifications-test-kit.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

/** A user with `count` notifications: deposits confirmed (wallet) and password changes (security). */
async function userWithNotifications(count: number): Promise<TestParty> {
  const user = await tradingUser(ctx.app);
  await ctx.app.db.transaction((tx) =>
    recordUserEvents(
      tx,
      Array.from({ length: count }, (_, index) =>
        index % 2 === 0
          ? {
              userId: user.id,
              type: 'wallet.deposit',
              payload: { status: 'confirmed', coin: 'BTC', amount: `${index}` },
            }
          : { userId: user.id, type: 'security.password_changed' },
      ),
    ),
  );
  await runNotificationDispatch(ctx.app.db, ctx.app.notificationChannels);
  return user;
}

/** The token with another group in its signed part and the old signature (a forgery). */
const swapGroup = (token: string, group: string) => {
  const body = Buffer.from(token.slice(0, -43), 'base64url').toString('utf8').split('.');
  return `${Buffer.from(`${body[0]}.${body[1]}.${group}`).toString('base64url')}${token.slice(-43)}`;
};

const list = async (client: TestClient, query = '') => {
  const response = await client.get(`/rest/v1/notifications${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as {
    data: NotificationView[];
    meta: { nextCursor: number | null; unreadCount: number };
  };
};

describe('the notification centre', () => {
  it('lists newest first with cursor paging and filters', async () => {
    const user = await userWithNotifications(5);
    const first = await list(user.client, '?limit=2');
    expect(first.data.map((item) => item.kind)).toEqual([
      'wallet.deposit_confirmed',
      'security.password_changed',
    ]);
    expect(first.meta).toMatchObject({ unreadCount: 5 });
    expect(first.data[0]).toMatchObject({
      group: 'wallet',
      link: '/wallet',
      readAt: null,
      data: { amount: '4' },
    });
    const second = await list(user.client, `?limit=2&before=${first.meta.nextCursor}`);
    const third = await list(user.client, `?limit=2&before=${second.meta.nextCursor}`);
    expect(third.data).toHaveLength(1);
    expect(third.meta.nextCursor).toBeNull();
    const ids = [...first.data, ...second.data, ...third.data].map((item) => item.id);
    expect(new Set(ids).size).toBe(5);
    expect((await list(user.client, '?group=security')).data).toHaveLength(2);
    expect((await list(user.client, '?kind=wallet.deposit_confirmed')).data).toHaveLength(3);
    // snake_case on request, like every route.
    const snake = await user.client.get('/rest/v1/notifications?limit=1&responseCase=snakeCase');
    expect(snake.json().meta).toHaveProperty('unread_count', 5);
  });

  it('marks one, many and all read, and counts unread', async () => {
    const user = await userWithNotifications(4);
    const { data } = await list(user.client);
    const one = await user.client.post('/rest/v1/notifications/read', { ids: [data[0]!.id] });
    expect(one.json().data).toEqual({ updated: 1, unreadCount: 3 });
    const again = await user.client.post('/rest/v1/notifications/read', { ids: [data[0]!.id, data[1]!.id] });
    expect(again.json().data).toEqual({ updated: 1, unreadCount: 2 });
    expect((await list(user.client, '?unread=true')).data.map((item) => item.id)).toEqual([
      data[2]!.id,
      data[3]!.id,
    ]);
    expect((await list(user.client, '?unread=false')).data).toHaveLength(2);
    const all = await user.client.post('/rest/v1/notifications/read-all', {});
    expect(all.json().data).toEqual({ updated: 2, unreadCount: 0 });
    const count = await user.client.get('/rest/v1/notifications/unread-count');
    expect(count.json().data).toEqual({ unreadCount: 0 });
  });

  it("refuses another user's notification ids with a 404 and changes nothing", async () => {
    const owner = await userWithNotifications(2);
    const other = await userWithNotifications(1);
    const [foreign] = await notificationsOf(ctx.app.db, owner.id);
    const [own] = await notificationsOf(ctx.app.db, other.id);
    const response = await other.client.post('/rest/v1/notifications/read', { ids: [own!.id, foreign!.id] });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.details.ids[0]).toContain(String(foreign!.id));
    // Neither the foreign one nor the caller's own one was marked.
    const [ownAfter] = await notificationsOf(ctx.app.db, other.id);
    const [foreignAfter] = await notificationsOf(ctx.app.db, owner.id);
    expect(ownAfter!.readAt).toBeNull();
    expect(foreignAfter!.readAt).toBeNull();
    // A stranger cannot see them either.
    expect((await list(other.client)).data.map((item) => item.id)).toEqual([own!.id]);
  });

  it('refuses bad input with a 400 naming the field', async () => {
    const user = await userWithNotifications(1);
    const cases: [string, string][] = [
      ['?kind=trade.exploded', 'kind'],
      ['?group=everything', 'group'],
      ['?unread=maybe', 'unread'],
      ['?limit=1000', 'limit'],
      ['?before=abc', 'before'],
    ];
    for (const [query, field] of cases) {
      const response = await user.client.get(`/rest/v1/notifications${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(Object.keys(response.json().error.details), query).toContain(field);
    }
    for (const body of [
      {},
      { ids: [] },
      { ids: ['x'] },
      { ids: [1], extra: true },
      { ids: Array(101).fill(1) },
    ]) {
      const response = await user.client.post('/rest/v1/notifications/read', body);
      expect(response.statusCode, JSON.stringify(body).slice(0, 40)).toBe(400);
    }
    const before = await notificationsOf(ctx.app.db, user.id);
    expect(before.every((row) => row.readAt === null)).toBe(true);
  });

  it('appear in the OpenAPI document', async () => {
    const doc = (await new TestClient(ctx.app).get('/rest/openapi.json')).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    expect(
      Object.keys(doc.paths)
        .filter((path) =>
          /^\/rest\/v1\/notifications(\/(preferences|read|read-all|unread-count|unsubscribe))?$/.test(path),
        )
        .sort(),
    ).toEqual([
      '/rest/v1/notifications',
      '/rest/v1/notifications/preferences',
      '/rest/v1/notifications/read',
      '/rest/v1/notifications/read-all',
      '/rest/v1/notifications/unread-count',
      '/rest/v1/notifications/unsubscribe',
    ]);
    expect(Object.keys(doc.paths['/rest/v1/notifications/preferences']!).sort()).toEqual(['get', 'put']);
  });

  it('needs a session', async () => {
    const anonymous = new TestClient(ctx.app);
    expect((await anonymous.get('/rest/v1/notifications')).statusCode).toBe(401);
    expect((await anonymous.get('/rest/v1/notifications/unread-count')).statusCode).toBe(401);
    expect((await anonymous.post('/rest/v1/notifications/read-all', {})).statusCode).toBe(401);
    expect((await anonymous.get('/rest/v1/notifications/preferences')).statusCode).toBe(401);
  });
});

describe('notification preferences', () => {
  const put = (client: TestClient, body: unknown) =>
    client.send('PUT', '/rest/v1/notifications/preferences', body);
  const channelsOf = (prefs: NotificationPreferences, group: string) =>
    Object.fromEntries(
      prefs.groups.find((item) => item.group === group)!.channels.map((c) => [c.channel, c]),
    );

  it('answers the defaults with locks and connected channels, and saves changes', async () => {
    const user = await tradingUser(ctx.app);
    const response = await user.client.get('/rest/v1/notifications/preferences');
    const prefs = response.json().data as NotificationPreferences;
    expect(prefs.notifyTradeMessagesInterval).toBe('10');
    expect(channelsOf(prefs, 'trades').email).toEqual({
      channel: 'email',
      enabled: true,
      locked: false,
      connected: true,
    });
    expect(channelsOf(prefs, 'security').email).toMatchObject({ enabled: true, locked: true });
    expect(channelsOf(prefs, 'marketing').email).toMatchObject({ enabled: false, locked: false });
    const saved = await put(user.client, {
      preferences: [
        { group: 'chat', channel: 'email', enabled: false },
        { group: 'marketing', channel: 'in_app', enabled: true },
      ],
    });
    expect(saved.statusCode).toBe(200);
    const after = saved.json().data as NotificationPreferences;
    expect(channelsOf(after, 'chat').email?.enabled).toBe(false);
    expect(channelsOf(after, 'chat').in_app?.enabled).toBe(true);
    expect(channelsOf(after, 'marketing').in_app?.enabled).toBe(true);
  });

  it('refuses unknown groups and channels and turning security e-mail off, saving nothing', async () => {
    const user = await tradingUser(ctx.app);
    const bad = [
      { preferences: [{ group: 'lottery', channel: 'email', enabled: false }] },
      { preferences: [{ group: 'trades', channel: 'carrier-pigeon', enabled: false }] },
      { preferences: [{ group: 'trades', channel: 'email', enabled: 'no' }] },
      { preferences: [] },
      { preferences: [{ group: 'trades', channel: 'email', enabled: false, kind: 'x' }] },
      {
        preferences: [
          { group: 'trades', channel: 'email', enabled: false },
          { group: 'security', channel: 'email', enabled: false },
        ],
      },
    ];
    for (const body of bad) {
      const response = await put(user.client, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
    }
    const locked = await put(user.client, bad.at(-1));
    expect(locked.json().error.details).toHaveProperty(['preferences.1.enabled']);
    const rows = await ctx.app.db
      .select()
      .from(notificationPreferences)
      .where(eq(notificationPreferences.userId, user.id));
    expect(rows).toEqual([]);
  });
});

describe('notification e-mail', () => {
  it('goes out through the outbox with an unsubscribe link that turns the group off without signing in', async () => {
    const user = await tradingUser(ctx.app);
    const [account] = await ctx.app.db.query.users.findMany({ where: (u, { eq: is }) => is(u.id, user.id) });
    await ctx.app.db.transaction((tx) =>
      recordUserEvents(tx, [
        {
          userId: user.id,
          type: 'wallet.deposit',
          payload: { status: 'confirmed', coin: 'BTC', amount: '0.25000000' },
        },
        { userId: user.id, type: 'security.password_changed' },
      ]),
    );
    await runNotificationDispatch(ctx.app.db, ctx.app.notificationChannels);
    await runNotificationDelivery(ctx.app.db, ctx.app.notificationChannels);
    expect((await deliveriesOf(ctx.app.db, user.id)).map((job) => [job.channel, job.status])).toEqual([
      ['email', 'sent'],
      ['email', 'sent'],
    ]);
    const mails = await mailsTo(ctx.app.db, account!.email);
    const deposit = mails.find((mail) => mail.template === 'notification:wallet.deposit_confirmed')!;
    const security = mails.find((mail) => mail.template === 'notification:security.password_changed')!;
    // The ledger's 8 decimals are written for people.
    expect(deposit.subject).toBe('Deposit credited: 0.25 BTC');
    expect(deposit.body).toContain('0.25 BTC were credited to your wallet.');
    expect(deposit.body).toContain('/wallet');
    const link = /(http\S+\/notifications\/unsubscribe\?token=\S+)/.exec(deposit.body)?.[1];
    expect(link).toBeDefined();
    expect(security.body).not.toContain('/notifications/unsubscribe');
    expect(security.body).toContain('cannot be turned off');
    // The link is URL-safe as it stands, so mail clients never cut it short.
    expect(link).toMatch(/\?token=[A-Za-z0-9_-]{44,}$/);
    const token = decodeURIComponent(new URL(link!).searchParams.get('token')!);
    const anonymous = new TestClient(ctx.app);
    const forged = await anonymous.post('/rest/v1/notifications/unsubscribe', {
      token: `${token.slice(0, -2)}xx`,
    });
    expect(forged.statusCode).toBe(400);
    const other = await anonymous.post('/rest/v1/notifications/unsubscribe', {
      token: swapGroup(token, 'trades'),
    });
    expect(other.statusCode).toBe(400);
    const done = await anonymous.post('/rest/v1/notifications/unsubscribe', { token });
    expect(done.statusCode).toBe(200);
    expect(done.json().data).toEqual({ group: 'wallet' });
    const prefs = (await user.client.get('/rest/v1/notifications/preferences')).json()
      .data as NotificationPreferences;
    const wallet = prefs.groups.find((item) => item.group === 'wallet')!;
    expect(wallet.channels.find((c) => c.channel === 'email')!.enabled).toBe(false);
    // The next deposit makes no e-mail job.
    await ctx.app.db.transaction((tx) =>
      recordUserEvents(tx, [
        { userId: user.id, type: 'wallet.deposit', payload: { status: 'pending', coin: 'BTC', amount: '1' } },
      ]),
    );
    await runNotificationDispatch(ctx.app.db, ctx.app.notificationChannels);
    const rows = await ctx.app.db.select().from(notifications).where(eq(notifications.userId, user.id));
    expect(rows).toHaveLength(3);
    expect(await deliveriesOf(ctx.app.db, user.id)).toHaveLength(2);
  });
});
