import { and, eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiApps, apiNonces, auditLog, users } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { memoryAttemptCounter } from '../../lib/attempt-counter.js';
import { createTestApp, registerUser, type TestContext } from '../../test/app.js';
import { apisealBody, clientCredentialsToken, createTestApiApp } from '../../test/api-apps.js';
import type { ApiRequestProof } from './api-caller.js';
import { effectiveScopes } from './api-authenticator.js';
import { enforceApiRateLimit, pruneApiRecords, recordApiCall } from './api-calls.js';
import { apiseal, nonceTime, signedPayload, signForm } from './apiseal.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx?.close());

function proof(options: { authorization?: string; rawBody?: string } = {}): ApiRequestProof {
  const rawBody = options.rawBody ?? '';
  const headers = options.authorization ? { authorization: options.authorization } : {};
  return {
    request: { headers } as FastifyRequest,
    rawBody,
    fields: Object.fromEntries(new URLSearchParams(rawBody)),
  };
}

async function rejection(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

async function newBot(scopes?: NonNullable<Parameters<typeof createTestApiApp>[2]>['scopes']) {
  const registered = await registerUser(ctx.app);
  return { ...registered, bot: await createTestApiApp(ctx.app, registered.client, { scopes }) };
}

describe('Bearer tokens', () => {
  it("resolve a client-credentials token to the owner with the app's scopes and note the use", async () => {
    const { user, bot } = await newBot(['trades:read', 'chat']);
    const caller = await ctx.app.apiAuthenticator(proof({ authorization: `Bearer ${bot.bearerToken}` }));
    expect(caller).toMatchObject({ userId: user.id, appId: bot.app.id, via: 'oauth' });
    expect([...caller.scopes].sort()).toEqual(['chat', 'trades:read']);
    const [row] = await ctx.database.db.select().from(apiApps).where(eq(apiApps.id, bot.app.id));
    expect(row!.lastUsedAt).not.toBeNull();
  });

  it('carry the scopes the token asked for, never more than the app has now', async () => {
    const { client, bot } = await newBot(['trades:read', 'chat']);
    const narrow = await clientCredentialsToken(ctx.app, bot.clientId, bot.clientSecret, 'chat');
    expect([
      ...(await ctx.app.apiAuthenticator(proof({ authorization: `Bearer ${narrow}` }))).scopes,
    ]).toEqual(['chat']);
    await client.send('PATCH', `/rest/v1/api-apps/${bot.app.id}`, { scopes: ['trades:read'] });
    const caller = await ctx.app.apiAuthenticator(proof({ authorization: `Bearer ${bot.bearerToken}` }));
    expect([...caller.scopes]).toEqual(['trades:read']);
    expect([
      ...(await ctx.app.apiAuthenticator(proof({ authorization: `Bearer ${narrow}` }))).scopes,
    ]).toEqual([]);
  });

  it('refuse a malformed header, an unknown token, a deleted app and a closed account with 401', async () => {
    const { client, user, bot } = await newBot();
    for (const authorization of [
      'Bearer',
      'Basic abc',
      `Bearer ${bot.bearerToken} x`,
      'Bearer unknown-token',
    ]) {
      expect(
        (await rejection(ctx.app.apiAuthenticator(proof({ authorization })))).status,
        authorization,
      ).toBe(401);
    }
    await ctx.database.db.update(users).set({ closedAt: new Date() }).where(eq(users.id, user.id));
    expect(
      (await rejection(ctx.app.apiAuthenticator(proof({ authorization: `Bearer ${bot.bearerToken}` }))))
        .status,
    ).toBe(401);
    await ctx.database.db.update(users).set({ closedAt: null }).where(eq(users.id, user.id));
    await client.send('DELETE', `/rest/v1/api-apps/${bot.app.id}`);
    expect(
      (await rejection(ctx.app.apiAuthenticator(proof({ authorization: `Bearer ${bot.bearerToken}` }))))
        .status,
    ).toBe(401);
  });
});

describe('apiseal', () => {
  it('accepts a body signed with the secret, once', async () => {
    const { user, bot } = await newBot(['offers']);
    const body = apisealBody(bot, { offer_hash: 'abc', margin: '1.5' });
    const caller = await ctx.app.apiAuthenticator(proof({ rawBody: body }));
    expect(caller).toMatchObject({ userId: user.id, appId: bot.app.id, via: 'apiseal' });
    expect([...caller.scopes]).toEqual(['offers']);
    const replay = await rejection(ctx.app.apiAuthenticator(proof({ rawBody: body })));
    expect(replay.status).toBe(401);
    expect(replay.message).toMatch(/used before/);
  });

  it('refuses a forged or tampered seal without spending the nonce', async () => {
    const { bot } = await newBot();
    const nonce = String(Date.now());
    const forged = signForm({ apikey: bot.clientId, nonce }, 'pxs_not-the-secret');
    expect((await rejection(ctx.app.apiAuthenticator(proof({ rawBody: forged })))).status).toBe(401);
    const good = apisealBody(bot, { amount: '10' }, nonce);
    const tampered = good.replace('amount=10', 'amount=99');
    expect((await rejection(ctx.app.apiAuthenticator(proof({ rawBody: tampered })))).status).toBe(401);
    await expect(ctx.app.apiAuthenticator(proof({ rawBody: good }))).resolves.toMatchObject({
      via: 'apiseal',
    });
  });

  it('refuses stale, future and non-time nonces, missing fields and third-party apps', async () => {
    const { client, bot } = await newBot();
    const hourAgo = String(Math.floor(Date.now() / 1000) - 3600);
    const inAnHour = String(Date.now() + 3_600_000);
    for (const nonce of [hourAgo, inAnHour, 'abc', '42']) {
      const error = await rejection(
        ctx.app.apiAuthenticator(proof({ rawBody: apisealBody(bot, {}, nonce) })),
      );
      expect(error.status, nonce).toBe(401);
    }
    // Seconds and milliseconds of now are both fine.
    await ctx.app.apiAuthenticator(
      proof({ rawBody: apisealBody(bot, {}, String(Math.floor(Date.now() / 1000))) }),
    );
    expect((await rejection(ctx.app.apiAuthenticator(proof({ rawBody: 'apikey=x&nonce=1' })))).status).toBe(
      401,
    );
    expect((await rejection(ctx.app.apiAuthenticator(proof()))).status).toBe(401);

    const thirdParty = (
      await client.post('/rest/v1/api-apps', {
        name: 'Third',
        kind: 'third_party',
        scopes: ['chat'],
        redirectUris: ['https://example.com/cb'],
      })
    ).json().data;
    const body = apisealBody({ clientId: thirdParty.clientId, clientSecret: thirdParty.clientSecret }, {});
    expect((await rejection(ctx.app.apiAuthenticator(proof({ rawBody: body })))).status).toBe(401);
  });

  it('accepts a nonce once even when two requests race', async () => {
    const { bot } = await newBot();
    const body = apisealBody(bot, { n: '1' });
    const results = await Promise.allSettled(
      Array.from({ length: 4 }, () => ctx.app.apiAuthenticator(proof({ rawBody: body }))),
    );
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
  });

  it('prunes nonces the window refuses anyway', async () => {
    const { bot } = await newBot();
    await ctx.app.apiAuthenticator(proof({ rawBody: apisealBody(bot) }));
    const ofApp = eq(apiNonces.appId, bot.app.id);
    await pruneApiRecords(ctx.database.db, Date.now());
    expect(await ctx.database.db.select().from(apiNonces).where(ofApp)).toHaveLength(1);
    await pruneApiRecords(ctx.database.db, Date.now() + 60 * 60_000);
    expect(await ctx.database.db.select().from(apiNonces).where(ofApp)).toHaveLength(0);
  });
});

describe('helpers', () => {
  it('signedPayload takes the body without its apiseal field, wherever it stands', () => {
    expect(signedPayload('apikey=a&nonce=1&apiseal=ff')).toEqual({
      payload: 'apikey=a&nonce=1',
      apiseal: 'ff',
    });
    expect(signedPayload('apiseal=ff&apikey=a&nonce=1')).toEqual({
      payload: 'apikey=a&nonce=1',
      apiseal: 'ff',
    });
    expect(signedPayload('apikey=a')).toBeUndefined();
    expect(signedPayload('apikey=a&apiseal=%zz')).toBeUndefined();
    // RFC 4231 test case 2: HMAC-SHA256 in hex.
    expect(apiseal('what do ya want for nothing?', 'Jefe')).toBe(
      '5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843',
    );
  });

  it('nonceTime reads seconds, milliseconds and microseconds', () => {
    expect(nonceTime('1700000000')).toBe(1_700_000_000_000);
    expect(nonceTime('1700000000123')).toBe(1_700_000_000_123);
    expect(nonceTime('1700000000123456')).toBe(1_700_000_000_123.456);
    expect(nonceTime('12')).toBeUndefined();
    expect(nonceTime('17e9')).toBeUndefined();
  });

  it('effectiveScopes: the token asks, the app caps, no ask means all of the app', () => {
    expect([...effectiveScopes(undefined, ['chat', 'offers'])]).toEqual(['chat', 'offers']);
    expect([...effectiveScopes('openid', ['chat'])]).toEqual(['chat']);
    expect([...effectiveScopes('chat wallet:send', ['chat'])]).toEqual(['chat']);
    expect([...effectiveScopes('wallet:send', ['chat'])]).toEqual([]);
  });

  it('enforceApiRateLimit answers 429 with Retry-After once the window is full', async () => {
    const counter = memoryAttemptCounter();
    const headers: Record<string, string> = {};
    const reply = {
      header: (name: string, value: string) => (headers[name] = value),
    } as unknown as FastifyReply;
    const limit = { max: 2, windowMs: 30_000 };
    await enforceApiRateLimit(counter, reply, 'app-1', limit);
    await enforceApiRateLimit(counter, reply, 'app-1', limit);
    await enforceApiRateLimit(counter, reply, 'app-2', limit);
    const error = await rejection(enforceApiRateLimit(counter, reply, 'app-1', limit));
    expect(error.status).toBe(429);
    expect(error.extra?.countdown).toBeGreaterThan(0);
    expect(Number(headers['retry-after'])).toBe(error.extra?.countdown);
  });

  it('recordApiCall audits money-moving calls', async () => {
    const { user, bot } = await newBot();
    await recordApiCall(ctx.database.db, {
      appId: bot.app.id,
      userId: user.id,
      method: 'POST',
      path: '/paxful/v1/trade/release',
      status: 200,
      via: 'oauth',
      moneyMoving: true,
    });
    await recordApiCall(ctx.database.db, {
      appId: bot.app.id,
      userId: user.id,
      method: 'POST',
      path: '/paxful/v1/user/me',
      status: 200,
      via: 'oauth',
    });
    const audits = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetUserId, user.id), eq(auditLog.action, 'api.money_moving_call')));
    expect(audits).toHaveLength(1);
    expect(audits[0]!.details).toMatchObject({ appId: bot.app.id, path: '/paxful/v1/trade/release' });
  });
});
