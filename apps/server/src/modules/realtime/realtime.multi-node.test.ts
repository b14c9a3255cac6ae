import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import type { TradeMessage, UserEvent } from '@p2p/shared';
import { buildApp } from '../../app.js';
import { openDatabase, type DatabaseHandle } from '../../db/client.js';
import { createTestApp, type TestContext } from '../../test/app.js';
import { testDriver } from '../../test/database.js';
import { insertChatTrade } from '../trade-chat/trade-chat-test-fixtures.js';
import { LISTENER_APPLICATION_NAME } from './event-listener.js';
import { openUserSocket } from './socket-test-client.js';
import { recordUserEvents } from './user-events.js';

// Two nodes behind a load balancer: each has its own pool and its own LISTEN connection to one
// PostgreSQL database. A change committed through one node reaches sockets connected to the other.
describe.runIf(testDriver === 'postgres')('real time across nodes (PostgreSQL LISTEN/NOTIFY)', () => {
  let nodeA: TestContext;
  let secondHandle: DatabaseHandle;
  let nodeB: FastifyInstance;

  beforeAll(async () => {
    nodeA = await createTestApp();
    const pool = (nodeA.database.db as unknown as { $client: pg.Pool }).$client;
    secondHandle = await openDatabase({
      driver: 'pg',
      url: pool.options.connectionString!,
      poolSize: 4,
      onIdleClientError: () => {},
    });
    nodeB = await buildApp({ config: nodeA.config, database: secondHandle, closeDatabase: false });
    await Promise.all([
      nodeA.app.listen({ host: '127.0.0.1', port: 0 }),
      nodeB.listen({ host: '127.0.0.1', port: 0 }),
    ]);
  });
  afterAll(async () => {
    await nodeB.close();
    await secondHandle.close();
    await nodeA.close();
  });

  it('delivers a message posted on node A to the counterparty’s socket on node B, and back', async () => {
    const { trade, buyer, seller } = await insertChatTrade(nodeA.app);
    // Sessions live in the shared database: the seller's cookie works on node B too.
    const sellerOnB = await openUserSocket(nodeB, seller.client);
    const buyerOnA = await openUserSocket(nodeA.app, buyer.client);
    await Promise.all([sellerOnB.untilReady(), buyerOnA.untilReady()]);

    const posted = await buyer.client.post(`/rest/v1/trade/${trade.hash}/messages`, { text: 'paid' });
    const message = (posted.json() as { data: TradeMessage }).data;
    expect(await sellerOnB.next()).toMatchObject({
      type: 'trade.message',
      tradeHash: trade.hash,
      payload: { messageId: message.id },
    });
    expect(await buyerOnA.next()).toMatchObject({
      type: 'trade.message',
      payload: { messageId: message.id },
    });

    // The seller's read receipt goes through node B's own pool and reaches the buyer on node A.
    const read = await nodeB.inject({
      method: 'POST',
      url: `/rest/v1/trade/${trade.hash}/read`,
      headers: {
        cookie: ['sid', 'csrf_secret'].map((name) => `${name}=${seller.client.cookie(name)}`).join('; '),
        'x-csrf-token': await seller.client.fetchCsrf(),
        'content-type': 'application/json',
      },
      payload: JSON.stringify({ last_message_id: message.id }),
    });
    expect(read.statusCode, read.body).toBe(200);
    const receipt = (await buyerOnA.next()) as UserEvent;
    expect(receipt).toMatchObject({ type: 'trade.read', payload: { lastReadMessageId: message.id } });

    await Promise.all([sellerOnB.close(), buyerOnA.close()]);
  });

  it('catches up after its LISTEN connection was cut: nothing committed meanwhile is lost', async () => {
    const { trade, buyer, seller } = await insertChatTrade(nodeA.app);
    const sellerOnB = await openUserSocket(nodeB, seller.client);
    await sellerOnB.untilReady();

    // Cut every realtime LISTEN connection of this database (both nodes'; the platform controls'
    // listeners have a name of their own), then commit at once: the notification goes nowhere, the
    // reconnect's catch-up must deliver it.
    const cut = (await nodeA.app.db.execute(
      sql`select pg_terminate_backend(pid) as cut from pg_stat_activity
          where datname = current_database() and query ilike 'listen %' and pid <> pg_backend_pid()
            and application_name like ${`${LISTENER_APPLICATION_NAME}:%`}`,
    )) as unknown as { rows: { cut: boolean }[] };
    expect(cut.rows).toEqual([{ cut: true }, { cut: true }]);
    const posted = await buyer.client.post(`/rest/v1/trade/${trade.hash}/messages`, { text: 'still there?' });
    const message = (posted.json() as { data: TradeMessage }).data;
    expect(await sellerOnB.next()).toMatchObject({
      type: 'trade.message',
      payload: { messageId: message.id },
    });

    // And live delivery works again on the new connection.
    const next = await buyer.client.post(`/rest/v1/trade/${trade.hash}/messages`, { text: 'good' });
    const nextId = (next.json() as { data: TradeMessage }).data.id;
    expect(await sellerOnB.next()).toMatchObject({ type: 'trade.message', payload: { messageId: nextId } });
    await sellerOnB.close();
  });

  it('delivers an event whose transaction commits after a later one, live and on reconnect', async () => {
    const { buyer } = await insertChatTrade(nodeA.app);
    const stays = await openUserSocket(nodeB, buyer.client);
    const leaves = await openUserSocket(nodeA.app, buyer.client);
    await Promise.all([stays.untilReady(), leaves.untilReady()]);

    // Transaction A records its event (taking the lower id) and stays open while B commits.
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let recorded!: () => void;
    const inserted = new Promise<void>((resolve) => (recorded = resolve));
    const slow = nodeA.app.db.transaction(async (tx) => {
      await recordUserEvents(tx, [{ userId: buyer.user.id, type: 'trade.status', payload: { n: 'late' } }]);
      recorded();
      await gate;
    });
    await inserted;
    await nodeA.app.db.transaction((tx) =>
      recordUserEvents(tx, [{ userId: buyer.user.id, type: 'trade.status', payload: { n: 'seen' } }]),
    );
    const seen = (await leaves.next()) as UserEvent;
    expect(seen.payload).toEqual({ n: 'seen' });
    expect(((await stays.next()) as UserEvent).payload).toEqual({ n: 'seen' });
    await leaves.close();

    release();
    await slow;
    const late = (await stays.next()) as UserEvent;
    expect(late.payload).toEqual({ n: 'late' });
    expect(late.id).toBeLessThan(seen.id);

    const back = await openUserSocket(nodeA.app, buyer.client, seen.id);
    const resent = (await back.untilReady()) as UserEvent[];
    expect(resent.map((event) => event.payload?.n ?? event.type)).toEqual(['late', 'realtime.ready']);
    await Promise.all([stays.close(), back.close()]);
  });
});
