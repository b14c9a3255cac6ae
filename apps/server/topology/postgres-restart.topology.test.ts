import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitUntil } from '../../../scripts/topology/nodes.js';
import { startTestTopology, type RunningTopology } from './topology-fixture.js';
import { expectNothingLost, tradeWithChat } from './trade-burst.js';
import { preparePairs } from './trading-pairs.js';

const PAIRS = 4;
const MESSAGES = 6;

async function readiness(port: number): Promise<number | 'no answer'> {
  try {
    const response = await fetch(`http://127.0.0.1:${port}/readyz`, { signal: AbortSignal.timeout(3000) });
    await response.arrayBuffer();
    return response.status;
  } catch {
    return 'no answer';
  }
}

// PostgreSQL stops (fast shutdown: every connection is ended) in the middle of a burst and starts
// again. The nodes stay up: /readyz answers 503 while the database is away (nginx takes them out),
// then 200 again without a restart; pools and the LISTEN connection reconnect on their own.
describe('PostgreSQL restart under load', () => {
  let running: RunningTopology;

  beforeAll(async () => {
    running = await startTestTopology({ nodes: 2 });
  });
  afterAll(async () => {
    await running?.close();
  });

  it('nodes report not ready, recover by themselves, and nothing is lost', async () => {
    const { topology, database } = running;
    const pairs = await preparePairs(database.db, topology.url, PAIRS);
    const pids = topology.nodes.map((node) => node!.process.pid);
    const duringOutage: (number | 'no answer')[] = [];
    let unavailable: { status: number; body: { error?: { code?: string } } } | undefined;

    const outage = async () => {
      topology.stopPostgres();
      for (const index of [0, 1]) {
        await waitUntil(
          `node ${index} to report not ready`,
          async () => (await readiness(topology.nodePort(index))) === 503,
        );
        duringOutage.push(503);
      }
      // A request that needs the database answers 503 ERROR_UNAVAILABLE (retry), not 500.
      const direct = await fetch(
        `http://127.0.0.1:${topology.nodePort(0)}/rest/v1/offers?type=buy&currency=USD`,
      );
      unavailable = { status: direct.status, body: (await direct.json()) as { error?: { code?: string } } };
      topology.startPostgres();
      for (const index of [0, 1]) {
        await waitUntil(
          `node ${index} to be ready again`,
          async () => (await readiness(topology.nodePort(index))) === 200,
        );
      }
    };

    const totalSteps = PAIRS * (MESSAGES + 3);
    let steps = 0;
    let outageDone: Promise<void> | undefined;
    const finished = await Promise.all(
      pairs.map((pair) =>
        tradeWithChat(pair, MESSAGES, () => {
          steps += 1;
          if (!outageDone && steps >= totalSteps / 3) outageDone = outage();
        }),
      ),
    );
    await outageDone;
    expect(duringOutage).toEqual([503, 503]);
    expect(unavailable).toMatchObject({ status: 503, body: { error: { code: 'ERROR_UNAVAILABLE' } } });

    // The same processes, never restarted.
    for (const [index, node] of topology.nodes.entries()) {
      expect(node!.process.pid).toBe(pids[index]);
      expect(node!.process.exitCode).toBeNull();
      expect(node!.process.signalCode).toBeNull();
    }
    await expectNothingLost(database.db, finished);
    for (const pair of pairs) {
      pair.buyerSocket.stop();
      pair.sellerSocket.stop();
    }
    const verify = topology.ledgerVerify();
    expect(verify.output).toContain('"ok": true');
    expect(verify.status).toBe(0);
  });
});
