/**
 * The chat part of `npm run bench`: how long a trade chat message takes from the POST until each of
 * 1,000 connected `/ws` sockets holds its `trade.message` event, through the whole server (session,
 * CSRF, the transaction, NOTIFY at commit, the hub's read and the sends), next to a bare `ws` server
 * that broadcasts what an HTTP POST brings to as many sockets, in the same run. Half the sockets are
 * the buyer's, half the seller's (many tabs and devices); both parties get every message's event.
 * Runs on PostgreSQL when BENCH_DATABASE_URL or TEST_DATABASE_URL is set (a database of its own,
 * dropped after), otherwise on in-memory PGlite.
 * Options: BENCH_CHAT_SOCKETS (default 1000), BENCH_CHAT_ROUNDS (default 30).
 */
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import WebSocket, { WebSocketServer } from 'ws';
import { buildApp } from '../src/app.js';
import { openDatabase, type DatabaseHandle } from '../src/db/client.js';
import { loadConfig } from '../src/config.js';
import { prepareDatabase } from '../src/db/setup.js';
import { insertTradeRows } from '../src/modules/trade-chat/trade-chat-seed.js';
import { openScratchDatabase } from './scratch-database.js';

const SOCKETS = Number(process.env.BENCH_CHAT_SOCKETS ?? 1000);
const ROUNDS = Number(process.env.BENCH_CHAT_ROUNDS ?? 30);
const WARM_UP_ROUNDS = 3;
const CONNECT_BATCH = 100;

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

interface Session {
  cookie: string;
  csrf: string;
  userId: number;
}

