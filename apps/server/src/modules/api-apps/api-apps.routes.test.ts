import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_APPS_PER_USER } from '@p2p/shared';
import { setRole } from '../users/users.service.js';
import { createTestApp, registerUser, type TestContext } from '../../test/app.js';
import { createTestApiApp } from '../../test/api-apps.js';
import { recordApiCall } from './api-calls.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx?.close());

const BASE = '/rest/v1/api-apps';
const bot = { name: 'Release bot', kind: 'bot', scopes: ['trades:read', 'trades:write'] };

describe('API apps', () => {
  it('creates an app whose secret is shown once; the list shows no secret', async () => {
    const { client } = await registerUser(ctx.app);
    const connected = async () =>
      (await client.get('/rest/v1/users/current_user')).json().data.isApiKeyConnected;
    expect(await connected()).toBe(false);
    const created = await client.post(BASE, bot);
    expect(await connected()).toBe(true);
    expect(created.statusCode).toBe(201);
    expect(created.headers['cache-control']).toBe('no-store');
    const app = created.json().data;
    expect(app).toMatchObject({ name: 'Release bot', kind: 'bot', publicClient: false, lastUsedAt: null });
    expect(app.clientSecret).toMatch(/^pxs_[\w-]{43}$/);
    expect(app.scopes).toEqual(['trades:read', 'trades:write']);

    const list = await client.get(BASE);
    expect(list.statusCode).toBe(200);
    expect(list.json().data).toHaveLength(1);
    expect(list.body).not.toContain(app.clientSecret);
    expect(list.json().data[0]).not.toHaveProperty('clientSecret');
  });

  it('renames, changes scopes and redirect URIs, rotates and deletes', async () => {
    const { client } = await registerUser(ctx.app);
    const app = (await client.post(BASE, bot)).json().data;
    const renamed = await client.send('PATCH', `${BASE}/${app.id}`, {
      name: 'Payout bot',
      scopes: ['wallet:read'],
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().data).toMatchObject({ name: 'Payout bot', scopes: ['wallet:read'] });

    const rotated = await client.post(`${BASE}/${app.id}/secret`);
    expect(rotated.statusCode).toBe(200);
    expect(rotated.json().data.clientSecret).not.toBe(app.clientSecret);

    const deleted = await client.send('DELETE', `${BASE}/${app.id}`);
    expect(deleted.json()).toEqual({ data: { id: app.id, deleted: true } });
    expect((await client.get(BASE)).json().data).toEqual([]);
    expect((await client.send('PATCH', `${BASE}/${app.id}`, { name: 'x' })).statusCode).toBe(404);
  });

  it('refuses bad input with the field named', async () => {
    const { client } = await registerUser(ctx.app);
    const cases: [unknown, string][] = [
      [{ ...bot, name: '' }, 'name'],
      [{ ...bot, name: 'x'.repeat(61) }, 'name'],
      [{ ...bot, scopes: [] }, 'scopes'],
      [{ ...bot, scopes: ['admin'] }, 'scopes.0'],
      [{ ...bot, kind: 'robot' }, 'kind'],
      [{ ...bot, kind: 'third_party' }, 'redirectUris'],
      [{ ...bot, kind: 'third_party', redirectUris: ['http://example.com/cb'] }, 'redirectUris.0'],
      [{ ...bot, kind: 'third_party', redirectUris: ['https://example.com/cb#x'] }, 'redirectUris.0'],
      [{ ...bot, publicClient: true }, 'publicClient'],
      [{ ...bot, name: 'bad\u0000name' }, 'name'],
      [{ ...bot, extra: 1 }, 'extra'],
    ];
    for (const [body, field] of cases) {
      const response = await client.post(BASE, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(Object.keys(response.json().error.details), JSON.stringify(body)).toContain(field);
    }
    const app = (await client.post(BASE, bot)).json().data;
    expect((await client.send('PATCH', `${BASE}/${app.id}`, {})).statusCode).toBe(400);
    expect((await client.send('PATCH', `${BASE}/not-a-uuid`, { name: 'x' })).statusCode).toBe(400);
    expect((await client.post(`${BASE}/${app.id}/secret`, { a: 1 })).statusCode).toBe(400);
    const thirdParty = (
      await client.post(BASE, { ...bot, kind: 'third_party', redirectUris: ['http://localhost:8080/cb'] })
    ).json().data;
    expect(
      (await client.send('PATCH', `${BASE}/${thirdParty.id}`, { redirectUris: [] })).json().error.details,
    ).toHaveProperty('redirectUris');
  });

  it("answers 404 for another user's app, also to staff, and 401 signed out", async () => {
    const owner = await registerUser(ctx.app);
    const app = (await owner.client.post(BASE, bot)).json().data;
    const other = await registerUser(ctx.app);
    await setRole(ctx.database.db, other.user.id, 'admin');
    expect((await other.client.send('PATCH', `${BASE}/${app.id}`, { name: 'mine' })).statusCode).toBe(404);
    expect((await other.client.post(`${BASE}/${app.id}/secret`)).statusCode).toBe(404);
    expect((await other.client.send('DELETE', `${BASE}/${app.id}`)).statusCode).toBe(404);
    expect((await other.client.get(`${BASE}/${app.id}/calls`)).statusCode).toBe(404);
    expect((await other.client.get(BASE)).json().data).toEqual([]);
    expect((await ctx.app.inject({ method: 'GET', url: BASE })).statusCode).toBe(401);
    expect((await owner.client.get(BASE)).json().data[0].name).toBe('Release bot');
  });

  it(`allows ${API_APPS_PER_USER} apps per user`, async () => {
    const { client } = await registerUser(ctx.app);
    const made = await Promise.all(
      Array.from({ length: API_APPS_PER_USER + 2 }, (_, index) =>
        client.post(BASE, { ...bot, name: `bot ${index}` }),
      ),
    );
    expect(made.filter((response) => response.statusCode === 201)).toHaveLength(API_APPS_PER_USER);
    expect(made.filter((response) => response.statusCode === 409)).toHaveLength(2);
    const first = made.find((response) => response.statusCode === 201)!.json().data;
    await client.send('DELETE', `${BASE}/${first.id}`);
    expect((await client.post(BASE, bot)).statusCode).toBe(201);
  });

  it('lists recent calls, newest first', async () => {
    const { client, user } = await registerUser(ctx.app);
    const { app } = await createTestApiApp(ctx.app, client);
    await recordApiCall(ctx.database.db, {
      appId: app.id,
      userId: user.id,
      method: 'POST',
      path: '/paxful/v1/user/me?x=1',
      status: 200,
      via: 'oauth',
    });
    await recordApiCall(ctx.database.db, {
      appId: app.id,
      userId: user.id,
      method: 'POST',
      path: '/paxful/v1/trade/release',
      status: 200,
      via: 'apiseal',
      moneyMoving: true,
    });
    const calls = await client.get(`${BASE}/${app.id}/calls`);
    expect(calls.statusCode).toBe(200);
    expect(calls.json().data.map((call: { path: string }) => call.path)).toEqual([
      '/paxful/v1/trade/release',
      '/paxful/v1/user/me',
    ]);
    expect(calls.json().data[0]).toMatchObject({ moneyMoving: true, via: 'apiseal', status: 200 });
  });

  it('appear in the OpenAPI document', async () => {
    const document = (await ctx.app.inject({ method: 'GET', url: '/rest/openapi.json' })).json();
    for (const path of [
      '/rest/v1/api-apps',
      '/rest/v1/api-apps/{id}',
      '/rest/v1/api-apps/{id}/secret',
      '/rest/v1/api-apps/{id}/calls',
      '/rest/v1/api-apps/connected',
      '/rest/v1/api-apps/connected/{clientId}',
      '/oauth2/token',
      '/oauth2/revoke',
      '/oauth2/authorize',
      '/oauth2/userinfo',
      '/rest/v1/oauth/consent/{uid}',
      '/rest/v1/oauth/consent/{uid}/approve',
    ]) {
      expect(document.paths, path).toHaveProperty([path]);
    }
  });
});
