import { createHash, randomBytes } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registerUser, type TestClient, type TestContext } from '../../test/app.js';
import { clientCredentialsToken, createTestApiApp } from '../../test/api-apps.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx?.close());

const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();

function token(fields: Record<string, string>, headers: Record<string, string> = {}) {
  return ctx.app.inject({
    method: 'POST',
    url: '/oauth2/token',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    payload: form(fields),
  });
}

function userinfo(accessToken: string) {
  return ctx.app.inject({
    method: 'GET',
    url: '/oauth2/userinfo',
    headers: { authorization: `Bearer ${accessToken}` },
  });
}

function location(response: LightMyRequestResponse): URL {
  const value = response.headers.location;
  if (typeof value !== 'string') throw new Error(`no redirect (${response.statusCode}): ${response.body}`);
  return new URL(value, 'http://localhost');
}

const REDIRECT = 'https://bot.example.com/callback';

async function thirdPartyApp(client: TestClient, extra: Record<string, unknown> = {}) {
  const response = await client.post('/rest/v1/api-apps', {
    name: 'Trade tracker',
    kind: 'third_party',
    scopes: ['profile:read', 'trades:read'],
    redirectUris: [REDIRECT],
    ...extra,
  });
  expect(response.statusCode).toBe(201);
  return response.json().data as { clientId: string; clientSecret: string | null; id: string };
}

/** Runs the browser side: authorize, consent page (approve), resume; answers the app's redirect. */
async function authorize(browser: TestClient, query: Record<string, string>, decision: 'approve' | 'deny') {
  const start = await browser.get(`/oauth2/authorize?${form(query)}`);
  expect(start.statusCode).toBe(303);
  const consentPage = location(start);
  expect(consentPage.pathname).toMatch(/^\/oauth\/consent\/[\w-]+$/);
  const uid = consentPage.pathname.split('/').pop()!;
  const details = await browser.get(`/rest/v1/oauth/consent/${uid}`);
  expect(details.statusCode).toBe(200);
  const decided = await browser.post(`/rest/v1/oauth/consent/${uid}/${decision}`);
  expect(decided.statusCode).toBe(200);
  const resume = await browser.get(
    location({ headers: { location: decided.json().data.redirectTo } } as never).pathname,
  );
  expect([302, 303]).toContain(resume.statusCode);
  return { details: details.json().data, redirect: location(resume) };
}

