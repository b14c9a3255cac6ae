import type { FastifyInstance, FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { createTestApp, registerUser, type TestContext } from '../../test/app.js';
import { apisealBody, createTestApiApp } from '../../test/api-apps.js';

// Two nodes on one database: what one issues or accepts, the other honours or refuses alike.
let ctx: TestContext;
let second: FastifyInstance;
beforeAll(async () => {
  ctx = await createTestApp();
  second = await buildApp({ config: ctx.config, database: ctx.database, closeDatabase: false });
  await second.ready();
});
afterAll(async () => {
  await second?.close();
  await ctx?.close();
});

const proof = (options: { authorization?: string; rawBody?: string }) => ({
  request: {
    headers: options.authorization ? { authorization: options.authorization } : {},
  } as FastifyRequest,
  rawBody: options.rawBody ?? '',
  fields: Object.fromEntries(new URLSearchParams(options.rawBody ?? '')),
});

describe('two nodes', () => {
  it('honour each other’s tokens and revocations, and share the nonce record', async () => {
    const { client, user } = await registerUser(ctx.app);
    const bot = await createTestApiApp(ctx.app, client);
    const caller = await second.apiAuthenticator(proof({ authorization: `Bearer ${bot.bearerToken}` }));
    expect(caller.userId).toBe(user.id);

    const body = apisealBody(bot, { n: '1' });
    await ctx.app.apiAuthenticator(proof({ rawBody: body }));
    await expect(second.apiAuthenticator(proof({ rawBody: body }))).rejects.toMatchObject({ status: 401 });

    const revoked = await second.inject({
      method: 'POST',
      url: '/oauth2/revoke',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        token: bot.bearerToken,
        client_id: bot.clientId,
        client_secret: bot.clientSecret,
      }).toString(),
    });
    expect(revoked.statusCode).toBe(200);
    await expect(
      ctx.app.apiAuthenticator(proof({ authorization: `Bearer ${bot.bearerToken}` })),
    ).rejects.toMatchObject({ status: 401 });
  });
});
