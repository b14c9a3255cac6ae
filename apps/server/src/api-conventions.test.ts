import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registerUser, TestClient, type TestContext } from './test/app.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

describe('answers', () => {
  it('anonymous current_user gets 401 in the error envelope', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/rest/v1/users/current_user' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      error: { code: 'ERROR_UNAUTHORIZED', message: expect.any(String), requestId: expect.any(String) },
    });
  });

  it('responseCase=snakeCase turns avatarUrl into avatar_url; camelCase is the default', async () => {
    const { client } = await registerUser(ctx.app);
    const camel = (await client.get('/rest/v1/users/current_user')).json();
    expect(camel.data).toHaveProperty('avatarUrl');
    const snake = (await client.get('/rest/v1/users/current_user?responseCase=snakeCase')).json();
    expect(snake.data).toHaveProperty('avatar_url');
    expect(snake.data).not.toHaveProperty('avatarUrl');
    expect(snake.data.two_factor).toEqual({ release: false, login: false, sendout: false });
    const bad = await client.get('/rest/v1/users/current_user?responseCase=kebab');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.details).toHaveProperty('responseCase');
  });

  it('a public profile shows no private fields', async () => {
    const { user, client } = await registerUser(ctx.app);
    await client.get('/rest/v1/users/current_user');
    const byId = (await ctx.app.inject({ method: 'GET', url: `/rest/v1/users/${user.id}` })).json();
    expect(byId.data).toMatchObject({
      id: user.id,
      username: user.username,
      tradeVolume: {},
      profile: { bio: '' },
    });
    expect(byId.data).not.toHaveProperty('email');
    // Seen a moment ago: the indicator is green.
    expect(byId.data.lastSeen.variant).toBe('success');
    expect(byId.data.viewerRelation).toBeNull();
    expect(byId.data.lastSeenAt).not.toBeNull();
    expect(byId.data).not.toHaveProperty('referralCode');
    const byName = (await ctx.app.inject({ method: 'GET', url: `/rest/v1/users/${user.username}` })).json();
    expect(byName.data.id).toBe(user.id);
    expect((await ctx.app.inject({ method: 'GET', url: '/rest/v1/users/999999' })).statusCode).toBe(404);
  });

  it('external id needs a session', async () => {
    const { client, user } = await registerUser(ctx.app);
    expect(
      (await ctx.app.inject({ method: 'GET', url: `/rest/v1/users/${user.id}/external-id` })).statusCode,
    ).toBe(401);
    const response = await client.get(`/rest/v1/users/${user.id}/external-id`);
    expect(response.json().data.externalId).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('bad input never answers 500', () => {
  it('malformed JSON is a 400 on the body', async () => {
    const client = new TestClient(ctx.app);
    const response = await client.post('/rest/v1/auth/login', undefined, { rawBody: '{"login": "x",' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({
      code: 'ERROR_INPUT_VALIDATION',
      details: { body: [expect.any(String)] },
    });
  });

  it('wrong types and over-long strings name the field', async () => {
    const client = new TestClient(ctx.app);
    const wrongType = await client.post('/rest/v1/auth/login', { login: 42, password: ['x'] });
    expect(wrongType.statusCode).toBe(400);
    expect(Object.keys(wrongType.json().error.details).sort()).toEqual(['login', 'password']);
    const long = await client.post('/rest/v1/auth/register', {
      username: 'x'.repeat(5000),
      email: 'a@b.co',
      password: 'Correct-horse-9',
    });
    expect(long.statusCode).toBe(400);
    expect(long.json().error.details).toHaveProperty('username');
  });

  it('a non-JSON content type is refused with 415', async () => {
    const client = new TestClient(ctx.app);
    const response = await client.post('/rest/v1/auth/login', undefined, {
      rawBody: 'login=x',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(response.statusCode).toBe(415);
    expect(response.json().error.code).toBe('ERROR_UNSUPPORTED_MEDIA_TYPE');
  });

  it('an unknown API path is a JSON 404, a page path serves the app', async () => {
    const api = await ctx.app.inject({ method: 'GET', url: '/rest/v1/nope' });
    expect(api.statusCode).toBe(404);
    expect(api.json().error.code).toBe('ERROR_NOT_FOUND');
    const page = await ctx.app.inject({
      method: 'GET',
      url: '/es/some/page',
      headers: { cookie: 'theme=dark' },
    });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('class="dark"');
  });
});

describe('openapi', () => {
  it('describes every route the API serves', async () => {
    const doc = (await ctx.app.inject({ method: 'GET', url: '/rest/openapi.json' })).json();
    expect(doc.openapi).toMatch(/^3\./);
    const paths = Object.keys(doc.paths);
    for (const path of [
      '/rest/v1/auth/register',
      '/rest/v1/auth/login',
      '/rest/v1/auth/logout',
      '/rest/v1/auth/csrf',
      '/rest/v1/users/current_user',
      '/rest/v1/users/{id}',
      '/rest/v1/users/{id}/external-id',
      '/rest/v2/payment-methods',
      '/rest/v2/payment-methods/popular',
      '/rest/v2/payment-method-groups',
      '/rest/v2/payment-methods/{slug}',
      '/rest/v2/currencies',
      '/rest/v2/currencies/{code}',
      '/rest/v1/countries',
      '/rest/v2/countries',
      '/rest/v2/countries/phone-verification',
      '/rest/v1/tags',
      '/rest/v1/dispute/reasons',
    ]) {
      expect(paths).toContain(path);
    }
    const routes = ctx.app
      .printRoutes({ commonPrefix: false })
      .split('\n')
      .filter((line) => line.includes('/rest/v'));
    expect(routes.length).toBeGreaterThan(0);
    expect(doc.paths['/rest/v1/auth/register'].post.requestBody).toBeDefined();
  });

  it('serves the reference page', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/rest/docs/' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('swagger');
  });
});

describe('public profile seen by a signed-in visitor', () => {
  it('says whether the visitor trusts or blocks the user', async () => {
    const owner = await registerUser(ctx.app);
    const visitor = await registerUser(ctx.app);
    const profile = async () =>
      (await visitor.client.get(`/rest/v1/users/${owner.user.username}`)).json().data;
    expect((await profile()).viewerRelation).toBeNull();
    await visitor.client.send('PUT', `/rest/v1/users/${owner.user.username}/relations`, {
      action: 'trusted',
    });
    expect(await profile()).toMatchObject({ viewerRelation: 'trusted', trustedCount: 1 });
    await visitor.client.send('PUT', `/rest/v1/users/${owner.user.username}/relations`, {
      action: 'blocked',
    });
    expect(await profile()).toMatchObject({ viewerRelation: 'blocked', trustedCount: 0, blockedCount: 1 });
  });
});

describe('profile visibility', () => {
  const hide = (client: TestClient, visibility: string) =>
    client.post('/rest/v1/users/settings', { profile_visibility: visibility });

  it('NO shows the profile to its owner only; TRUSTED_ONLY to people the owner trusts', async () => {
    const owner = await registerUser(ctx.app);
    const stranger = await registerUser(ctx.app);
    const friend = await registerUser(ctx.app);
    const url = `/rest/v1/users/${owner.user.username}`;
    expect((await hide(owner.client, 'NO')).statusCode).toBe(200);
    expect((await new TestClient(ctx.app).get(url)).statusCode).toBe(403);
    const hidden = await stranger.client.get(url);
    expect(hidden.statusCode).toBe(403);
    expect(hidden.json().error.code).toBe('ERROR_PROFILE_HIDDEN');
    expect((await owner.client.get(url)).statusCode).toBe(200);

    await hide(owner.client, 'TRUSTED_ONLY');
    await owner.client.send('PUT', `/rest/v1/users/${friend.user.username}/relations`, { action: 'trusted' });
    expect((await friend.client.get(url)).statusCode).toBe(200);
    expect((await stranger.client.get(url)).statusCode).toBe(403);
    // Trusting the owner is not the same as being trusted by them.
    await stranger.client.send('PUT', `/rest/v1/users/${owner.user.username}/relations`, {
      action: 'trusted',
    });
    expect((await stranger.client.get(url)).statusCode).toBe(403);

    await hide(owner.client, 'YES');
    expect((await new TestClient(ctx.app).get(url)).statusCode).toBe(200);
  });
});
