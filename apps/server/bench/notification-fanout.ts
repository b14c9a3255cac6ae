/**
 * Notification fan-out: how long "trade started" takes from the trade's start (the 201 of
 * POST /rest/v1/trade/start) until the vendor holds it on each channel, for 1,000 vendors who each
 * connected every channel: the in-app centre (the notification row), e-mail (its row in the outbox),
 * web push (arrival at a local push service, encrypted and VAPID-signed), Telegram (arrival of
 * sendMessage at the local Bot API server) and webhooks (arrival at a local endpoint). The app's own
 * loops run at their configured intervals (dispatch 1 s, notification delivery 2 s, webhooks 1 s by
 * default), as on a node in production; one taker starts the trades, BENCH_FANOUT_CONCURRENCY at once.
 * Target: p95 under 5 s for "trade started" on every channel (printed, not asserted).
 * Runs on PostgreSQL when BENCH_DATABASE_URL or TEST_DATABASE_URL is set (a scratch database,
 * dropped after), otherwise on in-memory PGlite.
 * Run alone: `npx tsx --conditions=source bench/notification-fanout.ts` in apps/server.
 * Options: BENCH_FANOUT_USERS (1000), BENCH_FANOUT_CONCURRENCY (10), BENCH_FANOUT_TIMEOUT_S (300).
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';
import { and, eq, inArray } from 'drizzle-orm';
import { WEBHOOK_EVENT_NAMES } from '@p2p/shared';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { openConfiguredDatabase, prepareDatabase } from '../src/db/setup.js';
import {
  notifications,
  outboxMessages,
  telegramLinks,
  users,
  webhooks,
  webPushSubscriptions,
} from '../src/db/schema.js';
import { newWebhookSecret } from '../src/modules/webhooks/webhook-signing.js';
import { registerUser } from '../src/test/app.js';
import { fund, insertUsers } from '../src/test/ledger.js';
import { TestPushService } from '../src/test/push-service.js';
import { TestTelegramServer } from '../src/test/telegram-bot-api.js';
import { createTestOffer } from '../src/test/trades.js';
import { openScratchDatabase } from './scratch-database.js';

const USERS = Number(process.env.BENCH_FANOUT_USERS ?? 1000);
const CONCURRENCY = Number(process.env.BENCH_FANOUT_CONCURRENCY ?? 10);
const TIMEOUT_S = Number(process.env.BENCH_FANOUT_TIMEOUT_S ?? 300);
const TARGET_P95_MS = 5000;
const CHANNELS = ['in-app', 'e-mail outbox', 'web push', 'telegram', 'webhook'] as const;
type Channel = (typeof CHANNELS)[number];

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

/** One local endpoint for every vendor's webhook: it records the trade hash of each trade.started. */
async function webhookReceiver(onStarted: (hash: string, at: number) => void) {
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      if (body.includes('trade.started')) {
        const hash = /"trade_hash":"([^"]+)"/.exec(body)?.[1];
        if (hash) onStarted(hash, Date.now());
      }
      response.writeHead(200).end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export async function runNotificationFanoutBench(): Promise<void> {
  const pushService = await new TestPushService().start();
  const telegram = await new TestTelegramServer().start();
  const webhookArrivals = new Map<string, number>();
  const receiver = await webhookReceiver((hash, at) => {
    if (!webhookArrivals.has(hash)) webhookArrivals.set(hash, at);
  });
  const onPostgres = Boolean(process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL);
  const scratch = onPostgres ? await openScratchDatabase('fanout', 20) : undefined;
  const config = loadConfig({
    ...process.env,
    DATA_DIR: 'memory',
    LOG_LEVEL: 'silent',
    AUTH_RATE_LIMIT_MAX: '100000',
    WALLET_SYNC_INTERVAL_MS: '0',
    TRADE_EXPIRY_INTERVAL_MS: '0',
    WEB_PUSH_ALLOWED_ORIGINS: pushService.origin,
    TELEGRAM_BOT_TOKEN: telegram.token,
    TELEGRAM_API_ROOT: telegram.apiRoot,
    TELEGRAM_BOT_USERNAME: telegram.botUsername,
    WEBHOOK_ALLOWED_PRIVATE_HOSTS: '127.0.0.1',
    ...(scratch ? { DATABASE_URL: scratch.url } : {}),
  });
  const database = scratch?.handle ?? (await openConfiguredDatabase(config));
  if (!scratch) await prepareDatabase(database);
  const app = await buildApp({ config, database, closeDatabase: !scratch });
  await app.ready();
  const db = app.db;

  // 1,000 vendors, each with a funded sell offer and every channel connected.
  const vendorIds = await insertUsers(db, USERS);
  await db.update(users).set({ emailVerifiedAt: new Date() }).where(inArray(users.id, vendorIds));
  const offerOf = new Map<number, string>();
  const browsers = new Map<string, number>();
  const chats = new Map<number, number>();
  for (const [index, vendorId] of vendorIds.entries()) {
    await fund(db, vendorId, 'BTC', 10n ** 9n);
    offerOf.set(vendorId, (await createTestOffer(db, vendorId)).hash);
    const browser = pushService.browser();
    browsers.set(new URL(browser.endpoint).pathname, vendorId);
    await db
      .insert(webPushSubscriptions)
      .values({ userId: vendorId, endpoint: browser.endpoint, ...browser.keys });
    const chatId = 7_000_000_000 + index;
    chats.set(chatId, vendorId);
    await db.insert(telegramLinks).values({ userId: vendorId, chatId });
    await db.insert(webhooks).values({
      userId: vendorId,
      url: receiver.url,
      state: 'ENABLED',
      events: [...WEBHOOK_EVENT_NAMES],
      secret: newWebhookSecret(),
    });
  }
  const taker = await registerUser(app);
  await db
    .update(users)
    .set({ verificationLevel: 'L4', emailVerifiedAt: new Date() })
    .where(eq(users.id, taker.user.id));

  // The trades start; each vendor's clock starts at the 201.
  const startedAt = new Map<number, number>();
  const hashOf = new Map<number, string>();
  const vendorOfHash = new Map<string, number>();
  const queue = [...vendorIds];
  const began = Date.now();
  let refused = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      for (let vendorId = queue.shift(); vendorId !== undefined; vendorId = queue.shift()) {
        const response = await taker.client.post('/rest/v1/trade/start', {
          offerHash: offerOf.get(vendorId)!,
          fiatAmount: '100.00',
        });
        if (response.statusCode !== 201) {
          refused += 1;
          if (refused === 1) console.log(`notification fan-out: a trade start failed: ${response.body}`);
          continue;
        }
        const hash = (response.json() as { data: { tradeHash: string } }).data.tradeHash;
        startedAt.set(vendorId, Date.now());
        hashOf.set(vendorId, hash);
        vendorOfHash.set(hash, vendorId);
      }
    }),
  );
  const startSeconds = (Date.now() - began) / 1000;

  // Wait until every vendor holds it on every channel, or the time-out.
  const arrived: Record<Channel, Map<number, number>> = Object.fromEntries(
    CHANNELS.map((channel) => [channel, new Map<number, number>()]),
  ) as Record<Channel, Map<number, number>>;
  const collect = async () => {
    const inApp = await db
      .select({ userId: notifications.userId, at: notifications.createdAt })
      .from(notifications)
      .where(and(eq(notifications.kind, 'trade.started'), inArray(notifications.userId, vendorIds)));
    for (const row of inApp) arrived['in-app'].set(row.userId, row.at.getTime());
    const mails = await db
      .select({ userId: outboxMessages.userId, at: outboxMessages.createdAt })
      .from(outboxMessages)
      .where(eq(outboxMessages.template, 'notification:trade.started'));
    for (const row of mails) {
      if (row.userId !== null && !arrived['e-mail outbox'].has(row.userId)) {
        arrived['e-mail outbox'].set(row.userId, row.at.getTime());
      }
    }
    for (const push of pushService.received) {
      const vendorId = browsers.get(push.path);
      if (vendorId !== undefined && !arrived['web push'].has(vendorId))
        arrived['web push'].set(vendorId, push.at);
    }
    for (const call of telegram.calls) {
      const vendorId = call.method === 'sendMessage' ? chats.get(Number(call.params.chat_id)) : undefined;
      if (vendorId !== undefined && !arrived.telegram.has(vendorId)) arrived.telegram.set(vendorId, call.at);
    }
    for (const [hash, at] of webhookArrivals) {
      const vendorId = vendorOfHash.get(hash);
      if (vendorId !== undefined) arrived.webhook.set(vendorId, at);
    }
  };
  const deadline = Date.now() + TIMEOUT_S * 1000;
  for (;;) {
    await collect();
    const done = CHANNELS.every((channel) => arrived[channel].size >= startedAt.size);
    if (done || Date.now() > deadline) break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }

  const results: Record<string, Record<string, string | number>> = {};
  for (const channel of CHANNELS) {
    const latencies = [...arrived[channel]]
      .flatMap(([vendorId, at]) =>
        startedAt.has(vendorId) ? [Math.max(0, at - startedAt.get(vendorId)!)] : [],
      )
      .sort((a, b) => a - b);
    const p95 = percentile(latencies, 95);
    results[channel] = {
      delivered: `${latencies.length}/${startedAt.size}`,
      'p50 ms': Math.round(percentile(latencies, 50)),
      'p95 ms': Math.round(p95),
      'max ms': Math.round(latencies.at(-1) ?? 0),
      'p95 < 5 s': latencies.length === startedAt.size && p95 < TARGET_P95_MS ? 'yes' : 'NO',
    };
  }
  console.log(
    `notification fan-out: driver=${database.driver} vendors=${USERS} trades started=${startedAt.size} ` +
      `(refused ${refused}) in ${startSeconds.toFixed(1)} s at ${CONCURRENCY} at once; ` +
      `dispatch every ${config.NOTIFICATION_DISPATCH_INTERVAL_MS} ms, delivery every ` +
      `${config.NOTIFICATION_DELIVERY_INTERVAL_MS} ms, webhooks every ${config.WEBHOOK_DELIVERY_INTERVAL_MS} ms`,
  );
  console.table(results);
  console.log(
    `target p95 < ${TARGET_P95_MS / 1000} s for "trade started" on every channel: ` +
      (CHANNELS.every((channel) => results[channel]!['p95 < 5 s'] === 'yes') ? 'met' : 'NOT met'),
  );

  await app.close();
  await scratch?.drop();
  await receiver.close();
  await telegram.stop();
  await pushService.stop();
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await runNotificationFanoutBench();
}
