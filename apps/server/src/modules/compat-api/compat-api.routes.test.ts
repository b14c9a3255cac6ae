import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error.js';
import { createTestApp, type TestContext } from '../../test/app.js';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema.js';
import { userWithAuthenticator, freshTotp } from '../../test/two-factor.js';
import { fund } from '../../test/ledger.js';
import { createTestOffer, startTestTrade, tradeRow, tradingUser } from '../../test/trades.js';
import { API_SCOPES, type ApiAuthenticator, type ApiScope } from '../api-apps/api-caller.js';
import { compatApiPlugin, COMPAT_RATE_LIMIT, type CompatCallRecord } from './compat-api.plugin.js';

/**
 * The compatible API's own behaviour (envelope, errors, form parsing, scopes, second factor) behind a
 * stand-in authenticator: `Bearer as-<userId>[:scope,scope]`. The real credentials are tested in
 * api-apps and, end to end, by the SDK test.
 */
const standIn: ApiAuthenticator = async ({ request }) => {
  const match = /^Bearer as-(\d+)(?::([a-z:,]+))?$/.exec(request.headers.authorization ?? '');
  if (!match) throw AppError.unauthorized('Missing or invalid access token');
  const scopes = match[2] ? (match[2].split(',') as ApiScope[]) : [...API_SCOPES];
  return { userId: Number(match[1]), appId: `app-${match[1]}`, scopes: new Set(scopes), via: 'oauth' };
};

const calls: CompatCallRecord[] = [];
let ctx: TestContext;
let app: FastifyInstance;

beforeAll(async () => {
  ctx = await createTestApp({}, async (instance, config) => {
    await instance.register(compatApiPlugin, {
      config,
      authenticate: standIn,
      recordCall: async (record) => {
        calls.push(record);
      },
    });
  });
  app = ctx.app;
});
afterAll(() => ctx.close());

function call(path: string, userId: number | null, form: Record<string, string> = {}, headers = {}) {
  return app.inject({
    method: 'POST',
    url: path,
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      ...(userId === null ? {} : { authorization: `Bearer as-${userId}` }),
      ...headers,
    },
    payload: new URLSearchParams(form).toString(),
  });
}

