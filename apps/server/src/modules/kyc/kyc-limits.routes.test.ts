import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditLog, users } from '../../db/schema.js';
import { loadReferenceData } from '../../db/seed/load-reference-data.js';
import { createTestApp, registerUser, TestClient, type TestContext } from '../../test/app.js';
import { setRole } from '../users/users.service.js';
import { recomputeLevel } from './kyc.service.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

async function signedIn(role: 'user' | 'moderator' | 'admin' = 'user') {
  const registered = await registerUser(ctx.app);
  if (role !== 'user') await setRole(ctx.database.db, registered.user.id, role);
  return registered;
}

async function verifyContacts(userId: number) {
  const now = new Date();
  await ctx.database.db
    .update(users)
    .set({ emailVerifiedAt: now, phoneVerifiedAt: now })
    .where(eq(users.id, userId));
  await recomputeLevel(ctx.database.db, userId);
}

describe('GET /rest/v1/limits/levels-info', () => {
  it('lists every level with requirements and the default limits as USD strings, to anyone', async () => {
    const response = await new TestClient(ctx.app).get('/rest/v1/limits/levels-info');
    expect(response.statusCode).toBe(200);
    const levels = response.json().data;
    expect(levels.map((level: { name: string }) => level.name)).toEqual([
      'L0',
      'L1',
      'L1+',
      'L2',
      'L2+POA',
      'L3',
      'L4',
    ]);
    expect(levels[0]).toEqual({
      name: 'L0',
      level: 0,
      requirements: ['registered'],
      perTradeLimitUsd: '0.00',
      lifetimeLimitUsd: '0.00',
    });
    expect(levels[2]).toMatchObject({ name: 'L1+', level: 1.5, perTradeLimitUsd: '2500.00' });
    expect(levels[5]).toMatchObject({
      name: 'L3',
      level: 3,
      perTradeLimitUsd: '50000.00',
      lifetimeLimitUsd: null,
    });
  });

  it('answers in snake_case on request', async () => {
    const response = await new TestClient(ctx.app).get('/rest/v1/limits/levels-info?responseCase=snakeCase');
    expect(response.json().data[1]).toHaveProperty('per_trade_limit_usd', '1000.00');
  });
});

describe('GET /rest/v1/limits/{level}-level-limitations', () => {
  it.each([
    ['none', 'L0'],
    ['first', 'L1'],
    ['first-plus', 'L1+'],
    ['second', 'L2'],
    ['third', 'L3'],
    ['L4', 'L4'],
    ['l2%2Bpoa', 'L2+POA'],
    ['L1+', 'L1+'],
    ['1.5', 'L1+'],
  ])('accepts %s as %s', async (form, name) => {
    const response = await new TestClient(ctx.app).get(`/rest/v1/limits/${form}-level-limitations`);
    expect(response.statusCode).toBe(200);
    expect(response.json().data.name).toBe(name);
  });

  it('refuses an unknown level, naming the parameter', async () => {
    const response = await new TestClient(ctx.app).get('/rest/v1/limits/fifth-level-limitations');
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details).toHaveProperty('level');
  });

  it.each(['constructor', 'toString', '__proto__', 'hasOwnProperty', 'valueOf'])(
    'refuses %s, a name Object.prototype holds, as an unknown level',
    async (form) => {
      const response = await new TestClient(ctx.app).get(`/rest/v1/limits/${form}-level-limitations`);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.details).toHaveProperty('level');
    },
  );
});

