import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.js';
import { notificationDeliveries, notifications, userEvents } from '../../db/schema.js';
import { createTestApp, type TestContext } from '../../test/app.js';
import { openWidePool, testDriver } from '../../test/database.js';
import { startTestTrade, tradingUser } from '../../test/trades.js';
import { recordUserEvents } from '../realtime/user-events.js';
import { ChannelRegistry } from './channel-registry.js';
import { runNotificationDelivery } from './delivery.js';
import { claimUndispatchedEvents } from './dispatch.repository.js';
import { runNotificationDispatch } from './dispatcher.js';
import { recordingChannel } from './notifications-test-kit.js';

/**
 * Several dispatchers and delivery loops at once, on PostgreSQL (PGlite runs one transaction at a
 * time): every notifiable event makes exactly one notification, chat messages of one trade fold into
 * one batch, and every job is delivered once.
 */
describe.skipIf(testDriver !== 'postgres')(
  'notification dispatch under real concurrency (PostgreSQL)',
  () => {
    let ctx: TestContext;
    let wide: DatabaseHandle;

    beforeAll(async () => {
      ctx = await createTestApp();
      wide = await openWidePool(ctx.database.db, 12);
    });
    afterAll(async () => {
      await wide?.close();
      await ctx?.close();
    });

    it('dispatchers racing fold the messages of one trade into one batch', async () => {
      const trade = await startTestTrade(ctx.app);
      await runNotificationDispatch(wide.db, new ChannelRegistry());
      for (let index = 0; index < 40; index += 1) {
        await wide.db.transaction((tx) =>
          recordUserEvents(tx, [
            {
              userId: trade.seller.id,
              type: 'trade.message',
              tradeHash: trade.tradeHash,
              payload: { kind: 'text' },
            },
          ]),
        );
      }
      const registry = new ChannelRegistry();
      await Promise.all(
        Array.from({ length: 4 }, () => runNotificationDispatch(wide.db, registry, { batchSize: 3 })),
      );
      const chat = await wide.db
        .select()
        .from(notifications)
        .where(sql`${notifications.userId} = ${trade.seller.id} and ${notifications.kind} = 'trade.message'`);
      expect(chat.map((row) => row.count)).toEqual([40]);
    });

    it("a claim's row locks do not hold off the foreign-key check of a notification naming the event", async () => {
      // A dispatcher folding twice into a batch it touched re-checks the batch's event_id with FOR KEY
      // SHARE; a claim by FOR UPDATE blocked that check and two dispatchers deadlocked (CI, session 10).
      const user = await tradingUser(ctx.app);
      await wide.db.transaction((tx) =>
        recordUserEvents(tx, [{ userId: user.id, type: 'wallet.deposit', payload: { coin: 'BTC' } }]),
      );
      const [event] = await wide.db
        .select({ id: userEvents.id })
        .from(userEvents)
        .where(sql`${userEvents.userId} = ${user.id} and ${userEvents.dispatchedAt} is null`);
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      let claimed!: () => void;
      const claimedNow = new Promise<void>((resolve) => (claimed = resolve));
      const claimer = wide.db.transaction(async (tx) => {
        const events = await claimUndispatchedEvents(tx, 10_000);
        expect(events.map((row) => row.id)).toContain(event!.id);
        claimed();
        await held;
      });
      await claimedNow;
      const naming = wide.db.transaction(async (tx) => {
        await tx.execute(sql`set local lock_timeout = '5s'`);
        const [row] = await tx
          .insert(notifications)
          .values({
            userId: user.id,
            kind: 'wallet.deposit',
            kindGroup: 'wallet',
            eventId: event!.id,
            data: {},
            link: '/wallet',
          })
          .returning({ id: notifications.id });
        await tx.delete(notifications).where(eq(notifications.id, row!.id));
        return row!.id;
      });
      const outcome = await naming.then(
        (id) => ({ id }),
        (error: unknown) => ({ error }),
      );
      release();
      await claimer;
      expect(outcome).toEqual({ id: expect.any(Number) });
    });

    it('four dispatchers racing make one notification per event', async () => {
      const users = await Promise.all(Array.from({ length: 5 }, () => tradingUser(ctx.app)));
      const ids = users.map((user) => user.id);
      // 300 deposits in 20 commits.
      for (let round = 0; round < 20; round += 1) {
        await wide.db.transaction((tx) =>
          recordUserEvents(
            tx,
            ids.flatMap((userId) =>
              Array.from({ length: 3 }, (_, index) => ({
                userId,
                type: 'wallet.deposit',
                payload: { status: 'confirmed', coin: 'BTC', amount: `${round}.${index}` },
              })),
            ),
          ),
        );
      }
      const registry = new ChannelRegistry().register(recordingChannel('telegram'));
      await Promise.all(
        Array.from({ length: 4 }, () => runNotificationDispatch(wide.db, registry, { batchSize: 25 })),
      );
      await runNotificationDispatch(wide.db, registry);
      const rows = await wide.db.select().from(notifications).where(inArray(notifications.userId, ids));
      expect(rows).toHaveLength(300);
      expect(new Set(rows.map((row) => row.eventId)).size).toBe(300);
      const undispatched = await wide.db
        .select({ id: userEvents.id })
        .from(userEvents)
        .where(sql`${userEvents.dispatchedAt} is null and ${inArray(userEvents.userId, ids)}`);
      expect(undispatched).toEqual([]);
      const jobs = await wide.db
        .select()
        .from(notificationDeliveries)
        .where(inArray(notificationDeliveries.userId, ids));
      // One job per notification on the registered channel.
      expect(jobs).toHaveLength(300);
      expect(new Set(jobs.map((job) => job.notificationId)).size).toBe(300);
    });

    it('two delivery loops racing deliver every job once', async () => {
      const user = await tradingUser(ctx.app);
      await wide.db.transaction((tx) =>
        recordUserEvents(
          tx,
          Array.from({ length: 60 }, (_, index) => ({
            userId: user.id,
            type: 'wallet.sendout',
            payload: { status: 'sent', coin: 'BTC', amount: `${index}` },
          })),
        ),
      );
      const channel = recordingChannel('push');
      const registry = new ChannelRegistry().register(channel);
      await runNotificationDispatch(wide.db, registry);
      await Promise.all([
        runNotificationDelivery(wide.db, registry, { limit: 10 }),
        runNotificationDelivery(wide.db, registry, { limit: 10 }),
        runNotificationDelivery(wide.db, registry, { limit: 10 }),
      ]);
      for (let round = 0; round < 10; round += 1) await runNotificationDelivery(wide.db, registry);
      const delivered = channel.delivered.filter((item) => item.userId === user.id);
      expect(delivered).toHaveLength(60);
      expect(new Set(delivered.map((item) => item.jobId)).size).toBe(60);
      const pending = await wide.db
        .select()
        .from(notificationDeliveries)
        .where(eq(notificationDeliveries.userId, user.id));
      expect(pending.filter((job) => job.channel === 'push').every((job) => job.status === 'sent')).toBe(
        true,
      );
    });
  },
);
