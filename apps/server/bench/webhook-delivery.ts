/**
 * Webhook throughput: deliveries per second from the real delivery loop (claims FOR UPDATE SKIP
 * LOCKED, signs, sends through the SSRF-guarded client, logs each attempt) to 100 local endpoints of
 * which 10 never answer, and the latency of the healthy ones: the request itself (its logged
 * duration) and from the job's creation until the endpoint held it. In-memory PGlite.
 * Run: `npx tsx --conditions=source bench/webhook-delivery.ts` in apps/server.
 * Options: BENCH_WEBHOOK_ENDPOINTS (100), BENCH_WEBHOOK_HANGING (10), BENCH_WEBHOOK_PER_ENDPOINT (20).
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { and, count, eq, inArray, isNotNull } from 'drizzle-orm';
import { WEBHOOK_EVENT_NAMES } from '@p2p/shared';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { openConfiguredDatabase, prepareDatabase } from '../src/db/setup.js';
import { webhookAttempts, webhookDeliveries, webhooks } from '../src/db/schema.js';
import { newWebhookSecret } from '../src/modules/webhooks/webhook-signing.js';
import { insertUsers } from '../src/test/ledger.js';

const ENDPOINTS = Number(process.env.BENCH_WEBHOOK_ENDPOINTS ?? 100);
const HANGING = Number(process.env.BENCH_WEBHOOK_HANGING ?? 10);
const PER_ENDPOINT = Number(process.env.BENCH_WEBHOOK_PER_ENDPOINT ?? 20);

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

async function endpoint(hang: boolean, onReceive: () => void) {
  const open = new Set<http.ServerResponse>();
  const server = http.createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      if (hang) {
        open.add(response);
        return;
      }
      onReceive();
      response.writeHead(200).end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`,
    async close() {
      for (const response of open) response.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export async function runWebhookBench(): Promise<Record<string, string | number>> {
  const config = loadConfig({
    ...process.env,
    DATA_DIR: 'memory',
    LOG_LEVEL: 'silent',
    NOTIFICATION_DISPATCH_INTERVAL_MS: '0',
    NOTIFICATION_DELIVERY_INTERVAL_MS: '0',
    WALLET_SYNC_INTERVAL_MS: '0',
    TRADE_EXPIRY_INTERVAL_MS: '0',
    WEBHOOK_DELIVERY_INTERVAL_MS: '10',
    WEBHOOK_ALLOWED_PRIVATE_HOSTS: '127.0.0.1',
  });
  const database = await openConfiguredDatabase(config);
  await prepareDatabase(database);
  const app = await buildApp({ config, database });
  await app.ready();
  const db = app.db;
  const arrivals: number[] = [];
  const servers = await Promise.all(
    Array.from({ length: ENDPOINTS }, (_, index) =>
      endpoint(index < HANGING, () => arrivals.push(performance.now())),
    ),
  );
  const userIds = await insertUsers(db, ENDPOINTS);
  const hooks = await db
    .insert(webhooks)
    .values(
      servers.map((server, index) => ({
        userId: userIds[index]!,
        url: server.url,
        state: 'ENABLED' as const,
        events: [...WEBHOOK_EVENT_NAMES],
        secret: newWebhookSecret(),
      })),
    )
    .returning({ id: webhooks.id, userId: webhooks.userId });
  const healthyIds = hooks.slice(HANGING).map((hook) => hook.id);
  const started = performance.now();
  for (let round = 0; round < PER_ENDPOINT; round += 1) {
    await db.insert(webhookDeliveries).values(
      hooks.map((hook) => ({
        webhookId: hook.id,
        userId: hook.userId,
        eventName: 'trade.started',
        payload: { trade_hash: `bench${round}`, fiat_amount: '100.00', fiat_currency_code: 'USD' },
      })),
    );
  }
  const healthyTotal = healthyIds.length * PER_ENDPOINT;
  const sentHealthy = async () => {
    const [row] = await db
      .select({ value: count() })
      .from(webhookDeliveries)
      .where(and(inArray(webhookDeliveries.webhookId, healthyIds), eq(webhookDeliveries.status, 'sent')));
    return row?.value ?? 0;
  };
  const deadline = started + 120_000;
  while ((await sentHealthy()) < healthyTotal && performance.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const elapsed = (performance.now() - started) / 1000;
  const sent = await sentHealthy();
  const durations = (
    await db
      .select({ ms: webhookAttempts.durationMs })
      .from(webhookAttempts)
      .innerJoin(webhookDeliveries, eq(webhookDeliveries.id, webhookAttempts.deliveryId))
      .where(and(inArray(webhookDeliveries.webhookId, healthyIds), isNotNull(webhookAttempts.responseStatus)))
  )
    .map((row) => row.ms)
    .sort((a, b) => a - b);
  const endToEnd = arrivals.map((at) => at - started).sort((a, b) => a - b);
  await Promise.all(servers.map((server) => server.close()));
  await app.close();
  const result = {
    endpoints: `${ENDPOINTS} (${HANGING} hang)`,
    'healthy deliveries': `${sent}/${healthyTotal}`,
    'deliveries/s': Math.round(sent / elapsed),
    'request p50 ms': percentile(durations, 50),
    'request p95 ms': percentile(durations, 95),
    'queued→received p95 ms': Math.round(percentile(endToEnd, 95)),
    'all healthy sent in s': elapsed.toFixed(1),
  };
  return result;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  console.table(await runWebhookBench());
}