describe('PUT /rest/v1/limits/{level}-level-limitations', () => {
  it('lets an admin change limits, audit-logs it, and keeps the change across a reseed', async () => {
    const { client, user } = await signedIn('admin');
    const response = await client.send('PUT', '/rest/v1/limits/second-level-limitations', {
      perTradeLimitUsd: '12000.5',
      lifetimeLimitUsd: null,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      name: 'L2',
      perTradeLimitUsd: '12000.50',
      lifetimeLimitUsd: null,
    });
    const read = await new TestClient(ctx.app).get('/rest/v1/limits/L2-level-limitations');
    expect(read.json().data.perTradeLimitUsd).toBe('12000.50');

    const [audit] = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.actorId, user.id), eq(auditLog.action, 'kyc.level_limits_changed')));
    expect(audit?.details).toEqual({
      level: 'L2',
      before: { perTradeLimitUsd: '10000.00', lifetimeLimitUsd: '10000.00' },
      after: { perTradeLimitUsd: '12000.50', lifetimeLimitUsd: null },
    });

    await loadReferenceData(ctx.database.db);
    const afterReseed = await new TestClient(ctx.app).get('/rest/v1/limits/L2-level-limitations');
    expect(afterReseed.json().data.perTradeLimitUsd).toBe('12000.50');
  });

  it('refuses bad amounts, a per-trade limit above the lifetime one, and unknown fields', async () => {
    const { client } = await signedIn('admin');
    const url = '/rest/v1/limits/first-level-limitations';
    const bad = await client.send('PUT', url, { perTradeLimitUsd: '10.123', lifetimeLimitUsd: '-5' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().error.details).sort()).toEqual(['lifetimeLimitUsd', 'perTradeLimitUsd']);
    const inverted = await client.send('PUT', url, { perTradeLimitUsd: '200', lifetimeLimitUsd: '100' });
    expect(inverted.statusCode).toBe(400);
    expect(inverted.json().error.details).toHaveProperty('perTradeLimitUsd');
    const missing = await client.send('PUT', url, { perTradeLimitUsd: '200' });
    expect(missing.json().error.details).toHaveProperty('lifetimeLimitUsd');
    const extra = await client.send('PUT', url, { perTradeLimitUsd: null, lifetimeLimitUsd: null, x: 1 });
    expect(extra.json().error.details).toHaveProperty('x');
  });

  it('refuses amounts that are not numbers with a 400 on the field, never a 500', async () => {
    const { client } = await signedIn('admin');
    const url = '/rest/v1/limits/first-level-limitations';
    for (const [perTrade, lifetime] of [
      ['abc', '100'],
      ['100', '1e5'],
      ['x.y', 'z'],
      ['0x10', '100'],
    ]) {
      const response = await client.send('PUT', url, {
        perTradeLimitUsd: perTrade,
        lifetimeLimitUsd: lifetime,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.code).toBe('ERROR_INPUT_VALIDATION');
    }
    const response = await client.send('PUT', url, { perTradeLimitUsd: 'abc', lifetimeLimitUsd: '100' });
    expect(Object.keys(response.json().error.details)).toEqual(['perTradeLimitUsd']);
  });

  it('checks the role before the body: a non-admin gets 403 whatever they send', async () => {
    const url = '/rest/v1/limits/first-level-limitations';
    const { client } = await signedIn('moderator');
    for (const body of [{ perTradeLimitUsd: 'abc' }, { x: 1 }, [], 'text']) {
      const response = await client.send('PUT', url, body);
      expect(response.statusCode).toBe(403);
      expect(response.json().error.code).toBe('ERROR_FORBIDDEN');
    }
    const unknownLevel = await client.send('PUT', '/rest/v1/limits/fifth-level-limitations', {});
    expect(unknownLevel.statusCode).toBe(403);
  });

  it('is for admins only: 403 for moderators and users, 401 anonymous', async () => {
    const body = { perTradeLimitUsd: '1', lifetimeLimitUsd: '1' };
    const url = '/rest/v1/limits/first-level-limitations';
    for (const role of ['moderator', 'user'] as const) {
      const { client } = await signedIn(role);
      const response = await client.send('PUT', url, body);
      expect(response.statusCode).toBe(403);
      expect(response.json().error.code).toBe('ERROR_FORBIDDEN');
    }
    expect((await new TestClient(ctx.app).send('PUT', url, body)).statusCode).toBe(401);
    const unchanged = await new TestClient(ctx.app).get('/rest/v1/limits/first-level-limitations');
    expect(unchanged.json().data.perTradeLimitUsd).toBe('1000.00');
  });
});

describe('GET /rest/v1/users/kyc-check', () => {
  it('shows a new user at level 0 with nothing to trade', async () => {
    const { client } = await signedIn();
    const response = await client.get('/rest/v1/users/kyc-check?fiatCurrencyCode=USD');
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({
      level: 0,
      levelName: 'L0',
      fiatCurrencyCode: 'USD',
      amountsCurrencyCode: 'USD',
      perTradeLimit: '0.00',
      lifetimeLimit: '0.00',
      usedTradingVolume: '0.00',
      unusedTradingVolumeInFiatCurrency: '0.00',
      note: null,
    });
  });

  it('follows the level: L1 once e-mail and phone are verified', async () => {
    const { client, user } = await signedIn();
    await verifyContacts(user.id);
    const data = (await client.get('/rest/v1/users/kyc-check?fiatCurrencyCode=usd')).json().data;
    expect(data).toMatchObject({ level: 1, levelName: 'L1', unusedTradingVolumeInFiatCurrency: '1000.00' });
  });

  it("keeps USD amounts for another currency, echoing it with a note; defaults to the user's currency", async () => {
    const { client } = await signedIn();
    const data = (await client.get('/rest/v1/users/kyc-check?fiatCurrencyCode=EUR')).json().data;
    expect(data).toMatchObject({ fiatCurrencyCode: 'EUR', amountsCurrencyCode: 'USD' });
    expect(data.note).toContain('rates');
    const byDefault = (await client.get('/rest/v1/users/kyc-check')).json().data;
    expect(byDefault).toMatchObject({ fiatCurrencyCode: 'USD', note: null });
  });

  it('refuses an unknown or malformed currency, naming the field', async () => {
    const { client } = await signedIn();
    for (const code of ['QQQ', 'EURO', '12']) {
      const response = await client.get(`/rest/v1/users/kyc-check?fiatCurrencyCode=${code}`);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.details).toHaveProperty('fiatCurrencyCode');
    }
  });

  it('needs a session', async () => {
    const response = await new TestClient(ctx.app).get('/rest/v1/users/kyc-check?fiatCurrencyCode=USD');
    expect(response.statusCode).toBe(401);
  });
});
