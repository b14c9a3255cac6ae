import { randomInt } from 'node:crypto';
import fc from 'fast-check';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { CSRF_COOKIE } from './plugins/csrf.js';
import { SESSION_COOKIE } from './plugins/session.js';
import { setRole } from './modules/users/users.service.js';
import { createTestApiApp } from './test/api-apps.js';
import { createTestApp, newAccount, registerUser, type TestContext } from './test/app.js';
import { startTestTrade, type TestTrade } from './test/trades.js';
import {
  requestArbitrary,
  type FuzzContext,
  type FuzzRequest,
  type Identity,
  type JsonSchema,
  type Operation,
  type Parameter,
} from './test/fuzz-requests.js';

/**
 * Walks the OpenAPI document the app serves and sends generated malformed requests to every
 * operation, signed out, as a user (a vendor with an offer and a trade, whose hashes fill the path
 * parameters that name them) and as an admin (each with a valid CSRF token, so writes reach
 * validation). Any 5xx fails the test with the operation and the request. The seed is fixed in CI
 * and random locally; FUZZ_SEED replays a run.
 */

const FIXED_SEED = 20_241_114;
const seed = process.env.FUZZ_SEED
  ? Number(process.env.FUZZ_SEED)
  : process.env.CI
    ? FIXED_SEED
    : randomInt(2 ** 31 - 1);
/** At least this many requests; FUZZ_REQUESTS asks for more in a longer local run. */
const MIN_REQUESTS = Math.max(5_000, Number(process.env.FUZZ_REQUESTS ?? 0) || 0);
/** Each identity's share of an operation's requests: signed-in callers get past more checks. */
const SHARES: Record<Identity, number> = { 'signed-out': 0.3, user: 0.45, admin: 0.25 };

/** Requests per operation and identity, so that the whole walk sends a little over MIN_REQUESTS. */
function runsPerIdentity(operationCount: number): Record<Identity, number> {
  const perOperation = Math.ceil((MIN_REQUESTS * 1.01) / operationCount);
  const signedOut = Math.round(perOperation * SHARES['signed-out']);
  const admin = Math.round(perOperation * SHARES.admin);
  return { 'signed-out': signedOut, user: perOperation - signedOut - admin, admin };
}

interface Session {
  identity: Identity;
  cookie: string;
  csrfToken: string;
  context: FuzzContext;
}

interface Failure {
  identity: Identity;
  operation: string;
  request: FuzzRequest;
  status: number;
  answer: string;
  cause: string | undefined;
}

let ctx: TestContext;
/** The server error of a fuzzed request (by its x-fuzz-id header), captured so a failure can say why. */
const serverErrors = new Map<string, string>();

beforeAll(async () => {
  ctx = await createTestApp(
    // Login and code routes are rate limited per IP; every fuzzed request comes from one.
    { AUTH_RATE_LIMIT_MAX: '1000000' },
    async (app) => {
      app.addHook('onError', async (request, _reply, error) => {
        const id = request.headers['x-fuzz-id'];
        if (typeof id === 'string') serverErrors.set(id, `${error.name}: ${error.message}`.slice(0, 300));
      });
    },
  );
});
afterAll(() => ctx?.close());

function cookieValue(setCookie: string | string[] | undefined, name: string): string | undefined {
  const lines = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  const line = lines.find((item) => item.startsWith(`${name}=`));
  return line?.slice(name.length + 1).split(';')[0];
}

async function csrfFor(app: FastifyInstance, cookie: string): Promise<{ cookie: string; token: string }> {
  const response = await app.inject({ method: 'GET', url: '/rest/v1/auth/csrf', headers: { cookie } });
  const secret = cookieValue(response.headers['set-cookie'], CSRF_COOKIE);
  const token = (response.json() as { data: { csrfToken: string } }).data.csrfToken;
  return { cookie: [cookie, secret ? `${CSRF_COOKIE}=${secret}` : ''].filter(Boolean).join('; '), token };
}

/** A vendor with an offer, funded, and a trade on it: the user identity signs in as them. */
let objects: TestTrade;

/** Signs the objects' vendor in again (a fuzzed request may have ended their session). */
async function vendorSession(): Promise<Session | undefined> {
  const { cookie: csrfCookie, token: loginToken } = await csrfFor(ctx.app, '');
  const login = await ctx.app.inject({
    method: 'POST',
    url: '/rest/v1/auth/login',
    headers: { cookie: csrfCookie, 'x-csrf-token': loginToken },
    payload: { login: objects.vendor.username, password: newAccount().password },
  });
  const sid = cookieValue(login.headers['set-cookie'], SESSION_COOKIE);
  if (login.statusCode !== 200 || !sid) return undefined;
  const { cookie, token } = await csrfFor(ctx.app, `${SESSION_COOKIE}=${sid}`);
  const { vendor, offer, tradeHash } = objects;
  return {
    identity: 'user',
    cookie,
    csrfToken: token,
    context: { userId: vendor.id, username: vendor.username, offerHash: offer.hash, tradeHash },
  };
}

async function openSession(identity: Identity): Promise<Session> {
  if (identity === 'signed-out') {
    const { cookie, token } = await csrfFor(ctx.app, '');
    const context = { userId: undefined, username: undefined, ...hashesOf(objects) };
    return { identity, cookie, csrfToken: token, context };
  }
  if (identity === 'user') {
    const vendor = await vendorSession();
    if (vendor) return vendor;
  }
  const { client, user } = await registerUser(ctx.app);
  if (identity === 'admin') await setRole(ctx.database.db, user.id, 'admin');
  const sid = client.cookie(SESSION_COOKIE);
  if (!sid) throw new Error('registration set no session cookie');
  const { cookie, token } = await csrfFor(ctx.app, `${SESSION_COOKIE}=${sid}`);
  const context = { userId: user.id, username: user.username, ...hashesOf(objects) };
  return { identity, cookie, csrfToken: token, context };
}

