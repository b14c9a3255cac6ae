import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MessengerConversation } from '@p2p/shared';
import { users } from '../../db/schema.js';
import { createTestApp, registerUser, type TestContext } from '../../test/app.js';
import { verifyEmail } from '../../test/two-factor.js';
import { runNotificationDispatch } from './dispatcher.js';
import { deliveriesOf, notificationsOf } from './notifications-test-kit.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const BASE = '/rest/v1/messenger';
type User = Awaited<ReturnType<typeof registerUser>>;
const dispatch = () => runNotificationDispatch(ctx.app.db, ctx.app.notificationChannels);

async function conversation(from: User, to: User): Promise<string> {
  const response = await from.client.post(`${BASE}/conversations`, { username: to.user.username });
  expect([200, 201], response.body).toContain(response.statusCode);
  return (response.json() as { data: MessengerConversation }).data.id;
}
async function send(user: User, id: string, text: string) {
  const response = await user.client.post(`${BASE}/conversations/${id}/messages`, { text });
  expect(response.statusCode, response.body).toBeLessThan(300);
}
async function pair() {
  const alice = await registerUser(ctx.app);
  const bob = await registerUser(ctx.app);
  await verifyEmail(ctx.database.db, bob.user.id);
  return { alice, bob, id: await conversation(alice, bob) };
}

describe('messenger messages reach the notification centre and the channels', () => {
  it('folds messages of one conversation within the interval: one notice, one e-mail, the count rising', async () => {
    const { alice, bob, id } = await pair();
    await send(alice, id, 'Hello');
    await dispatch();
    await send(alice, id, 'Are you there?');
    await send(alice, id, 'Ping');
    await dispatch();
    const rows = await notificationsOf(ctx.app.db, bob.user.id);
    expect(rows.map((row) => [row.kind, row.kindGroup, row.count, row.data, row.link])).toEqual([
      [
        'messenger.message',
        'chat',
        3,
        { partner: alice.user.username, chatId: id, count: '3' },
        `/messenger/${id}`,
      ],
    ]);
    expect((await deliveriesOf(ctx.app.db, bob.user.id)).map((job) => job.channel)).toEqual(['email']);
    // The author hears nothing of their own messages.
    expect(await notificationsOf(ctx.app.db, alice.user.id)).toEqual([]);

    // Another conversation of the same recipient starts its own batch.
    const carol = await registerUser(ctx.app);
    await send(carol, await conversation(carol, bob), 'Hi from Carol');
    await dispatch();
    const kinds = (await notificationsOf(ctx.app.db, bob.user.id)).map((row) => row.data.partner);
    expect(kinds).toEqual([alice.user.username, carol.user.username]);
  });

  it('notifies every message when the interval is "0"', async () => {
    const { alice, bob, id } = await pair();
    await ctx.app.db.update(users).set({ notifyTradeMessagesInterval: '0' }).where(eq(users.id, bob.user.id));
    await send(alice, id, 'One');
    await send(alice, id, 'Two');
    await dispatch();
    const rows = await notificationsOf(ctx.app.db, bob.user.id);
    expect(rows.map((row) => [row.kind, row.count])).toEqual([
      ['messenger.message', 1],
      ['messenger.message', 1],
    ]);
    expect(await deliveriesOf(ctx.app.db, bob.user.id)).toHaveLength(2);
  });

  it('follows the chat preferences: e-mail off leaves the centre', async () => {
    const { alice, bob, id } = await pair();
    const saved = await bob.client.send('PUT', '/rest/v1/notifications/preferences', {
      preferences: [{ group: 'chat', channel: 'email', enabled: false }],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    await send(alice, id, 'Quiet please');
    await dispatch();
    expect((await notificationsOf(ctx.app.db, bob.user.id)).map((row) => row.kind)).toEqual([
      'messenger.message',
    ]);
    expect(await deliveriesOf(ctx.app.db, bob.user.id)).toEqual([]);
  });
});
