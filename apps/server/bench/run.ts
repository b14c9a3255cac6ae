/**
 * `npm run bench`: throughput and latency of the hottest read paths over real HTTP, and the cost
 * of a password hash, then the ledger, trade cycle, offer search, chat, webhook delivery and
 * notification fan-out benchmarks. Runs on in-memory PGlite, or on PostgreSQL when DATABASE_URL is
 * set (the chat, offers and fan-out parts use BENCH_DATABASE_URL or TEST_DATABASE_URL).
 * Options (environment): BENCH_SECONDS (default 5), BENCH_CONNECTIONS (default 20).
 */
import { performance } from 'node:perf_hooks';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { openConfiguredDatabase, prepareDatabase } from '../src/db/setup.js';
import { hashPassword } from '../src/lib/passwords.js';
import { runChatBench } from './chat-delivery.js';
import { runLedgerBench } from './ledger.js';
import { runNotificationFanoutBench } from './notification-fanout.js';
import { runOffersBench } from './offers.js';
import { runTradeCycleBench } from './trade-cycle.js';
import { runWebhookBench } from './webhook-delivery.js';

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

async function load(url: string, headers: Record<string, string> = {}) {
  const latencies: number[] = [];
  let errors = 0;
  const deadline = performance.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < deadline) {
        const started = performance.now();
        const response = await fetch(url, { headers });
        await response.arrayBuffer();
        if (!response.ok) errors += 1;
        latencies.push(performance.now() - started);
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  return {
    'req/s': Math.round(latencies.length / seconds),
    'p50 ms': percentile(latencies, 50).toFixed(1),
    'p95 ms': percentile(latencies, 95).toFixed(1),
    'p99 ms': percentile(latencies, 99).toFixed(1),
    errors,
  };
}

const config = loadConfig({
  ...process.env,
  DATA_DIR: 'memory',
  LOG_LEVEL: 'silent',
  AUTH_RATE_LIMIT_MAX: '100000',
});
const database = await openConfiguredDatabase(config);
await prepareDatabase(database);
const app = await buildApp({ config, database });
await app.listen({ host: '127.0.0.1', port: 0 });
const address = app.server.address();
const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

// A signed-in session for the authenticated path.
const csrfResponse = await fetch(`${base}/rest/v1/auth/csrf`);
const csrfCookie = csrfResponse.headers
  .getSetCookie()
  .map((c) => c.split(';')[0])
  .join('; ');
const { data } = (await csrfResponse.json()) as { data: { csrfToken: string } };
const registered = await fetch(`${base}/rest/v1/auth/register`, {
  method: 'POST',
  headers: { 'content-type': 'application/json', 'x-csrf-token': data.csrfToken, cookie: csrfCookie },
  // A fresh account each run, so the benchmark can run again on a persistent PostgreSQL database.
  body: JSON.stringify({
    username: `bench_${Date.now().toString(36)}`,
    email: `bench${Date.now()}@example.com`,
    password: 'Bench-pass-123',
  }),
});
const session = registered.headers
  .getSetCookie()
  .map((c) => c.split(';')[0])
  .join('; ');

console.log(`driver=${database.driver} connections=${connections} seconds=${seconds}`);
const results: Record<string, unknown> = {};
results['GET /rest/v2/currencies'] = await load(`${base}/rest/v2/currencies`);
results['GET /rest/v2/payment-methods?mode=short'] = await load(`${base}/rest/v2/payment-methods?mode=short`);
results['GET /rest/v2/countries?limit=20'] = await load(`${base}/rest/v2/countries?limit=20`);
results['GET /rest/v1/users/current_user'] = await load(`${base}/rest/v1/users/current_user`, {
  cookie: session,
});
console.table(results);

const hashes = 20;
const started = performance.now();
for (let i = 0; i < hashes; i += 1) await hashPassword(`Bench-pass-${i}`);
console.log(`argon2id hash: ${((performance.now() - started) / hashes).toFixed(1)} ms each`);

await app.close();

await runLedgerBench({ seconds });

// Trade cycles through the services next to the same money moves as raw SQL (see bench/trade-cycle.ts).
await runTradeCycleBench({ seconds });

// The listing search over 100,000 offers (PostgreSQL only; see bench/offers.ts).
await runOffersBench({ seconds });

// Chat delivery latency to 1,000 sockets next to a bare ws broadcast (see bench/chat-delivery.ts).
await runChatBench();

// Webhook throughput to 100 endpoints of which 10 hang, p95 of the healthy ones (see bench/webhook-delivery.ts).
console.log('webhook delivery (100 endpoints, 10 hang):');
console.table(await runWebhookBench());

// "Trade started" from the trade's start to each channel for 1,000 vendors (see bench/notification-fanout.ts).
await runNotificationFanoutBench();