describe('client credentials', () => {
  it('issues a token for the owner with client_secret_post and client_secret_basic; userinfo answers', async () => {
    const { client, user, account } = await registerUser(ctx.app);
    const bot = await createTestApiApp(ctx.app, client);
    const info = await userinfo(bot.bearerToken);
    expect(info.statusCode).toBe(200);
    expect(info.json()).toMatchObject({
      sub: String(user.id),
      nickname: user.username,
      email: account.email,
      email_verified: false,
      locale: 'en',
    });

    const basic = Buffer.from(`${bot.clientId}:${bot.clientSecret}`).toString('base64');
    const viaBasic = await token({ grant_type: 'client_credentials' }, { authorization: `Basic ${basic}` });
    expect(viaBasic.statusCode).toBe(200);
    expect(viaBasic.json()).toMatchObject({ token_type: 'Bearer', expires_in: 3600 });
    expect(viaBasic.json().refresh_token).toBeUndefined();
    expect(viaBasic.headers['cache-control']).toContain('no-store');
  });

  it("answers a bot's refresh request (what @paxful/sdk-js sends on a 401) with a new token, secret checked", async () => {
    const { client } = await registerUser(ctx.app);
    const bot = await createTestApiApp(ctx.app, client);
    // The SDK sends the refresh token it never got as the string "undefined".
    const refresh = (secret: string, extra: Record<string, string> = {}) =>
      token({
        grant_type: 'refresh_token',
        refresh_token: 'undefined',
        client_id: bot.clientId,
        client_secret: secret,
        ...extra,
      });
    const renewed = await refresh(bot.clientSecret);
    expect(renewed.statusCode).toBe(200);
    expect(renewed.json().access_token).not.toBe(bot.bearerToken);
    expect((await userinfo(renewed.json().access_token)).statusCode).toBe(200);
    expect((await refresh('pxs_wrong')).statusCode).toBe(401);
    const basic = Buffer.from(`${bot.clientId}:${bot.clientSecret}`).toString('base64');
    const viaBasic = await token(
      { grant_type: 'refresh_token', refresh_token: 'x' },
      { authorization: `Basic ${basic}` },
    );
    expect(viaBasic.statusCode).toBe(200);
    const malformed = await token(
      { grant_type: 'refresh_token', refresh_token: 'x' },
      { authorization: `Basic ${Buffer.from('%zz:secret').toString('base64')}` },
    );
    expect(malformed.statusCode).toBe(400);
  });

  it('refuses a wrong secret, an unknown client and a narrowed scope the app lacks', async () => {
    const { client } = await registerUser(ctx.app);
    const bot = await createTestApiApp(ctx.app, client, { scopes: ['profile:read'] });
    const wrong = await token({
      grant_type: 'client_credentials',
      client_id: bot.clientId,
      client_secret: 'pxs_wrong',
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().error).toBe('invalid_client');
    const unknown = await token({
      grant_type: 'client_credentials',
      client_id: 'nobody',
      client_secret: 'x',
    });
    expect(unknown.statusCode).toBe(401);
    const scope = await token({
      grant_type: 'client_credentials',
      client_id: bot.clientId,
      client_secret: bot.clientSecret,
      scope: 'wallet:send',
    });
    expect(scope.statusCode).toBe(400);
    expect(scope.json().error).toBe('invalid_scope');
    expect(
      await clientCredentialsToken(ctx.app, bot.clientId, bot.clientSecret, 'profile:read'),
    ).toBeTruthy();
  });

  it('userinfo refuses a missing, unknown or revoked token and a token without profile:read', async () => {
    const { client } = await registerUser(ctx.app);
    const bot = await createTestApiApp(ctx.app, client, { scopes: ['trades:read'] });
    expect((await userinfo(bot.bearerToken)).statusCode).toBe(403);
    expect((await userinfo('not-a-token')).statusCode).toBe(401);
    expect((await ctx.app.inject({ method: 'GET', url: '/oauth2/userinfo' })).statusCode).toBe(401);

    const full = await createTestApiApp(ctx.app, client);
    const revoke = await ctx.app.inject({
      method: 'POST',
      url: '/oauth2/revoke',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: form({ token: full.bearerToken, client_id: full.clientId, client_secret: full.clientSecret }),
    });
    expect(revoke.statusCode).toBe(200);
    expect((await userinfo(full.bearerToken)).statusCode).toBe(401);
  });

  it('a rotated secret or a deleted app ends its tokens', async () => {
    const { client } = await registerUser(ctx.app);
    const bot = await createTestApiApp(ctx.app, client);
    const rotated = await client.post(`/rest/v1/api-apps/${bot.app.id}/secret`);
    expect(rotated.statusCode).toBe(200);
    expect((await userinfo(bot.bearerToken)).statusCode).toBe(401);
    const old = await token({
      grant_type: 'client_credentials',
      client_id: bot.clientId,
      client_secret: bot.clientSecret,
    });
    expect(old.statusCode).toBe(401);
    const fresh = await clientCredentialsToken(ctx.app, bot.clientId, rotated.json().data.clientSecret);
    expect((await userinfo(fresh)).statusCode).toBe(200);
    expect((await client.send('DELETE', `/rest/v1/api-apps/${bot.app.id}`)).statusCode).toBe(200);
    expect((await userinfo(fresh)).statusCode).toBe(401);
  });
});

describe('malformed requests', () => {
  it('get 4xx, never 5xx, at the token and revocation endpoints', async () => {
    const cases: [string, string | undefined][] = [
      ['"1"', 'application/json'],
      ['[1]', 'application/json'],
      ['{"grant_type":"client_credentials"}', 'application/json'],
      ['grant_type=client_credentials&client_id=a%00b&client_secret=x', 'application/x-www-form-urlencoded'],
      ['grant_type=client_credentials&grant_type=client_credentials', 'application/x-www-form-urlencoded'],
      ['grant_type=password&username=a&password=b', 'application/x-www-form-urlencoded'],
      ['', undefined],
    ];
    for (const url of ['/oauth2/token', '/oauth2/revoke']) {
      for (const [payload, type] of cases) {
        const response = await ctx.app.inject({
          method: 'POST',
          url,
          headers: type ? { 'content-type': type } : {},
          ...(payload ? { payload } : {}),
        });
        expect(response.statusCode, `${url} ${payload}`).toBeGreaterThanOrEqual(400);
        expect(response.statusCode, `${url} ${payload}`).toBeLessThan(500);
      }
    }
  });
});

describe('authorization code', () => {
  it('consent, code with PKCE, tokens for the consenting user, refresh, revocation', async () => {
    const developer = await registerUser(ctx.app);
    const appInfo = await thirdPartyApp(developer.client);
    const trader = await registerUser(ctx.app);
    const verifier = randomBytes(32).toString('base64url');
    const challenge = createHash('sha256').update(verifier).digest('base64url');
    const { details, redirect } = await authorize(
      trader.client,
      {
        response_type: 'code',
        client_id: appInfo.clientId,
        redirect_uri: REDIRECT,
        scope: 'profile:read',
        state: 'xyz',
        code_challenge: challenge,
        code_challenge_method: 'S256',
      },
      'approve',
    );
    expect(details).toMatchObject({
      appName: 'Trade tracker',
      developer: developer.user.username,
      scopes: ['profile:read'],
    });
    expect(`${redirect.origin}${redirect.pathname}`).toBe(REDIRECT);
    expect(redirect.searchParams.get('state')).toBe('xyz');
    const code = redirect.searchParams.get('code')!;
    expect(code).toBeTruthy();

    const exchanged = await token({
      grant_type: 'authorization_code',
      code,
      redirect_uri: REDIRECT,
      code_verifier: verifier,
      client_id: appInfo.clientId,
      client_secret: appInfo.clientSecret!,
    });
    expect(exchanged.statusCode).toBe(200);
    const tokens = exchanged.json();
    expect(tokens.refresh_token).toBeTruthy();
    expect(tokens.scope).toBe('profile:read');
    const me = await userinfo(tokens.access_token);
    expect(me.json().sub).toBe(String(trader.user.id));

    const refreshed = await token({
      grant_type: 'refresh_token',
      refresh_token: tokens.refresh_token,
      client_id: appInfo.clientId,
      client_secret: appInfo.clientSecret!,
    });
    expect(refreshed.statusCode).toBe(200);
    const next = refreshed.json();
    expect((await userinfo(next.access_token)).json().sub).toBe(String(trader.user.id));

    const refreshToken = next.refresh_token ?? tokens.refresh_token;
    const revoke = await ctx.app.inject({
      method: 'POST',
      url: '/oauth2/revoke',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: form({
        token: refreshToken,
        client_id: appInfo.clientId,
        client_secret: appInfo.clientSecret!,
      }),
    });
    expect(revoke.statusCode).toBe(200);
    const afterRevoke = await token({
      grant_type: 'refresh_token',
      refresh_token: refreshToken,
      client_id: appInfo.clientId,
      client_secret: appInfo.clientSecret!,
    });
    expect(afterRevoke.statusCode).toBe(400);
    expect(afterRevoke.json().error).toBe('invalid_grant');
    // Revoking the refresh token revokes its grant: the access tokens stop too.
    expect((await userinfo(next.access_token)).statusCode).toBe(401);
    // A code is good once (and its reuse revokes what it gave).
    const again = await token({
      grant_type: 'authorization_code',
      code,
      redirect_uri: REDIRECT,
      code_verifier: verifier,
      client_id: appInfo.clientId,
      client_secret: appInfo.clientSecret!,
    });
    expect(again.statusCode).toBe(400);
  });

  it('a public client must use PKCE; a denial sends access_denied to the app', async () => {
    const developer = await registerUser(ctx.app);
    const publicApp = await thirdPartyApp(developer.client, { publicClient: true });
    expect(publicApp.clientSecret).toBeNull();
    const trader = await registerUser(ctx.app);
    const withoutPkce = await trader.client.get(
      `/oauth2/authorize?${form({ response_type: 'code', client_id: publicApp.clientId, redirect_uri: REDIRECT })}`,
    );
    expect(location(withoutPkce).searchParams.get('error')).toBe('invalid_request');

    const denied = await authorize(
      trader.client,
      {
        response_type: 'code',
        client_id: publicApp.clientId,
        redirect_uri: REDIRECT,
        code_challenge: createHash('sha256').update('v'.repeat(43)).digest('base64url'),
        code_challenge_method: 'S256',
      },
      'deny',
    );
    expect(denied.details.scopes).toEqual(['profile:read', 'trades:read']);
    expect(denied.redirect.searchParams.get('error')).toBe('access_denied');
  });

  it('lists the apps a user allowed and takes a consent back', async () => {
    const developer = await registerUser(ctx.app);
    const appInfo = await thirdPartyApp(developer.client);
    const trader = await registerUser(ctx.app);
    const { redirect } = await authorize(
      trader.client,
      { response_type: 'code', client_id: appInfo.clientId, redirect_uri: REDIRECT, scope: 'trades:read' },
      'approve',
    );
    const tokens = (
      await token({
        grant_type: 'authorization_code',
        code: redirect.searchParams.get('code')!,
        redirect_uri: REDIRECT,
        client_id: appInfo.clientId,
        client_secret: appInfo.clientSecret!,
      })
    ).json();
    const bearer = { authorization: `Bearer ${tokens.access_token}` };
    const proof = { request: { headers: bearer } as never, rawBody: '', fields: {} };
    expect((await ctx.app.apiAuthenticator(proof)).userId).toBe(trader.user.id);

    const connected = await trader.client.get('/rest/v1/api-apps/connected');
    expect(connected.json().data).toEqual([
      expect.objectContaining({
        clientId: appInfo.clientId,
        appName: 'Trade tracker',
        developer: developer.user.username,
        scopes: ['trades:read'],
      }),
    ]);
    // The developer's own list of consents is theirs alone.
    expect((await developer.client.get('/rest/v1/api-apps/connected')).json().data).toEqual([]);
    expect(
      (await developer.client.send('DELETE', `/rest/v1/api-apps/connected/${appInfo.clientId}`)).statusCode,
    ).toBe(404);

    const removed = await trader.client.send('DELETE', `/rest/v1/api-apps/connected/${appInfo.clientId}`);
    expect(removed.statusCode).toBe(200);
    await expect(ctx.app.apiAuthenticator(proof)).rejects.toMatchObject({ status: 401 });
    const refresh = await token({
      grant_type: 'refresh_token',
      refresh_token: tokens.refresh_token,
      client_id: appInfo.clientId,
      client_secret: appInfo.clientSecret!,
    });
    expect(refresh.statusCode).toBe(400);
    expect((await trader.client.get('/rest/v1/api-apps/connected')).json().data).toEqual([]);
  });

  it('the consent routes need a signed-in user and a live request', async () => {
    const anonymous = await ctx.app.inject({ method: 'GET', url: '/rest/v1/oauth/consent/abc' });
    expect(anonymous.statusCode).toBe(401);
    const { client } = await registerUser(ctx.app);
    expect((await client.get('/rest/v1/oauth/consent/unknown-uid')).statusCode).toBe(404);
    expect((await client.post('/rest/v1/oauth/consent/unknown-uid/approve')).statusCode).toBe(404);
    expect((await client.post('/rest/v1/oauth/consent/bad%20uid/approve')).statusCode).toBe(400);
  });
});
