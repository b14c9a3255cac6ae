import { eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationDeliveries, notifications, userEvents, users } from '../../db/schema.js';
import { createTestApp, type TestContext } from '../../test/app.js';
import { startTestTrade, tradingUser } from '../../test/trades.js';
import { recordUserEvents } from '../realtime/user-events.js';
import { PermanentDeliveryError } from './channel.js';
import { ChannelRegistry } from './channel-registry.js';
import { backoffSeconds, MAX_DELIVERY_ATTEMPTS, runNotificationDelivery } from './delivery.js';
import { markDeliveryFailed } from './delivery.repository.js';
import { runNotificationDispatch } from './dispatcher.js';
import { deliveriesOf, notificationsOf, recordingChannel } from './notifications-test-kit.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const dispatch = () => runNotificationDispatch(ctx.app.db, ctx.app.notificationChannels);

describe('the notification dispatcher', () => {
  it('tells the offer owner of a new trade once, with an e-mail job, and marks the events dispatched', async () => {
    const trade = await startTestTrade(ctx.app);
    const first = await dispatch();
    expect(first.notifications).toBeGreaterThanOrEqual(1);
    const [notification, ...others] = await notificationsOf(ctx.app.db, trade.vendor.id);
    expect(others).toEqual([]);
    expect(notification).toMatchObject({
      kind: 'trade.started',
      kindGroup: 'trades',
      tradeHash: trade.tradeHash,
      link: `/trade/${trade.tradeHash}`,
      shown: true,
      readAt: null,
    });
    expect(notification!.data).toMatchObject({
      partner: trade.taker.username,
      role: 'seller',
      fiatAmount: '100.00',
      fiatCode: 'USD',
      coin: 'BTC',
    });
    // The taker started it: no notification for them.
    expect(await notificationsOf(ctx.app.db, trade.taker.id)).toEqual([]);
    const jobs = await deliveriesOf(ctx.app.db, trade.vendor.id);
    expect(jobs.map((job) => [job.channel, job.status])).toEqual([['email', 'pending']]);
    const pending = await ctx.app.db.select().from(userEvents).where(isNull(userEvents.dispatchedAt));
    expect(pending).toEqual([]);
    // Running again finds nothing: no second notification, no second job.
    const second = await dispatch();
    expect(second).toMatchObject({ notifications: 0, deliveries: 0 });
    expect(await notificationsOf(ctx.app.db, trade.vendor.id)).toHaveLength(1);
    // The tab hears of it (a born-dispatched event).
    const live = await ctx.app.db.select().from(userEvents).where(eq(userEvents.userId, trade.vendor.id));
    expect(live.filter((event) => event.type === 'notification.created')).toHaveLength(1);
  });

  it('makes nothing of a change that rolled back', async () => {
    const user = await tradingUser(ctx.app);
    await expect(
      ctx.app.db.transaction(async (tx) => {
        await recordUserEvents(tx, [
          {
            userId: user.id,
            type: 'wallet.deposit',
            payload: { status: 'confirmed', coin: 'BTC', amount: '1' },
          },
        ]);
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    await dispatch();
    expect(await notificationsOf(ctx.app.db, user.id)).toEqual([]);
    expect(await deliveriesOf(ctx.app.db, user.id)).toEqual([]);
    // The same event committed does make one.
    await ctx.app.db.transaction((tx) =>
      recordUserEvents(tx, [
        {
          userId: user.id,
          type: 'wallet.deposit',
          payload: { status: 'confirmed', coin: 'BTC', amount: '1' },
        },
      ]),
    );
    await dispatch();
    expect((await notificationsOf(ctx.app.db, user.id)).map((row) => row.kind)).toEqual([
      'wallet.deposit_confirmed',
    ]);
  });

  it('tells the other party of each transition, never the one who acted', async () => {
    const trade = await startTestTrade(ctx.app, { advanceTo: 'released' });
    await dispatch();
    const sellerKinds = (await notificationsOf(ctx.app.db, trade.seller.id)).map((row) => row.kind);
    const buyerKinds = (await notificationsOf(ctx.app.db, trade.buyer.id)).map((row) => row.kind);
    expect(sellerKinds).toEqual(['trade.started', 'trade.paid']);
    expect(buyerKinds).toEqual(['trade.released']);
  });

  it('tells every moderator of a new dispute and the parties of the award', async () => {
    const moderator = await tradingUser(ctx.app);
    await ctx.app.db.update(users).set({ role: 'moderator' }).where(eq(users.id, moderator.id));
    const trade = await startTestTrade(ctx.app, { advanceTo: 'dispute_open' });
    await dispatch();
    const [opened] = await notificationsOf(ctx.app.db, moderator.id);
    expect(opened).toMatchObject({
      kind: 'dispute.opened',
      kindGroup: 'disputes',
      link: `/admin/disputes/${trade.tradeHash}`,
    });
    expect((await notificationsOf(ctx.app.db, trade.seller.id)).map((row) => row.kind)).toContain(
      'trade.disputed',
    );
    const award = await moderator.client.post(`/rest/v1/admin/disputes/${trade.tradeHash}/award`, {
      winner: 'buyer',
      note: 'The payment arrived.',
    });
    expect(award.statusCode, award.body).toBe(200);
    await dispatch();
    const awarded = async (userId: number) =>
      (await notificationsOf(ctx.app.db, userId)).find((row) => row.kind === 'dispute.awarded')?.data.outcome;
    expect(await awarded(trade.buyer.id)).toBe('won');
    expect(await awarded(trade.seller.id)).toBe('lost');
    // The moderator who awarded it is not told of their own decision.
    expect(await awarded(moderator.id)).toBeUndefined();
  });

  it('batches chat messages per trade by the profile interval', async () => {
    const trade = await startTestTrade(ctx.app);
    const base = `/rest/v1/trade/${trade.tradeHash}/messages`;
    for (const text of ['hello', 'are you there?', 'paying now']) {
      expect((await trade.buyer.client.post(base, { text })).statusCode).toBe(201);
    }
    await dispatch();
    const chat = (await notificationsOf(ctx.app.db, trade.seller.id)).filter(
      (row) => row.kind === 'trade.message',
    );
    expect(chat).toHaveLength(1);
    expect(chat[0]).toMatchObject({ count: 3 });
    // The author hears of their own messages live (other tabs), but is not notified.
    expect((await notificationsOf(ctx.app.db, trade.buyer.id)).map((row) => row.kind)).not.toContain(
      'trade.message',
    );
    expect(chat[0]!.data.count).toBe('3');
    // One e-mail job for the batch, not one per message.
    const jobs = (await deliveriesOf(ctx.app.db, trade.seller.id)).filter(
      (job) => job.notificationId === chat[0]!.id,
    );
    expect(jobs).toHaveLength(1);
    // Once the interval has passed, the next message starts a new batch.
    await ctx.app.db
      .update(notifications)
      .set({ createdAt: sql`now() - interval '11 minutes'` })
      .where(eq(notifications.id, chat[0]!.id));
    await trade.buyer.client.post(base, { text: 'hello again' });
    await dispatch();
    const after = (await notificationsOf(ctx.app.db, trade.seller.id)).filter(
      (row) => row.kind === 'trade.message',
    );
    expect(after.map((row) => row.count)).toEqual([3, 1]);
  });

  it('notifies every chat message when the interval is 0', async () => {
    const trade = await startTestTrade(ctx.app);
    await ctx.app.db
      .update(users)
      .set({ notifyTradeMessagesInterval: '0' })
      .where(eq(users.id, trade.seller.id));
    for (const text of ['one', 'two'])
      await trade.buyer.client.post(`/rest/v1/trade/${trade.tradeHash}/messages`, { text });
    await dispatch();
    const chat = (await notificationsOf(ctx.app.db, trade.seller.id)).filter(
      (row) => row.kind === 'trade.message',
    );
    expect(chat.map((row) => row.count)).toEqual([1, 1]);
  });

  it('follows the preferences: no job for a channel turned off, hidden when in-app is off', async () => {
    const trade = await startTestTrade(ctx.app);
    await dispatch();
    const put = await trade.vendor.client.send('PUT', '/rest/v1/notifications/preferences', {
      preferences: [
        { group: 'trades', channel: 'email', enabled: false },
        { group: 'wallet', channel: 'in_app', enabled: false },
      ],
    });
    expect(put.statusCode).toBe(200);
    await trade.buyer.client.post(`/rest/v1/trade/${trade.tradeHash}/paid`);
    await ctx.app.db.transaction((tx) =>
      recordUserEvents(tx, [
        {
          userId: trade.vendor.id,
          type: 'wallet.deposit',
          payload: { status: 'pending', coin: 'BTC', amount: '0.5' },
        },
      ]),
    );
    await dispatch();
    const rows = await notificationsOf(ctx.app.db, trade.vendor.id);
    const paid = rows.find((row) => row.kind === 'trade.paid')!;
    const deposit = rows.find((row) => row.kind === 'wallet.deposit_pending')!;
    expect(paid.shown).toBe(true);
    expect(deposit.shown).toBe(false);
    const jobs = await deliveriesOf(ctx.app.db, trade.vendor.id);
    expect(jobs.filter((job) => job.notificationId === paid.id)).toEqual([]);
    expect(jobs.filter((job) => job.notificationId === deposit.id).map((job) => job.channel)).toEqual([
      'email',
    ]);
    const count = await trade.vendor.client.get('/rest/v1/notifications/unread-count');
    // trade.started and trade.paid; the hidden deposit notice does not count.
    expect(count.json().data.unreadCount).toBe(2);
  });

  it('never notifies a closed account', async () => {
    const user = await tradingUser(ctx.app);
    await ctx.app.db.update(users).set({ closedAt: new Date() }).where(eq(users.id, user.id));
    await ctx.app.db.transaction((tx) =>
      recordUserEvents(tx, [{ userId: user.id, type: 'security.password_changed' }]),
    );
    await dispatch();
    expect(await notificationsOf(ctx.app.db, user.id)).toEqual([]);
  });
});

describe('the delivery loop', () => {
  it('retries a failing channel with back-off while the others deliver, and gives up a permanent failure', async () => {
    const failing = recordingChannel('push', () => new Error('push service down'));
    const working = recordingChannel('telegram');
    const registry = new ChannelRegistry().register(failing).register(working);
    const user = await tradingUser(ctx.app);
    await ctx.app.db.transaction((tx) =>
      recordUserEvents(tx, [
        { userId: user.id, type: 'wallet.sendout', payload: { status: 'sent', coin: 'BTC', amount: '0.1' } },
      ]),
    );
    await runNotificationDispatch(ctx.app.db, registry);
    const report = await runNotificationDelivery(ctx.app.db, registry);
    expect(report).toMatchObject({ sent: 1, retried: 1, failed: 0 });
    expect(working.delivered.map((item) => item.notification.kind)).toEqual(['wallet.sendout_sent']);
    const jobs = await deliveriesOf(ctx.app.db, user.id);
    const push = jobs.find((job) => job.channel === 'push')!;
    expect(push).toMatchObject({ status: 'pending', attempts: 1, lastError: 'push service down' });
    const waitSeconds = (push.nextAttemptAt.getTime() - Date.now()) / 1000;
    expect(waitSeconds).toBeGreaterThan(backoffSeconds(1) - 10);
    expect(waitSeconds).toBeLessThanOrEqual(backoffSeconds(1) + 1);
    expect(jobs.find((job) => job.channel === 'telegram')).toMatchObject({ status: 'sent', attempts: 1 });
    // Not due yet: nothing is tried.
    expect(await runNotificationDelivery(ctx.app.db, registry)).toMatchObject({ sent: 0, retried: 0 });
    // The last attempt fails for good.
    await ctx.app.db
      .update(notificationDeliveries)
      .set({ nextAttemptAt: new Date(Date.now() - 1000), attempts: MAX_DELIVERY_ATTEMPTS - 1 })
      .where(eq(notificationDeliveries.id, push.id));
    expect(await runNotificationDelivery(ctx.app.db, registry)).toMatchObject({ failed: 1 });
    const [gaveUp] = (await deliveriesOf(ctx.app.db, user.id)).filter((job) => job.channel === 'push');
    expect(gaveUp).toMatchObject({ status: 'failed', attempts: MAX_DELIVERY_ATTEMPTS });
  });

  it('does not retry a PermanentDeliveryError', async () => {
    const gone = recordingChannel('push', () => new PermanentDeliveryError('subscription expired'));
    const registry = new ChannelRegistry().register(gone);
    const user = await tradingUser(ctx.app);
    await ctx.app.db.transaction((tx) =>
      recordUserEvents(tx, [{ userId: user.id, type: 'security.password_changed' }]),
    );
    await runNotificationDispatch(ctx.app.db, registry);
    expect(await runNotificationDelivery(ctx.app.db, registry)).toMatchObject({ failed: 1 });
    const [job] = await deliveriesOf(ctx.app.db, user.id);
    expect(job).toMatchObject({ status: 'failed', attempts: 1, lastError: 'subscription expired' });
  });

  it('keeps several calls of one channel in flight: a slow call does not hold up the next job', async () => {
    let release: () => void = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    let calls = 0;
    const channel = recordingChannel('telegram');
    const slowFirst = {
      ...channel,
      async deliver(
        db: Parameters<typeof channel.deliver>[0],
        delivery: Parameters<typeof channel.deliver>[1],
      ) {
        calls += 1;
        // The first call waits until a later one has gone through; one at a time it would time out.
        if (calls === 1) await released;
        else release();
        await channel.deliver(db, delivery);
      },
    };
    const registry = new ChannelRegistry().register(slowFirst);
    const user = await tradingUser(ctx.app);
    await ctx.app.db.transaction((tx) =>
      recordUserEvents(tx, [
        { userId: user.id, type: 'wallet.sendout', payload: { status: 'sent', coin: 'BTC', amount: '0.1' } },
        { userId: user.id, type: 'wallet.sendout', payload: { status: 'sent', coin: 'BTC', amount: '0.2' } },
      ]),
    );
    await runNotificationDispatch(ctx.app.db, registry);
    const report = await runNotificationDelivery(ctx.app.db, registry, { timeoutMs: 5_000 });
    expect(report).toMatchObject({ claimed: 2, sent: 2, retried: 0 });
  });

  it('lets a node that outlived its lease neither undo a later claim nor fail its job', async () => {
    let releaseStale: () => void = () => {};
    const staleGone = new Promise<void>((resolve) => {
      releaseStale = resolve;
    });
    const stale = recordingChannel('telegram');
    const hanging = {
      ...stale,
      async deliver() {
        await staleGone;
        throw new Error('stale node lost its connection');
      },
    };
    const user = await tradingUser(ctx.app);
    await ctx.app.db.transaction((tx) =>
      recordUserEvents(tx, [{ userId: user.id, type: 'security.password_changed' }]),
    );
    const staleRegistry = new ChannelRegistry().register(hanging);
    await runNotificationDispatch(ctx.app.db, staleRegistry);
    const staleRun = runNotificationDelivery(ctx.app.db, staleRegistry, { timeoutMs: 30_000 });
    // The stale node's call hangs; its lease runs out and a live node claims and sends the job.
    let [job] = await deliveriesOf(ctx.app.db, user.id);
    for (let wait = 0; wait < 200 && job!.attempts === 0; wait += 1) {
      await new Promise((resolve) => setTimeout(resolve, 10));
      [job] = await deliveriesOf(ctx.app.db, user.id);
    }
    expect(job).toMatchObject({ status: 'pending', attempts: 1 });
    await ctx.app.db
      .update(notificationDeliveries)
      .set({ nextAttemptAt: sql`now()` })
      .where(eq(notificationDeliveries.id, job!.id));
    const live = recordingChannel('telegram');
    expect(await runNotificationDelivery(ctx.app.db, new ChannelRegistry().register(live))).toMatchObject({
      claimed: 1,
      sent: 1,
    });
    // The stale call now fails: its retry must not turn the sent job back to pending.
    releaseStale();
    expect(await staleRun).toMatchObject({ retried: 1 });
    const [after] = await deliveriesOf(ctx.app.db, user.id);
    expect(after).toMatchObject({ status: 'sent', attempts: 2, lastError: null });
    // Nor may its last attempt mark a job another claim holds as failed.
    await ctx.app.db
      .update(notificationDeliveries)
      .set({ status: 'pending', attempts: MAX_DELIVERY_ATTEMPTS + 1 })
      .where(eq(notificationDeliveries.id, job!.id));
    await markDeliveryFailed(ctx.app.db, { id: job!.id, attempts: MAX_DELIVERY_ATTEMPTS }, 'late');
    const [held] = await deliveriesOf(ctx.app.db, user.id);
    expect(held).toMatchObject({ status: 'pending', lastError: null });
  });

  it('doubles the wait up to an hour', () => {
    expect([1, 2, 3, 8, 20].map(backoffSeconds)).toEqual([30, 60, 120, 3600, 3600]);
  });
});
