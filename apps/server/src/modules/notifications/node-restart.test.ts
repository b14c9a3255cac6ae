import type { EventEmitter } from 'node:events';
import { and, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { openDatabase, type DatabaseHandle } from '../../db/client.js';
import { notificationDeliveries, notifications, userEvents } from '../../db/schema.js';
import { createTestApp, type TestContext } from '../../test/app.js';
import { testDriver } from '../../test/database.js';
import { insertUsers } from '../../test/ledger.js';
import { startTestTrade } from '../../test/trades.js';
import { recordUserEvents } from '../realtime/user-events.js';
import type { ChannelDelivery, ExternalChannelName, NotificationChannel } from './channel.js';
import { runNotificationDelivery } from './delivery.js';
import { runNotificationDispatch } from './dispatcher.js';

/**
 * A node dies while it holds claims, another carries on: two app instances on one PostgreSQL
 * database, each with its own connection pool, claiming with FOR UPDATE SKIP LOCKED.
 *
 * What is promised (and proved here): every notification is made exactly once, and reaches every
 * channel at least once with a stable idempotency key (the delivery job's id, `idempotencyKey` in a
 * push message). Only a job whose call was under way when its node died is sent twice, with the
 * same key, so a receiver that drops repeated keys shows each notification exactly once per channel.
 */
describe.skipIf(testDriver !== 'postgres')('notification delivery across a node restart (PostgreSQL)', () => {
  const NODE_A = 'p2p_notification_node_a';
  let ctx: TestContext;
  let nodeA: FastifyInstance;
  let handleA: DatabaseHandle;

  /** What the channels' receivers got: one row per call that reached them. */
  const received: { node: 'a' | 'b'; channel: ExternalChannelName; key: number; notificationId: number }[] =
    [];
  let hungOnA = 0;
  let releaseA: () => void = () => {};
  const nodeAGone = new Promise<void>((resolve) => {
    releaseA = resolve;
  });

  /** A receiver-side channel; on node A each call reaches the receiver, then the node dies before it is marked sent. */
  function channel(node: 'a' | 'b', name: ExternalChannelName): NotificationChannel {
    return {
      name,
      async isConnected() {
        return true;
      },
      async deliver(_db: unknown, delivery: ChannelDelivery) {
        received.push({ node, channel: name, key: delivery.jobId, notificationId: delivery.notification.id });
        if (node === 'a') {
          hungOnA += 1;
          await nodeAGone;
          throw new Error('node A is gone');
        }
      },
    };
  }
  const CHANNELS: ExternalChannelName[] = ['email', 'push', 'telegram'];

  async function killNodeA(): Promise<void> {
    // What the database sees when a node's process is killed: its connections drop, its open
    // transaction rolls back, its row locks go.
    await ctx.app.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity where application_name = ${NODE_A}`,
    );
  }

  beforeAll(async () => {
    ctx = await createTestApp();
    const [row] = (
      (await ctx.app.db.execute(sql`select current_database() as name`)) as unknown as {
        rows: { name: string }[];
      }
    ).rows;
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.pathname = `/${row!.name}`;
    url.searchParams.set('application_name', NODE_A);
    handleA = await openDatabase({
      driver: 'pg',
      url: url.toString(),
      poolSize: 6,
      onIdleClientError: () => {},
    });
    nodeA = await buildApp({ config: ctx.config, database: handleA, closeDatabase: false });
    await nodeA.ready();
    for (const name of CHANNELS) {
      nodeA.notificationChannels.register(channel('a', name));
      ctx.app.notificationChannels.register(channel('b', name));
    }
  });
  afterAll(async () => {
    releaseA();
    await nodeA?.close().catch(() => undefined);
    await handleA?.close().catch(() => undefined);
    await ctx?.close();
  });

  it('loses nothing and duplicates only in-flight calls, with the same idempotency key', async () => {
    // Whatever the fixtures recorded is dispatched first: node A's batch below holds only this test's events.
    const trades = [await startTestTrade(ctx.app), await startTestTrade(ctx.app)];
    await runNotificationDispatch(ctx.app.db, ctx.app.notificationChannels);
    await ctx.app.db.update(notificationDeliveries).set({ status: 'sent' });
    const users = await insertUsers(ctx.app.db, 40);
    await ctx.app.db.transaction((tx) =>
      recordUserEvents(tx, [
        ...users.map((userId, index) => ({
          userId,
          type: 'wallet.deposit',
          payload: { status: 'confirmed', coin: 'BTC', amount: `0.${index + 1}` },
        })),
        ...trades.map((trade) => ({
          userId: trade.seller.id,
          type: 'trade.status',
          tradeHash: trade.tradeHash,
          payload: { status: 'paid', actorId: trade.buyer.id },
        })),
      ]),
    );
    const events = await ctx.app.db
      .select({ id: userEvents.id })
      .from(userEvents)
      .where(isNull(userEvents.dispatchedAt));
    expect(events).toHaveLength(42);

    // 1. Node A's dispatcher claims the batch and dies inside its transaction.
    let claimed: () => void = () => {};
    const claimedSignal = new Promise<void>((resolve) => {
      claimed = resolve;
    });
    let batchPid = 0;
    nodeA.notificationChannels.addEventConsumer(async (tx) => {
      const [row] = (
        (await tx.execute(sql`select pg_backend_pid() as pid`)) as unknown as { rows: { pid: number }[] }
      ).rows;
      batchPid = row!.pid;
      claimed();
      // A killed process hears nothing of its connection; here the client stays, so it must not throw.
      (tx as unknown as { session: { client: EventEmitter } }).session.client.on('error', () => {});
      // Node A is busy inside its claiming transaction (the rows locked) when it is killed.
      await tx.execute(sql`select pg_sleep(60)`);
    });
    const dispatchA = runNotificationDispatch(nodeA.db, nodeA.notificationChannels).then(
      () => 'committed',
      (error: unknown) => error,
    );
    await claimedSignal;
    // Node B skips the rows node A holds instead of waiting for them.
    const meanwhile = await runNotificationDispatch(ctx.app.db, ctx.app.notificationChannels);
    expect(meanwhile.events).toBe(0);
    // Its connection drops (the process is gone): the transaction rolls back, the row locks go.
    await ctx.app.db.execute(sql`select pg_terminate_backend(${batchPid})`);
    expect(await dispatchA).toBeInstanceOf(Error);
    const eventIds = events.map((event) => event.id);
    expect(
      await ctx.app.db.select().from(notifications).where(inArray(notifications.eventId, eventIds)),
    ).toEqual([]);

    // The survivor takes the whole batch: one notification per event, one job per channel.
    const after = await runNotificationDispatch(ctx.app.db, ctx.app.notificationChannels);
    expect(after).toMatchObject({ events: 42, notifications: 42, deliveries: 42 * CHANNELS.length });
    const made = await ctx.app.db
      .select({ id: notifications.id })
      .from(notifications)
      .where(inArray(notifications.eventId, eventIds));
    const notificationIds = made.map((item) => item.id);
    expect(notificationIds).toHaveLength(42);

    // 2. Node A's delivery loop claims jobs, its calls reach the receivers, and it dies before marking them sent.
    const deliveryA = runNotificationDelivery(nodeA.db, nodeA.notificationChannels).catch(
      (error: unknown) => error,
    );
    const leased = async () =>
      ctx.app.db
        .select({ id: notificationDeliveries.id, channel: notificationDeliveries.channel })
        .from(notificationDeliveries)
        .where(
          and(
            eq(notificationDeliveries.status, 'pending'),
            gt(notificationDeliveries.nextAttemptAt, sql`now() + interval '1 minute'`),
          ),
        );
    let inFlight = -1;
    for (let wait = 0; wait < 400 && (inFlight <= 0 || hungOnA !== inFlight); wait += 1) {
      await new Promise((resolve) => setTimeout(resolve, 25));
      const rows = await leased();
      inFlight = CHANNELS.reduce(
        (sum, name) => sum + Math.min(16, rows.filter((item) => item.channel === name).length),
        0,
      );
    }
    expect(hungOnA).toBeGreaterThan(0);
    expect(hungOnA).toBe(inFlight);
    const claimedByA = (await leased()).map((item) => item.id);
    await killNodeA();
    await nodeA.close();
    // A dead process writes nothing more: its pool is gone before its hung calls return.
    await handleA.close();
    releaseA();
    await deliveryA;

    // The survivor delivers what was never claimed, then (the 5-minute lease over) what node A held.
    const drain = async () => {
      for (let pass = 0; pass < 20; pass += 1) {
        if ((await runNotificationDelivery(ctx.app.db, ctx.app.notificationChannels)).claimed === 0) return;
      }
    };
    await drain();
    await ctx.app.db
      .update(notificationDeliveries)
      .set({ nextAttemptAt: sql`now()` })
      .where(inArray(notificationDeliveries.id, claimedByA));
    await drain();

    const jobs = await ctx.app.db
      .select()
      .from(notificationDeliveries)
      .where(inArray(notificationDeliveries.notificationId, notificationIds));
    expect(jobs).toHaveLength(42 * CHANNELS.length);
    expect(jobs.every((job) => job.status === 'sent')).toBe(true);
    // Claimed twice: by node A, then by the survivor.
    for (const job of jobs) expect(job.attempts).toBe(claimedByA.includes(job.id) ? 2 : 1);

    const mine = received.filter((item) => notificationIds.includes(item.notificationId));
    const byKey = new Map<number, typeof mine>();
    for (const item of mine) byKey.set(item.key, [...(byKey.get(item.key) ?? []), item]);
    // Every job reached its receiver; a repeat only for a call node A had under way, with the same key.
    expect([...byKey.keys()].sort((a, b) => a - b)).toEqual(jobs.map((job) => job.id).sort((a, b) => a - b));
    for (const [key, calls] of byKey) {
      const onA = calls.filter((item) => item.node === 'a').length;
      expect(onA).toBeLessThanOrEqual(1);
      expect(calls.filter((item) => item.node === 'b')).toHaveLength(1);
      if (onA === 1) expect(claimedByA).toContain(key);
    }
    expect(mine.filter((item) => item.node === 'a')).toHaveLength(hungOnA);
    // Dropping repeated keys leaves exactly one per notification and channel.
    const unique = new Set(
      [...byKey.values()].map(([first]) => `${first!.notificationId}:${first!.channel}`),
    );
    expect(unique.size).toBe(42 * CHANNELS.length);
  });
});
