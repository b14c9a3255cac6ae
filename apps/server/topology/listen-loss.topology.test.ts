import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitUntil } from '../../../scripts/topology/nodes.js';
import { LISTENER_APPLICATION_NAME } from '../src/modules/realtime/event-listener.js';
import { expectStatus } from './balanced-client.js';
import { SocketFollower } from './socket-follower.js';
import { startTestTopology, type RunningTopology } from './topology-fixture.js';
import { preparePairs } from './trading-pairs.js';

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

// Node 1 loses its LISTEN connection (pg_terminate_backend, as a failover or a network cut would
// end it). Events committed through node 0 meanwhile send NOTIFYs node 1 never hears. Node 1 opens a
// new LISTEN connection and, on reconnect, sends each of its sockets the events after the last id it
// sent (SocketHub.catchUp): the buyer on node 1 gets every line.
describe('a node that loses its LISTEN connection', () => {
  let running: RunningTopology;

  beforeAll(async () => {
    running = await startTestTopology({ nodes: 2 });
  });
  afterAll(async () => {
    await running?.close();
  });

  it('resubscribes and sends its sockets what they missed', async () => {
    const { topology, database } = running;
    const node0 = `http://127.0.0.1:${topology.nodePort(0)}`;
    const node1 = `http://127.0.0.1:${topology.nodePort(1)}`;
    const [pair] = await preparePairs(database.db, topology.url, 1);
    const { buyer, seller } = pair!;
    // The buyer's socket on node 1; the seller talks to node 0.
    pair!.buyerSocket.stop();
    buyer.baseUrl = node1;
    const buyerSocket = new SocketFollower(buyer);
    await buyerSocket.start();
    seller.baseUrl = node0;

    const started = await buyer.request<{ data: { tradeHash: string } }>('POST', '/rest/v1/trade/start', {
      body: { offerHash: pair!.offerHash, fiatAmount: '100.00' },
      headers: { 'idempotency-key': `listen-loss-${Date.now()}` },
    });
    expectStatus(started, 201, 'trade start');
    const tradeHash = started.body.data.tradeHash;

    const listenerOf = async (pid: number) =>
      rowsOf<{ pid: number }>(
        await database.db.execute(
          sql`select pid from pg_stat_activity where application_name = ${`${LISTENER_APPLICATION_NAME}:${pid}`}`,
        ),
      ).map((row) => Number(row.pid));
    const nodePid = topology.nodes[1]!.process.pid!;
    const [before] = await listenerOf(nodePid);
    expect(before).toBeDefined();

    await database.db.execute(sql`select pg_terminate_backend(${before!})`);
    // Written through node 0 while node 1 has no LISTEN connection (it waits a second to reconnect).
    const missed: number[] = [];
    for (const line of ['sent while you were away', 'and this one too']) {
      const posted = await seller.request<{ data: { id: number } }>(
        'POST',
        `/rest/v1/trade/${tradeHash}/messages`,
        {
          body: { text: line },
        },
      );
      expectStatus(posted, 201, 'chat message');
      missed.push(posted.body.data.id);
    }

    await waitUntil('node 1 to listen again', async () => {
      const now = await listenerOf(nodePid);
      return now.length === 1 && now[0] !== before;
    });
    const heard = (id: number) => (events: { type: string; payload?: Record<string, unknown> }[]) =>
      events.some((event) => event.type === 'trade.message' && Number(event.payload?.messageId) === id);
    for (const id of missed) await buyerSocket.waitFor(`missed message ${id}`, heard(id));
    // The socket never dropped: the node caught it up itself.
    expect(buyerSocket.opened).toBe(1);

    // And live delivery works again on the new connection.
    const after = await seller.request<{ data: { id: number } }>(
      'POST',
      `/rest/v1/trade/${tradeHash}/messages`,
      {
        body: { text: 'back to live' },
      },
    );
    expectStatus(after, 201, 'chat message');
    await buyerSocket.waitFor('the live message', heard(after.body.data.id));
    buyerSocket.stop();
    pair!.sellerSocket.stop();
  });
});