async function signUp(base: string, label: string): Promise<Session> {
  const csrfResponse = await fetch(`${base}/rest/v1/auth/csrf`);
  const csrfCookie = csrfResponse.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const { data } = (await csrfResponse.json()) as { data: { csrfToken: string } };
  const stamp = `${Date.now().toString(36)}${label}`;
  const registered = await fetch(`${base}/rest/v1/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-csrf-token': data.csrfToken, cookie: csrfCookie },
    body: JSON.stringify({
      username: `bc_${stamp}`,
      email: `bc${stamp}@example.com`,
      password: 'Bench-pass-123',
    }),
  });
  if (registered.status !== 201) throw new Error(`registration failed: ${await registered.text()}`);
  const session = registered.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const user = (await registered.json()) as { data: { id: number } };
  return { cookie: `${csrfCookie}; ${session}`, csrf: data.csrfToken, userId: user.data.id };
}

async function post(url: string, session: Session, body: unknown): Promise<Response> {
  return fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-csrf-token': session.csrf, cookie: session.cookie },
    body: JSON.stringify(body),
  });
}

/** Opens sockets in batches; each calls `onEvent` when a message containing `marker` arrives. */
async function connectAll(urls: string[], marker: string, onEvent: () => void): Promise<WebSocket[]> {
  const sockets: WebSocket[] = [];
  for (let start = 0; start < urls.length; start += CONNECT_BATCH) {
    const batch = urls.slice(start, start + CONNECT_BATCH).map(
      (url) =>
        new Promise<WebSocket>((resolve, reject) => {
          const socket = new WebSocket(url);
          socket.on('message', (data: Buffer) => {
            if (data.includes(marker)) onEvent();
          });
          socket.once('open', () => resolve(socket));
          socket.once('error', reject);
        }),
    );
    sockets.push(...(await Promise.all(batch)));
  }
  return sockets;
}

interface Figures {
  p50: number;
  p99: number;
  max: number;
  /** Median time until the last of the sockets had the event. */
  allP50: number;
  /** Median time until the POST was answered. */
  postP50: number;
}

/** Runs the rounds: each sends one message and waits until every socket received its event. */
async function measure(
  send: () => Promise<void>,
  arm: (onDone: () => void, t0: number) => void,
): Promise<Figures> {
  const latencies: number[] = [];
  const all: number[] = [];
  const posts: number[] = [];
  for (let round = 0; round < WARM_UP_ROUNDS + ROUNDS; round += 1) {
    const t0 = performance.now();
    const done = new Promise<void>((resolve) => arm(resolve, t0));
    await send();
    const posted = performance.now() - t0;
    await done;
    if (round >= WARM_UP_ROUNDS) {
      posts.push(posted);
      latencies.push(...roundLatencies.splice(0));
      all.push(performance.now() - t0);
    } else {
      roundLatencies.length = 0;
    }
  }
  latencies.sort((a, b) => a - b);
  all.sort((a, b) => a - b);
  posts.sort((a, b) => a - b);
  return {
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    max: latencies.at(-1) ?? 0,
    allP50: percentile(all, 50),
    postP50: percentile(posts, 50),
  };
}

// Shared by `measure` and the socket handlers of the side being measured.
const roundLatencies: number[] = [];

export async function runChatBench(): Promise<void> {
  const usePostgres = Boolean(process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL);
  const scratch = usePostgres ? await openScratchDatabase('chat', 20) : undefined;
  let handle: DatabaseHandle;
  if (scratch) handle = scratch.handle;
  else {
    handle = await openDatabase({ driver: 'pglite' });
    await prepareDatabase(handle);
  }
  const config = loadConfig({
    ...process.env,
    ...(scratch ? { DATABASE_URL: scratch.url } : {}),
    DATA_DIR: 'memory',
    LOG_LEVEL: 'silent',
    WALLET_SYNC_INTERVAL_MS: '0',
    AUTH_RATE_LIMIT_MAX: '100000',
    // Half the sockets are each party's: far more than the per-user cap a real node keeps.
    REALTIME_MAX_SOCKETS_PER_USER: String(SOCKETS),
  });
  const app = await buildApp({ config, database: handle, closeDatabase: false });
  const bareHttp = http.createServer();
  try {
    await app.listen({ host: '127.0.0.1', port: 0 });
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const base = `http://127.0.0.1:${port}`;

    const buyer = await signUp(base, 'b');
    const seller = await signUp(base, 's');
    const { trade } = await insertTradeRows(handle.db, { buyerId: buyer.userId, sellerId: seller.userId });
    const tokens = await Promise.all(
      [buyer, seller].map(async (session) => {
        const response = await post(`${base}/account/re-auth-push-subscription`, session, {});
        return ((await response.json()) as { data: { token: string } }).data.token;
      }),
    );

    // The app: half the sockets per party.
    let appPending = 0;
    let appDone: (() => void) | undefined;
    let appT0 = 0;
    const onAppEvent = () => {
      roundLatencies.push(performance.now() - appT0);
      appPending -= 1;
      if (appPending === 0) appDone?.();
    };
    const appUrls = Array.from(
      { length: SOCKETS },
      (_, i) => `ws://127.0.0.1:${port}/ws?token=${encodeURIComponent(tokens[i % 2]!)}&after=0`,
    );
    const appSockets = await connectAll(appUrls, '"trade.message"', onAppEvent);
    const messagesUrl = `${base}/rest/v1/trade/${trade.hash}/messages`;
    let counter = 0;
    const app_ = await measure(
      async () => {
        counter += 1;
        const response = await post(messagesUrl, buyer, { text: `bench message ${counter}` });
        if (response.status !== 201) throw new Error(`post failed: ${await response.text()}`);
      },
      (onDone, t0) => {
        appPending = SOCKETS;
        appDone = onDone;
        appT0 = t0;
      },
    );
    for (const socket of appSockets) socket.terminate();

    // The bare baseline: an HTTP POST whose body is broadcast to every socket.
    const wss = new WebSocketServer({ server: bareHttp });
    bareHttp.on('request', (request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const text = JSON.stringify({
          id: counter,
          type: 'trade.message',
          tradeHash: trade.hash,
          payload: JSON.parse(Buffer.concat(chunks).toString()),
        });
        for (const client of wss.clients) client.send(text);
        response.writeHead(201).end();
      });
    });
    await new Promise<void>((resolve) => bareHttp.listen(0, '127.0.0.1', resolve));
    const bareAddress = bareHttp.address();
    const barePort = typeof bareAddress === 'object' && bareAddress ? bareAddress.port : 0;
    let barePending = 0;
    let bareDone: (() => void) | undefined;
    let bareT0 = 0;
    const bareSockets = await connectAll(
      Array.from({ length: SOCKETS }, () => `ws://127.0.0.1:${barePort}/`),
      '"trade.message"',
      () => {
        roundLatencies.push(performance.now() - bareT0);
        barePending -= 1;
        if (barePending === 0) bareDone?.();
      },
    );
    const bare = await measure(
      async () => {
        counter += 1;
        await (
          await fetch(`http://127.0.0.1:${barePort}/`, {
            method: 'POST',
            body: JSON.stringify({ text: `bench ${counter}` }),
          })
        ).arrayBuffer();
      },
      (onDone, t0) => {
        barePending = SOCKETS;
        bareDone = onDone;
        bareT0 = t0;
      },
    );
    for (const socket of bareSockets) socket.terminate();
    wss.close();

    const row = (figures: Figures) => ({
      'p50 ms': figures.p50.toFixed(1),
      'p99 ms': figures.p99.toFixed(1),
      'max ms': figures.max.toFixed(1),
      'all sockets p50 ms': figures.allP50.toFixed(1),
      'POST answered p50 ms': figures.postP50.toFixed(1),
    });
    console.log(
      `chat: delivery from POST to each of ${SOCKETS} sockets, ${ROUNDS} messages, driver=${handle.driver}`,
    );
    console.table({ 'app POST /messages → /ws': row(app_), 'bare ws broadcast of a POST': row(bare) });
  } finally {
    await new Promise<void>((resolve) => bareHttp.close(() => resolve()));
    await app.close();
    if (scratch) await scratch.drop();
    else await handle.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await runChatBench();
}