function hashesOf(trade: TestTrade) {
  return { offerHash: trade.offer.hash, tradeHash: trade.tradeHash };
}

async function stillSignedIn(session: Session): Promise<boolean> {
  if (session.identity === 'signed-out') return true;
  const response = await ctx.app.inject({
    method: 'GET',
    url: '/rest/v1/users/current_user',
    headers: { cookie: session.cookie },
  });
  return response.statusCode === 200;
}

function operationsOf(document: {
  paths: Record<string, Record<string, { parameters?: Parameter[]; requestBody?: unknown }>>;
}): Operation[] {
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      const content = (
        operation.requestBody as { content?: Record<string, { schema?: JsonSchema }> } | undefined
      )?.content;
      operations.push({
        method: method.toUpperCase(),
        path,
        parameters: operation.parameters ?? [],
        body: content?.['application/json']?.schema ?? (content ? {} : undefined),
      });
    }
  }
  return operations;
}

function describeFailure(failure: Failure): string {
  const { request } = failure;
  const payload =
    request.payload === undefined
      ? ''
      : Buffer.isBuffer(request.payload)
        ? ` body(bytes)=${request.payload.toString('hex').slice(0, 200)}`
        : ` body=${JSON.stringify(request.payload.slice(0, 400))}`;
  return (
    `[${failure.identity}] ${failure.operation} → ${failure.status}\n` +
    `  ${request.method} ${request.url.slice(0, 400)} headers=${JSON.stringify(request.headers)}${payload}\n` +
    `  answer: ${failure.answer.slice(0, 200)}\n  cause: ${failure.cause ?? 'unknown'}`
  );
}

it('answers no fuzzed request of any operation with a 5xx', { timeout: 600_000 }, async () => {
  console.warn(`OpenAPI fuzz seed ${seed} (replay with FUZZ_SEED=${seed})`);
  const document = (await ctx.app.inject({ method: 'GET', url: '/rest/openapi.json' })).json();
  const operations = operationsOf(document);
  expect(operations.length).toBeGreaterThan(100);
  const runs = runsPerIdentity(operations.length);

  const failures: Failure[] = [];
  let sent = 0;
  const byClass = new Map<string, number>();
  const identities: Identity[] = ['signed-out', 'user', 'admin'];
  const sessions = new Map<Identity, Session>();
  objects = await startTestTrade(ctx.app);
  // The compatible API takes API app credentials, not cookies: signed-in identities also send the
  // vendor's bot token there, so fuzzed fields get past the authentication to the validation.
  const bot = await createTestApiApp(ctx.app, objects.vendor.client);
  for (const identity of identities) sessions.set(identity, await openSession(identity));
  // The user identity is the vendor, so requests on its offer and trade reach the owner's checks.
  expect(sessions.get('user')?.context.userId).toBe(objects.vendor.id);

  for (const [index, operation] of operations.entries()) {
    const name = `${operation.method} ${operation.path}`;
    for (const identity of identities) {
      let session = sessions.get(identity)!;
      const requests = fc.sample(requestArbitrary(operation, session.context), {
        seed: seed + index * identities.length + identities.indexOf(identity),
        numRuns: runs[identity],
      });
      const compat = /^\/(paxful|noones)\/v1\//.test(operation.path) && identity !== 'signed-out';
      for (const request of requests) {
        // The bot's rate limit would otherwise answer most of its requests with 429 before validation.
        if (compat) await ctx.app.attempts.clear(`api-app:${bot.app.id}`);
        const options: InjectOptions = {
          method: request.method as InjectOptions['method'],
          url: request.url,
          headers: {
            ...(compat ? { authorization: `Bearer ${bot.bearerToken}` } : {}),
            ...request.headers,
            cookie: session.cookie,
            'x-csrf-token': session.csrfToken,
            'x-fuzz-id': String(sent),
          },
          ...(request.payload !== undefined ? { payload: request.payload } : {}),
        };
        const fuzzId = String(sent);
        const response = await ctx.app.inject(options);
        sent += 1;
        const statusClass = `${identity} ${Math.floor(response.statusCode / 100)}xx`;
        byClass.set(statusClass, (byClass.get(statusClass) ?? 0) + 1);
        if (response.statusCode >= 500) {
          failures.push({
            identity,
            operation: name,
            request,
            status: response.statusCode,
            answer: response.body,
            cause: serverErrors.get(fuzzId),
          });
        }
        // A request that signed this identity out or into another account (logout, register): start afresh.
        if (
          session.identity !== 'signed-out' &&
          cookieValue(response.headers['set-cookie'], SESSION_COOKIE) !== undefined
        ) {
          session = await openSession(identity);
          sessions.set(identity, session);
        }
      }
      if (!(await stillSignedIn(session))) sessions.set(identity, await openSession(identity));
    }
  }

  console.warn(
    `OpenAPI fuzz: ${sent} requests over ${operations.length} operations, ${failures.length} answered 5xx; ` +
      `by identity and status: ${JSON.stringify(Object.fromEntries([...byClass].sort()))}`,
  );
  expect(sent).toBeGreaterThanOrEqual(MIN_REQUESTS);
  expect(failures.map(describeFailure), `seed ${seed}: replay with FUZZ_SEED=${seed}`).toEqual([]);
});
