/**
 * `npm run bench`: throughput and latency of the hottest read paths over real HTTP, and the cost
 * of a password hash, then the ledger, trade cycle, offer search, chat, webhook delivery and
 * notification fan-out benchmarks. Runs on in-memory PGlite, or on PostgreSQL when DATABASE_URL is
 * set (the chat, offers and fan-out parts use BENCH_DATABASE_URL or TEST_DATABASE_URL).
 * Options (environment): BENCH_SECONDS (default 5), BENCH_CONNECTIONS (default 20), BENCH_READ_ONLY=1
 * (stop after the read paths).
 */
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { openDatabase } from '../src/db/client.js';
import { prepareDatabase } from '../src/db/setup.js';
import { hashPassword } from '../src/lib/passwords.js';
import { bareFastify, rawAnswer } from './bare-answer.js';
import { runChatBench } from './chat-delivery.js';
import { runIdleMemoryBench } from './idle-memory.js';
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
  // Only the read paths run here: no background loop competes for the database or shows up among
  // the statements recorded for the bare-SQL baseline.
  WALLET_SYNC_INTERVAL_MS: '0',
  TRADE_EXPIRY_INTERVAL_MS: '0',
  NOTIFICATION_DISPATCH_INTERVAL_MS: '0',
  NOTIFICATION_DELIVERY_INTERVAL_MS: '0',
  WEBHOOK_DELIVERY_INTERVAL_MS: '0',
});
// Every statement the app sends, while `recording` is set: the bare-SQL baseline replays them.
let recording: { text: string; params: unknown[] }[] | undefined;
const logger = { logQuery: (text: string, params: unknown[]) => void recording?.push({ text, params }) };
const database = config.DATABASE_URL
  ? await openDatabase({
      driver: 'pg',
      url: config.DATABASE_URL,
      poolSize: config.DATABASE_POOL_SIZE,
      logger,
    })
  : await openDatabase({ driver: 'pglite', logger });
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
const loadAverage = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(1))
    .join(' ');
const readPaths = [
  '/rest/v2/currencies',
  '/rest/v2/payment-methods?mode=short',
  '/rest/v2/countries?limit=20',
  // The public statistic dashboard's figures: cached bytes, rebuilt once per period every 120 s (decision 039).
  '/rest/v1/statistics/platform?period=year',
];
// Baselines in the same run: a bare Fastify answering the app's own bytes for each reference route,
// and for current_user a bare Fastify that sends the same SQL statements (text and parameters, as
// the app sent them) straight to the driver before answering the app's bytes.
// The bare routes are /bare/0, /bare/1, ... (a route path has no query string).
const answers = Object.fromEntries(
  await Promise.all(
    readPaths.map(async (path, index) => [`/bare/${index}`, await rawAnswer(`${base}${path}`)] as const),
  ),
);
// A first request notes the session's activity; the recorded one is the steady state.
await rawAnswer(`${base}/rest/v1/users/current_user`, { cookie: session });
recording = [];
const currentUserAnswer = await rawAnswer(`${base}/rest/v1/users/current_user`, { cookie: session });
const currentUserStatements = recording;
recording = undefined;
const driverQuery = (
  database.db as unknown as { $client: { query(text: string, params: unknown[]): Promise<unknown> } }
).$client;
const bare = await bareFastify(answers, (baseline) => {
  baseline.get('/current_user', async (_request, reply) => {
    for (const statement of currentUserStatements) await driverQuery.query(statement.text, statement.params);
    return reply.headers(currentUserAnswer.headers).send(currentUserAnswer.body);
  });
});
console.log(
  `current_user sends ${currentUserStatements.length} statements (${currentUserStatements.map((s) => s.text.split(/\s+/).slice(0, 2).join(' ')).join('; ')})`,
);
const results: Record<string, unknown> = {};
const ratio = (app: { 'req/s': number }, baseline: { 'req/s': number }) =>
  (app['req/s'] / Math.max(1, baseline['req/s'])).toFixed(2);
for (const [index, path] of readPaths.entries()) {
  const app = await load(`${base}${path}`);
  const baseline = await load(`${bare.base}/bare/${index}`);
  results[`GET ${path}`] = { ...app, 'bare req/s': baseline['req/s'], 'app/bare': ratio(app, baseline) };
}
const currentUser = await load(`${base}/rest/v1/users/current_user`, { cookie: session });
const currentUserBare = await load(`${bare.base}/current_user`);
results['GET /rest/v1/users/current_user'] = {
  ...currentUser,
  'bare req/s': currentUserBare['req/s'],
  'app/bare': ratio(currentUser, currentUserBare),
};
console.table(results);
console.log(
  `baselines: bare Fastify with the same bytes (reference routes), the same ${currentUserStatements.length} SQL statements ` +
    `straight to the driver (current_user); load average ${loadAverage()}`,
);
await bare.app.close();

const hashes = 20;
const started = performance.now();
for (let i = 0; i < hashes; i += 1) await hashPassword(`Bench-pass-${i}`);
console.log(`argon2id hash: ${((performance.now() - started) / hashes).toFixed(1)} ms each`);

await app.close();
// BENCH_READ_ONLY=1: the read paths above only.
if (process.env.BENCH_READ_ONLY === '1') process.exit(0);

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

// Idle resident memory of a built node on PGlite and PostgreSQL against bare Fastify, with its budget.
if (!(await runIdleMemoryBench())) process.exitCode = 1;
