import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { apiAppCalls, auditLog, users } from '../../db/schema.js';
import { createTestApiApp, apisealBody, type TestApiApp } from '../../test/api-apps.js';
import { createTestApp, type TestContext } from '../../test/app.js';
import { fund } from '../../test/ledger.js';
import { createTestOffer, tradeRow, tradingUser, type TestParty } from '../../test/trades.js';
import { freshTotp, userWithAuthenticator } from '../../test/two-factor.js';
import { DEFAULT_API_RATE_LIMIT } from '../api-apps/api-calls.js';
import { VALID_BODIES } from '../bank-accounts/bank-account-fixtures.js';
import type { ApiScope } from '../api-apps/api-caller.js';
import { COMPAT_METHODS } from './methods/index.js';

/** A user of the API: signed in on the web (where the app was made), with a bot app's access token. */
interface ApiUser extends TestParty {
  bot: TestApiApp;
}

let ctx: TestContext;
let app: FastifyInstance;

beforeAll(async () => {
  ctx = await createTestApp();
  app = ctx.app;
});
afterAll(() => ctx.close());

async function apiUser(scopes?: readonly ApiScope[], party?: TestParty): Promise<ApiUser> {
  const user = party ?? (await tradingUser(app));
  return { ...user, bot: await createTestApiApp(app, user.client, { scopes }) };
}

function call(path: string, user: ApiUser | null, form: Record<string, string> = {}, headers = {}) {
  return app.inject({
    method: 'POST',
    url: path,
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      ...(user ? { authorization: `Bearer ${user.bot.bearerToken}` } : {}),
      ...headers,
    },
    payload: new URLSearchParams(form).toString(),
  });
}

const callsOf = (appId: string) => app.db.select().from(apiAppCalls).where(eq(apiAppCalls.appId, appId));

