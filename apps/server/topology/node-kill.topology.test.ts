import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestTopology, type RunningTopology } from './topology-fixture.js';
import { expectNothingLost, tradeWithChat } from './trade-burst.js';
import { preparePairs } from './trading-pairs.js';

const PAIRS = 6;
const MESSAGES = 6;

// Two nodes behind nginx. In the middle of a burst of trades and chat one node is killed with SIGKILL:
// requests in flight on it fail, clients retry through nginx (trade starts with their Idempotency-Key),
// sockets on it drop and reconnect to the survivor with `after=` and get what they missed.
describe('kill -9 of a node in the middle of a burst', () => {
  let running: RunningTopology;

  beforeAll(async () => {
    running = await startTestTopology({ nodes: 2 });
  });
  afterAll(async () => {
    await running?.close();
  });

  it('loses no trade, chat message or notification, and the ledger verifies', async () => {
    const { topology, database } = running;
    const pairs = await preparePairs(database.db, topology.url, PAIRS);
    const totalSteps = PAIRS * (MESSAGES + 3);
    let steps = 0;
    let killed: Promise<void> | undefined;
    const finished = await Promise.all(
      pairs.map((pair) =>
        tradeWithChat(pair, MESSAGES, () => {
          steps += 1;
          if (!killed && steps >= totalSteps / 3) killed = topology.killNode(0);
        }),
      ),
    );
    await killed;
    expect(topology.nodes[0]!.process.signalCode).toBe('SIGKILL');

    // Sockets that were on the killed node reconnected (to the survivor).
    const reconnected = pairs
      .flatMap((pair) => [pair.buyerSocket, pair.sellerSocket])
      .filter((s) => s.opened > 1);
    expect(reconnected.length).toBeGreaterThan(0);

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
