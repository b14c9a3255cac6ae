/**
 * `npm run bench:topology`: the balanced topology (scripts/topology: private PostgreSQL, N nodes as
 * separate processes, nginx) driven over HTTP through nginx with a marketplace mix, at 1, 2 and 3
 * nodes. Each virtual user loops: 4 offer searches, 2 offer views, then one whole trade (start with an
 * Idempotency-Key, 2 chat lines, mark paid, release). Prints requests and trades per second, p50/p99
 * latency per kind and the load average: the scaling factor between node counts is the point.
 * The load generator runs on the same machine as everything else; on 2 cores the factor is bounded
 * by the cores, not by the nodes (see docs/benchmarks.md).
 * Options (environment): BENCH_SECONDS (default 20), BENCH_USERS (default 24), BENCH_NODES ("1,2,3").
 */
import { randomUUID } from 'node:crypto';
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { openDatabase } from '../src/db/client.js';
import { startTopology } from '../../../scripts/topology/index.js';
import type { BalancedClient } from '../topology/balanced-client.js';
import { preparePairs, type TradingPair } from '../topology/trading-pairs.js';

const seconds = Number(process.env.BENCH_SECONDS ?? 20);
const virtualUsers = Number(process.env.BENCH_USERS ?? 24);
const nodeCounts = (process.env.BENCH_NODES ?? '1,2,3').split(',').map(Number);

type Kind = 'search' | 'view' | 'start' | 'chat' | 'paid' | 'release';

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

async function runAt(nodes: number) {
  const topology = await startTopology({
    nodes,
    dir: undefined,
    env: { LOG_LEVEL: 'error', DATABASE_POOL_SIZE: '10' },
  });
  const database = await openDatabase({
    driver: 'pg',
    url: topology.databaseUrl,
    poolSize: 4,
    onIdleClientError: () => undefined,
  });
  try {
    const pairs = await preparePairs(database.db, topology.url, virtualUsers);
    for (const pair of pairs) {
      // The bench measures HTTP; sockets would only add idle connections.
      pair.buyerSocket.stop();
      pair.sellerSocket.stop();
    }
    const latencies = new Map<Kind, number[]>();
    let failed = 0;
    let retried = 0;
    let firstError: string | undefined;
    let trades = 0;
    const timed = async (
      kind: Kind,
      client: BalancedClient,
      method: 'GET' | 'POST',
      path: string,
      body?: unknown,
      headers?: Record<string, string>,
    ) => {
      const begun = performance.now();
      const answer = await client.request<{ data?: { tradeHash?: string } }>(method, path, { body, headers });
      const took = performance.now() - begun;
      if (answer.attempts > 1) retried += 1;
      if (answer.status >= 400) {
        failed += 1;
        firstError ??= `${kind} ${answer.status} ${JSON.stringify(answer.body).slice(0, 200)}`;
      }
      const list = latencies.get(kind) ?? [];
      list.push(took);
      latencies.set(kind, list);
      return answer;
    };

    const loop = async (pair: TradingPair, deadline: number) => {
      while (performance.now() < deadline) {
        for (let index = 0; index < 4; index += 1) {
          await timed('search', pair.buyer, 'GET', '/rest/v1/offers?type=buy&currency=USD');
        }
        for (let index = 0; index < 2; index += 1) {
          await timed('view', pair.buyer, 'GET', `/rest/v1/offers/${pair.offerHash}`);
        }
        const started = await timed(
          'start',
          pair.buyer,
          'POST',
          '/rest/v1/trade/start',
          { offerHash: pair.offerHash, fiatAmount: '100.00' },
          { 'idempotency-key': randomUUID() },
        );
        const hash = started.body.data?.tradeHash;
        if (!hash) continue;
        await timed('chat', pair.buyer, 'POST', `/rest/v1/trade/${hash}/messages`, {
          text: 'Paid, please check.',
        });
        await timed('chat', pair.seller, 'POST', `/rest/v1/trade/${hash}/messages`, {
          text: 'Received, releasing.',
        });
        await timed('paid', pair.buyer, 'POST', `/rest/v1/trade/${hash}/paid`);
        const released = await timed('release', pair.seller, 'POST', `/rest/v1/trade/${hash}/release`, {});
        if (released.status === 200) trades += 1;
      }
    };

    // Warm-up: plans, pools and the JIT of every node.
    await Promise.all(pairs.map((pair) => loop(pair, performance.now() + 3000)));
    latencies.clear();
    failed = 0;
    retried = 0;
    trades = 0;
    firstError = undefined;

    const started = performance.now();
    await Promise.all(pairs.map((pair) => loop(pair, started + seconds * 1000)));
    const elapsed = (performance.now() - started) / 1000;
    const load = os.loadavg()[0]!;
    const all = [...latencies.values()].flat().sort((a, b) => a - b);
    const perKind = Object.fromEntries(
      [...latencies].map(([kind, list]) => {
        list.sort((a, b) => a - b);
        return [kind, `${percentile(list, 50).toFixed(0)}/${percentile(list, 99).toFixed(0)}`];
      }),
    );
    const verify = topology.ledgerVerify();
    return {
      nodes,
      'req/s': Math.round(all.length / elapsed),
      'trades/s': Number((trades / elapsed).toFixed(1)),
      'p50 ms': Number(percentile(all, 50).toFixed(1)),
      'p99 ms': Number(percentile(all, 99).toFixed(1)),
      ...Object.fromEntries(Object.entries(perKind).map(([kind, value]) => [`${kind} p50/p99`, value])),
      failed,
      retried,
      'load avg': Number(load.toFixed(1)),
      ledger: verify.status === 0 ? 'ok' : 'VIOLATED',
      ...(firstError ? { firstError } : {}),
    };
  } finally {
    await database.close().catch(() => undefined);
    await topology.stop();
  }
}

console.warn(
  `Topology bench: ${virtualUsers} virtual users, ${seconds} s per node count, ${os.cpus().length} cores, through nginx`,
);
const rows = [];
for (const nodes of nodeCounts) {
  rows.push(await runAt(nodes));
  console.warn(JSON.stringify(rows.at(-1)));
}
console.table(rows);
const base = rows[0]!['req/s'];
for (const row of rows.slice(1)) {
  console.warn(`${row.nodes} nodes: ${(row['req/s'] / base).toFixed(2)}x the requests of ${rows[0]!.nodes}`);
}
process.exit(0);