describe('the envelope and errors', () => {
  it('answers status, timestamp and data in snake_case on both prefixes, and logs each call', async () => {
    const user = await apiUser();
    for (const prefix of ['/paxful/v1', '/noones/v1']) {
      const response = await call(`${prefix}/user/me`, user);
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body.status).toBe('success');
      expect(Math.abs(body.timestamp - Date.now() / 1000)).toBeLessThan(60);
      expect(body.data.username).toBe(user.username);
      expect(JSON.stringify(body.data)).not.toMatch(/"[a-z]+[A-Z][A-Za-z]*":/);
    }
    const logged = await callsOf(user.bot.app.id);
    expect(logged.map((row) => row.path).sort()).toEqual(['/noones/v1/user/me', '/paxful/v1/user/me']);
    expect(logged.every((row) => row.status === 200 && row.via === 'oauth' && !row.moneyMoving)).toBe(true);
  });

  it('takes the signed form (apikey, nonce, apiseal) and refuses it replayed', async () => {
    const user = await apiUser();
    const body = apisealBody(user.bot, {});
    const send = () =>
      app.inject({
        method: 'POST',
        url: '/paxful/v1/user/me',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: body,
      });
    const first = await send();
    expect(first.statusCode).toBe(200);
    expect(first.json().data.username).toBe(user.username);
    const replayed = await send();
    expect(replayed.statusCode).toBe(401);
    expect(replayed.json().error.code).toBe(1002);
  });

  it('refuses a missing or forged credential with 1002', async () => {
    const missing = await call('/paxful/v1/user/me', null);
    expect(missing.statusCode).toBe(401);
    expect(missing.json()).toMatchObject({ status: 'error', error: { code: 1002 } });
    const forged = await call('/paxful/v1/user/me', null, {}, { authorization: 'Bearer not-a-token' });
    expect(forged.statusCode).toBe(401);
    expect(forged.json().error.code).toBe(1002);
  });

  it('names the bad field with 1001, and an unknown method with 1010', async () => {
    const user = await apiUser();
    const bad = await call('/paxful/v1/trade/get', user, { trade_hash: '../../etc' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toMatchObject({ code: 1001, fields: { trade_hash: ['Unknown trade'] } });
    const missing = await call('/paxful/v1/trade/get', user);
    expect(missing.json().error.fields.trade_hash).toBeDefined();
    // A value named like an Object.prototype member is only a wrong value (a fuzz find: it was a 500).
    for (const rating of ['__proto__', 'constructor', 'toString']) {
      const odd = await call('/noones/v1/feedback/list', user, { rating });
      expect(odd.statusCode, rating).toBe(400);
      expect(odd.json().error.fields.rating, rating).toBeDefined();
    }
    const unknown = await call('/paxful/v1/trade/teleport', user);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.code).toBe(1010);
    const get = await app.inject({ method: 'GET', url: '/paxful/v1/user/me' });
    expect(get.json().error).toMatchObject({ code: 1001, message: 'Call the API with POST' });
  });

  it('takes JSON bodies too, and answers malformed JSON with 1001', async () => {
    const user = await apiUser();
    const headers = { authorization: `Bearer ${user.bot.bearerToken}`, 'content-type': 'application/json' };
    const json = await app.inject({ method: 'POST', url: '/paxful/v1/user/me', headers, payload: '{}' });
    expect(json.statusCode).toBe(200);
    const broken = await app.inject({
      method: 'POST',
      url: '/paxful/v1/trade/get',
      headers,
      payload: '{"trade_hash": ',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().error.code).toBe(1001);
  });

  it('refuses a method outside the app’s scopes with 1003', async () => {
    const user = await apiUser(['profile:read']);
    const response = await call('/paxful/v1/trade/list', user);
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe(1003);
    expect((await call('/paxful/v1/user/me', user)).statusCode).toBe(200);
  });

  it('answers 429 "Rate limit exceeded" with Retry-After once an app spent its window', async () => {
    const user = await apiUser();
    const key = `api-app:${user.bot.app.id}`;
    for (let i = 0; i < DEFAULT_API_RATE_LIMIT.max; i += 1)
      await app.attempts.hit(key, DEFAULT_API_RATE_LIMIT.windowMs);
    const response = await call('/paxful/v1/user/me', user);
    expect(response.statusCode).toBe(429);
    expect(response.json().error).toMatchObject({ code: 429, message: 'Rate limit exceeded' });
    expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('a trade through the API', () => {
  it('runs start, chat, paid, release and feedback, and audits the money move', async () => {
    const vendor = await apiUser();
    const taker = await apiUser();
    await fund(app.db, vendor.id, 'BTC', 10n ** 9n);
    const offer = await createTestOffer(app.db, vendor.id);

    const started = await call('/paxful/v1/trade/start', taker, { offer_hash: offer.hash, fiat: '100' });
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

    const posted = await call('/paxful/v1/trade-chat/post', taker, {
      trade_hash: hash,
      message: 'Paying now',
    });
    expect(posted.json().data.message).toMatchObject({ text: 'Paying now', author: taker.username });
    const chat = await call('/noones/v1/trade-chat/get', vendor, { trade_hash: hash });
    expect(chat.json().data.messages.map((m: { text: string }) => m.text)).toContain('Paying now');

    const paid = await call('/paxful/v1/trade/paid', taker, { trade_hash: hash });
    expect(paid.json().data.trade.trade_status).toBe('Paid');
    const listed = await call('/paxful/v1/trade/list', vendor);
    expect(listed.json().data.trades.map((t: { trade_hash: string }) => t.trade_hash)).toContain(hash);

    const released = await call('/paxful/v1/trade/release', vendor, { trade_hash: hash });
    expect(released.statusCode).toBe(200);
    expect(released.json().data.trade).toMatchObject({ trade_status: 'Successful', is_completed: true });
    const logged = await callsOf(vendor.bot.app.id);
    expect(logged.find((row) => row.path === '/paxful/v1/trade/release')?.moneyMoving).toBe(true);
    const audited = await app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.actorId, vendor.id), eq(auditLog.action, 'api.money_moving_call')));
    expect(audited).toHaveLength(1);

    const feedback = await call('/paxful/v1/feedback/give', taker, {
      trade_hash: hash,
      rating: '1',
      message: 'Fast release',
    });
    expect(feedback.statusCode).toBe(200);
    const received = await call('/paxful/v1/feedback/list', vendor);
    expect(received.json().data).toMatchObject({ positive_count: 1, total_count: 1 });
    const completed = await call('/paxful/v1/trade/completed', vendor);
    expect(completed.json().data.trades[0].trade_hash).toBe(hash);
  });

  it('asks for the x-paxful-2fa code of a seller who turned two-factor on: 1006 without, 1007 wrong', async () => {
    const registered = await userWithAuthenticator(app);
    const sellerId = registered.user.id;
    await app.db.update(users).set({ verificationLevel: 'L2' }).where(eq(users.id, sellerId));
    const seller = await apiUser(undefined, {
      client: registered.client,
      id: sellerId,
      username: registered.user.username,
    });
    await fund(app.db, sellerId, 'BTC', 10n ** 9n);
    const offer = await createTestOffer(app.db, sellerId);
    const buyer = await apiUser();
    const started = await call('/paxful/v1/trade/start', buyer, { offer_hash: offer.hash, fiat: '50' });
    const hash = started.json().data.trade_hash as string;
    await call('/paxful/v1/trade/paid', buyer, { trade_hash: hash });

    const without = await call('/paxful/v1/trade/release', seller, { trade_hash: hash });
    expect(without.statusCode).toBe(403);
    expect(without.json().error.code).toBe(1006);
    const wrong = await call(
      '/paxful/v1/trade/release',
      seller,
      { trade_hash: hash },
      { 'x-paxful-2fa': '000000' },
    );
    expect(wrong.json().error.code).toBe(1007);
    expect((await tradeRow(app.db, hash)).status).toBe('paid');
    const code = await freshTotp(app.db, sellerId, registered.secret);
    const right = await call(
      '/paxful/v1/trade/release',
      seller,
      { trade_hash: hash },
      { 'x-paxful-2fa': code },
    );
    expect(right.statusCode).toBe(200);
    expect((await tradeRow(app.db, hash)).status).toBe('released');
  });
});

describe('files and bank accounts through the API', () => {
  function multipart(fields: Record<string, string>, file: { data: Buffer; filename: string; type: string }) {
    const boundary = `compat${randomBytes(8).toString('hex')}`;
    const chunks: Buffer[] = [];
    for (const [name, value] of Object.entries(fields)) {
      chunks.push(
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
      );
    }
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.filename}"\r\n` +
          `Content-Type: ${file.type}\r\n\r\n`,
      ),
      file.data,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    );
    return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
  }

  it('adds a proof of payment, downloads it, and shares a bank account made through the API', async () => {
    const vendor = await apiUser();
    const taker = await apiUser();
    await fund(app.db, vendor.id, 'BTC', 10n ** 9n);
    const offer = await createTestOffer(app.db, vendor.id);
    const started = await call('/paxful/v1/trade/start', taker, { offer_hash: offer.hash, fiat: '100' });
    const hash = started.json().data.trade_hash as string;

    const account = Object.fromEntries(
      Object.entries(VALID_BODIES.US).map(([key, value]) => [key, String(value)]),
    );
    const created = await call('/paxful/v1/bank-account/create', vendor, account);
    expect(created.statusCode, created.body).toBe(200);
    const accountId = created.json().data.account.id as number;
    const refused = await call('/paxful/v1/bank-account/create', vendor, {
      ...account,
      routing_number: '02100002',
    });
    expect(refused.statusCode).toBe(400);
    expect(Object.keys(refused.json().error.fields)).toEqual(['routing_number']);
    const listed = await call('/paxful/v1/bank-account/list', vendor);
    expect(listed.json().data.accounts.map((a: { id: number }) => a.id)).toEqual([accountId]);

    const shared = await call('/paxful/v1/trade/share-linked-bank-account', vendor, {
      trade_hash: hash,
      bank_account_id: String(accountId),
    });
    expect(shared.statusCode, shared.body).toBe(200);
    const chat = await call('/paxful/v1/trade-chat/get', taker, { trade_hash: hash });
    expect(chat.json().data.messages.some((m: { type: string }) => m.type === 'bank_account')).toBe(true);

    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#a63' } })
      .png()
      .toBuffer();
    const { payload, contentType } = multipart(
      { trade_hash: hash },
      { data: png, filename: 'paid.png', type: 'image/png' },
    );
    const proof = await app.inject({
      method: 'POST',
      url: '/paxful/v1/trade/add-proof',
      headers: { authorization: `Bearer ${taker.bot.bearerToken}`, 'content-type': contentType },
      payload,
    });
    expect(proof.statusCode, proof.body).toBe(200);
    const imageHash = proof.json().data.image_hash as string;
    const image = await call('/paxful/v1/trade-chat/image', vendor, {
      trade_hash: hash,
      image_hash: imageHash,
    });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(await sharp(image.rawPayload).metadata()).toMatchObject({ format: 'png', width: 40, height: 30 });

    const notPicture = multipart(
      { trade_hash: hash },
      { data: Buffer.from('MZ'), filename: 'a.png', type: 'image/png' },
    );
    const bad = await app.inject({
      method: 'POST',
      url: '/paxful/v1/trade-chat/image/upload',
      headers: { authorization: `Bearer ${taker.bot.bearerToken}`, 'content-type': notPicture.contentType },
      payload: notPicture.payload,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toMatchObject({ code: 1001, fields: { file: expect.any(Array) } });

    const inUse = await call('/paxful/v1/bank-account/delete', vendor, { id: String(accountId) });
    expect(inUse.statusCode).toBe(403);
    expect(inUse.json().error).toMatchObject({
      code: 1008,
      fields: { bank_account: ['linked_to_open_trade'] },
    });
    expect((await call('/paxful/v1/trade/cancel', taker, { trade_hash: hash })).statusCode).toBe(200);
    const deleted = await call('/paxful/v1/bank-account/delete', vendor, { id: String(accountId) });
    expect(deleted.json().data).toEqual({ id: accountId, deleted: true });
    expect((await call('/paxful/v1/bank-account/list', vendor)).json().data.accounts).toEqual([]);
  });
});

describe('the reference', () => {
  it('documents every method in the OpenAPI document at both prefixes and on the reference page', async () => {
    const openapi = (await app.inject({ method: 'GET', url: '/rest/openapi.json' })).json() as {
      paths: Record<string, unknown>;
    };
    const page = await readFile(new URL('../../../../../docs/compat-api.md', import.meta.url), 'utf8');
    for (const method of COMPAT_METHODS) {
      expect(openapi.paths[`/paxful/v1/${method.name}`], method.name).toBeDefined();
      expect(openapi.paths[`/noones/v1/${method.name}`], method.name).toBeDefined();
      expect(page, method.name).toContain(`| \`${method.name}\` |`);
    }
  });
});
