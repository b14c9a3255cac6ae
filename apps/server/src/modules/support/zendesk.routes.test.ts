import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { decodeProtectedHeader, jwtVerify } from 'jose';
import { ConfigError, loadConfig } from '../../config.js';
import { users } from '../../db/schema.js';
import { createTestApp, registerUser, TestClient, type TestContext } from '../../test/app.js';
import { ZENDESK_TOKEN_TTL_SECONDS } from './zendesk.service.js';

const SECRET = 'zendesk-shared-secret-0123456789-abcdefghijklmnop';
const ZENDESK = {
  ZENDESK_KEY_ID: 'app_65f0c1d2e3',
  ZENDESK_SECRET: SECRET,
  ZENDESK_WIDGET_KEY: '1a2b3c4d-5e6f-7081-92a3-b4c5d6e7f809',
};

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp(ZENDESK);
});
afterAll(() => ctx.close());

describe('Zendesk messaging token', () => {
  it('signs HS256 with the key id and the claims the Web Widget expects', async () => {
    const { client, user, account } = await registerUser(ctx.app);
    const response = await client.get('/rest/v3/zendesk/jwt-token');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const token = (response.json() as { data: { token: string } }).data.token;
    expect(decodeProtectedHeader(token)).toEqual({ alg: 'HS256', typ: 'JWT', kid: ZENDESK.ZENDESK_KEY_ID });
    const { payload } = await jwtVerify(token, new TextEncoder().encode(SECRET), { algorithms: ['HS256'] });
    expect(payload).toMatchObject({
      external_id: String(user.id),
      scope: 'user',
      name: user.username,
      email: account.email,
      email_verified: false,
    });
    expect(payload.exp! - payload.iat!).toBe(ZENDESK_TOKEN_TTL_SECONDS);
    expect(Math.abs(payload.iat! - Date.now() / 1000)).toBeLessThan(120);
    // Another secret does not verify it.
    await expect(jwtVerify(token, new TextEncoder().encode(`${SECRET}x`))).rejects.toThrow();

    await ctx.app.db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, user.id));
    const verified = (await client.get('/rest/v3/zendesk/jwt-token')).json() as { data: { token: string } };
    const again = await jwtVerify(verified.data.token, new TextEncoder().encode(SECRET));
    expect(again.payload.email_verified).toBe(true);
  });

  it('needs a session, and tells the web app to open Zendesk with the widget key', async () => {
    const anonymous = new TestClient(ctx.app);
    expect((await anonymous.get('/rest/v3/zendesk/jwt-token')).statusCode).toBe(401);
    const config = await anonymous.get('/rest/v1/support/config');
    expect(config.json().data).toEqual({ provider: 'zendesk', zendeskWidgetKey: ZENDESK.ZENDESK_WIDGET_KEY });
    // The page may load the widget from Zendesk only now.
    expect(config.headers['content-security-policy']).toContain('https://static.zdassets.com');
  });
});

describe('Zendesk configuration', () => {
  const base = { NODE_ENV: 'test', DATA_DIR: 'memory' };
  it('takes the three variables together or none', () => {
    expect(loadConfig({ ...base, ...ZENDESK }).ZENDESK_KEY_ID).toBe(ZENDESK.ZENDESK_KEY_ID);
    expect(loadConfig(base).ZENDESK_SECRET).toBeUndefined();
    expect(() => loadConfig({ ...base, ZENDESK_KEY_ID: 'app_1', ZENDESK_SECRET: SECRET })).toThrow(
      ConfigError,
    );
    expect(() => loadConfig({ ...base, ...ZENDESK, ZENDESK_SECRET: 'short' })).toThrow(/ZENDESK_SECRET/);
    expect(() => loadConfig({ ...base, ...ZENDESK, ZENDESK_WIDGET_KEY: 'has spaces in it' })).toThrow(
      /ZENDESK_WIDGET_KEY/,
    );
  });
});