describe('the envelope and errors', () => {
  it('answers status, timestamp and data in snake_case on both prefixes', async () => {
    const user = await tradingUser(app);
    for (const prefix of ['/paxful/v1', '/noones/v1']) {
      const response = await call(`${prefix}/user/me`, user.id);
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body.status).toBe('success');
      expect(Math.abs(body.timestamp - Date.now() / 1000)).toBeLessThan(60);
      expect(body.data.username).toBe(user.username);
      expect(JSON.stringify(body.data)).not.toMatch(/"[a-z]+[A-Z][A-Za-z]*":/);
    }
  });

  it('refuses a missing credential with 1002 and records no call', async () => {
    const before = calls.length;
    const response = await call('/paxful/v1/user/me', null);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ status: 'error', error: { code: 1002 } });
    expect(calls.length).toBe(before);
  });

  it('names the bad field with 1001, and an unknown method with 1010', async () => {
    const user = await tradingUser(app);
    const bad = await call('/paxful/v1/trade/get', user.id, { trade_hash: '../../etc' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toMatchObject({ code: 1001, fields: { trade_hash: ['Unknown trade'] } });
    const missing = await call('/paxful/v1/trade/get', user.id);
    expect(missing.json().error.fields.trade_hash).toBeDefined();
    const unknown = await call('/paxful/v1/trade/teleport', user.id);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.code).toBe(1010);
    const get = await app.inject({ method: 'GET', url: '/paxful/v1/user/me' });
    expect(get.json().error).toMatchObject({ code: 1001, message: 'Call the API with POST' });
  });

  it('takes JSON bodies too, and answers malformed JSON with 1001', async () => {
    const user = await tradingUser(app);
    const json = await app.inject({
      method: 'POST',
      url: '/paxful/v1/trade/get',
      headers: { authorization: `Bearer as-${user.id}`, 'content-type': 'application/json' },
      payload: '{"trade_hash": ',
    });
    expect(json.statusCode).toBe(400);
    expect(json.json().error.code).toBe(1001);
  });

  it('refuses a method outside the granted scopes with 1003', async () => {
    const user = await tradingUser(app);
    const response = await call(
      '/paxful/v1/trade/list',
      null,
      {},
      {
        authorization: `Bearer as-${user.id}:profile:read`,
      },
    );
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe(1003);
  });

  it('answers 429 with Retry-After once an app spent its window', async () => {
    const user = await tradingUser(app);
    await app.attempts.clear(`compat-api:app-${user.id}`);
    for (let i = 0; i < COMPAT_RATE_LIMIT.max; i += 1)
      await app.attempts.hit(`compat-api:app-${user.id}`, 60_000);
    const response = await call('/paxful/v1/user/me', user.id);
    expect(response.statusCode).toBe(429);
    expect(response.json().error).toMatchObject({ code: 429, message: 'Rate limit exceeded' });
    expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('a trade through the API', () => {
  it('runs start, chat, paid, release and feedback, and records the money move', async () => {
    const vendor = await tradingUser(app);
    const taker = await tradingUser(app);
    await fund(app.db, vendor.id, 'BTC', 10n ** 9n);
    const offer = await createTestOffer(app.db, vendor.id);

    const started = await call('/paxful/v1/trade/start', taker.id, { offer_hash: offer.hash, fiat: '100' });
    expect(started.statusCode).toBe(200);
    const hash = started.json().data.trade_hash as string;
    expect(started.json().data.trade).toMatchObject({
      trade_hash: hash,
      offer_hash: offer.hash,
      trade_status: 'Active funded',
      buyer: taker.username,
      seller: vendor.username,
      fiat_amount_requested: '100.00',
    });

    const posted = await call('/paxful/v1/trade-chat/post', taker.id, {
      trade_hash: hash,
      message: 'Paying now',
    });
    expect(posted.json().data.message).toMatchObject({ text: 'Paying now', author: taker.username });
    const chat = await call('/noones/v1/trade-chat/get', vendor.id, { trade_hash: hash });
    expect(chat.json().data.messages.map((m: { text: string }) => m.text)).toContain('Paying now');

    expect(
      (await call('/paxful/v1/trade/paid', taker.id, { trade_hash: hash })).json().data.trade.trade_status,
    ).toBe('Paid');
    const listed = await call('/paxful/v1/trade/list', vendor.id);
    expect(listed.json().data.trades.map((t: { trade_hash: string }) => t.trade_hash)).toContain(hash);

    const released = await call('/paxful/v1/trade/release', vendor.id, { trade_hash: hash });
    expect(released.statusCode).toBe(200);
    expect(released.json().data.trade).toMatchObject({ trade_status: 'Successful', is_completed: true });
    expect(
      calls.some((c) => c.method === 'trade/release' && c.moneyMoving && c.caller.userId === vendor.id),
    ).toBe(true);

    const feedback = await call('/paxful/v1/feedback/give', taker.id, {
      trade_hash: hash,
      rating: '1',
      message: 'Fast release',
    });
    expect(feedback.statusCode).toBe(200);
    const received = await call('/paxful/v1/feedback/list', vendor.id);
    expect(received.json().data).toMatchObject({ positive_count: 1, total_count: 1 });
    const completed = await call('/paxful/v1/trade/completed', vendor.id);
    expect(completed.json().data.trades[0].trade_hash).toBe(hash);
  });

  it('asks for the x-paxful-2fa code of a seller who turned two-factor on: 1006 without, 1007 wrong', async () => {
    const seller = await userWithAuthenticator(app);
    const sellerId = seller.user.id;
    await app.db.update(users).set({ verificationLevel: 'L2' }).where(eq(users.id, sellerId));
    await fund(app.db, sellerId, 'BTC', 10n ** 9n);
    const offer = await createTestOffer(app.db, sellerId);
    const buyer = await tradingUser(app);
    const started = await call('/paxful/v1/trade/start', buyer.id, { offer_hash: offer.hash, fiat: '50' });
    const hash = started.json().data.trade_hash as string;
    await call('/paxful/v1/trade/paid', buyer.id, { trade_hash: hash });
    const trade = { seller: { id: sellerId }, view: async () => await tradeRow(app.db, hash) };
    const secret = seller.secret;
    const without = await call('/paxful/v1/trade/release', trade.seller.id, { trade_hash: hash });
    expect(without.statusCode).toBe(403);
    expect(without.json().error.code).toBe(1006);
    const wrong = await call(
      '/paxful/v1/trade/release',
      trade.seller.id,
      { trade_hash: hash },
      { 'x-paxful-2fa': '000000' },
    );
    expect(wrong.json().error.code).toBe(1007);
    expect((await trade.view()).status).toBe('paid');
    const code = await freshTotp(app.db, trade.seller.id, secret);
    const right = await call(
      '/paxful/v1/trade/release',
      trade.seller.id,
      { trade_hash: hash },
      { 'x-paxful-2fa': code },
    );
    expect(right.statusCode).toBe(200);
    expect((await trade.view()).status).toBe('released');
  });

  it('never shows another user’s trade: 1004 as for an unknown one', async () => {
    const trade = await startTestTrade(app);
    const stranger = await tradingUser(app);
    for (const name of ['trade/get', 'trade/paid', 'trade/release', 'trade/cancel', 'trade-chat/get']) {
      const response = await call(`/paxful/v1/${name}`, stranger.id, { trade_hash: trade.tradeHash });
      expect(response.statusCode, name).toBe(404);
      expect(response.json().error.code, name).toBe(1004);
    }
    expect((await trade.view()).status).toBe('active_funded');
  });
});
