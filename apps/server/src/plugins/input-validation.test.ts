import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registerUser, TestClient, type TestContext } from '../test/app.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const LOGIN = '/rest/v1/auth/login';
const REGISTER = '/rest/v1/auth/register';
const SETTINGS = '/rest/v1/users/settings';
const PROTOTYPE_NAMES = [
  'toString',
  'constructor',
  'hasOwnProperty',
  'valueOf',
  '__defineGetter__',
  'isPrototypeOf',
];

describe('unknown keys named like Object.prototype members', () => {
  it.each(PROTOTYPE_NAMES)('%s in a login or register body is a 400 naming the key', async (name) => {
    const client = new TestClient(ctx.app);
    const login = await client.post(LOGIN, { login: 'someone', password: 'x', [name]: 1 });
    expect(login.statusCode).toBe(400);
    expect(login.json().error.details).toEqual({ [name]: ['Unknown field'] });
    const register = await client.post(REGISTER, {
      username: 'proto_keys',
      email: 'proto@example.com',
      password: 'Correct-horse-9',
      [name]: 'x',
    });
    expect(register.statusCode).toBe(400);
    expect(register.json().error.details).toEqual({ [name]: ['Unknown field'] });
  });

  it('two of them at once and a nested one keep their own entries', async () => {
    const response = await new TestClient(ctx.app).post(LOGIN, {
      login: 'someone',
      password: 'x',
      toString: 1,
      valueOf: 2,
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().error.details).sort()).toEqual(['toString', 'valueOf']);
  });

  it('a body with __proto__ is refused as a 400, never a 500', async () => {
    const response = await new TestClient(ctx.app).post(LOGIN, undefined, {
      rawBody: '{"login":"a","password":"b","__proto__":{"x":1}}',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('ERROR_INPUT_VALIDATION');
  });

  it('a route that rewrites body keys names the key as sent, not a function', async () => {
    const { client } = await registerUser(ctx.app);
    for (const name of PROTOTYPE_NAMES) {
      const response = await client.post(SETTINGS, { [name]: 1 });
      expect(response.statusCode).toBe(400);
      const details = response.json().error.details as Record<string, string[]>;
      expect(Object.keys(details)).toHaveLength(1);
      expect(Object.keys(details)[0]).not.toContain('function');
      expect(Object.values(details)[0]).toEqual(['Unknown field']);
    }
    const constructor = await client.post(SETTINGS, { constructor: 1 });
    expect(constructor.json().error.details).toEqual({ constructor: ['Unknown field'] });
  });

  it('prototype names in a strict query string are unknown parameters', async () => {
    const { client } = await registerUser(ctx.app);
    for (const name of [...PROTOTYPE_NAMES, '__proto__']) {
      const response = await client.get(`/rest/v1/trade/active?${name}=1`);
      expect(response.statusCode).toBe(400);
      // The error envelope's own schema drops a `__proto__` key; the status still says why.
      if (name !== '__proto__') expect(Object.keys(response.json().error.details)).toEqual([name]);
    }
  });
});

describe('control characters', () => {
  it('a NUL in the login is a 400 on login, not a database error', async () => {
    const response = await new TestClient(ctx.app).post(LOGIN, { login: 'some\u0000one', password: 'x' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details).toEqual({ login: ['Control characters are not allowed'] });
  });

  it('refuses them in path parameters: the my-offers hash, the relations username, a trade id', async () => {
    const { client } = await registerUser(ctx.app);
    const offer = await client.get('/rest/v1/my-offers/ab%00cd');
    expect(offer.statusCode).toBe(400);
    expect(offer.json().error.details).toHaveProperty('hash');
    const relation = await client.send('PUT', '/rest/v1/users/bo%00b/relations', { action: 'trusted' });
    expect(relation.statusCode).toBe(400);
    expect(relation.json().error.details).toHaveProperty('username');
    const tab = await client.get('/rest/v1/my-offers/ab%09cd');
    expect(tab.statusCode).toBe(400);
  });

  it('refuses them in a policy-read URL and in query strings', async () => {
    const { client } = await registerUser(ctx.app);
    const policy = await client.post('/rest/v1/trade/abc/policy-read', { url: 'https://example.com/\u0000' });
    expect(policy.statusCode).toBe(400);
    expect(policy.json().error.details).toHaveProperty('url');
    const query = await client.get('/rest/v1/users/kyc-check?fiatCurrencyCode=US%00');
    expect(query.statusCode).toBe(400);
    expect(query.json().error.details).toHaveProperty('fiatCurrencyCode');
    const lineBreak = await client.get('/rest/v1/users/kyc-check?fiatCurrencyCode=US%0A');
    expect(lineBreak.statusCode).toBe(400);
  });

  it('names nested fields and refuses them in keys, DEL, C1 controls and lone surrogates', async () => {
    const client = new TestClient(ctx.app);
    for (const value of ['\u007f', '\u0085', '\u001b[31m', '\ud800']) {
      const response = await client.post(LOGIN, { login: `a${value}`, password: 'x' });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.details).toHaveProperty('login');
    }
    const key = await client.post(LOGIN, { login: 'a', password: 'x', 'b\u0000': 1 });
    expect(key.statusCode).toBe(400);
    expect(key.json().error.details).toEqual({ body: ['Field names may not contain control characters'] });
  });

  it('keeps line breaks and tabs in free text such as the bio, and still refuses a bell in it', async () => {
    const { client } = await registerUser(ctx.app);
    const kept = await client.post(SETTINGS, { bio: 'Fast trader.\n\tCash only.' });
    expect(kept.statusCode).toBe(200);
    expect(kept.json().data.bio).toBe('Fast trader.\n\tCash only.');
    const bell = await client.post(SETTINGS, { bio: 'Ring \u0007' });
    expect(bell.statusCode).toBe(400);
    expect(bell.json().error.details).toHaveProperty('bio');
  });

  it('a deeply nested body is a 400, not a stack overflow', async () => {
    const depth = 100_000;
    const response = await new TestClient(ctx.app).post(LOGIN, undefined, {
      rawBody: `${'['.repeat(depth)}"\\u0000"${']'.repeat(depth)}`,
    });
    expect(response.statusCode).toBe(400);
  });
});

describe('routes without a body', () => {
  it('refuse one with a 400 on the body, and work without one', async () => {
    const { client } = await registerUser(ctx.app);
    const withBody = await client.post('/rest/v1/auth/logout', {});
    expect(withBody.statusCode).toBe(400);
    expect(withBody.json().error).toMatchObject({
      code: 'ERROR_INPUT_VALIDATION',
      details: { body: ['This request takes no body; send it without one'] },
    });
    const text = await client.post('/rest/v1/auth/logout', undefined, {
      rawBody: 'x',
      headers: { 'content-type': 'text/plain' },
    });
    expect(text.statusCode).toBe(400);
    expect((await client.get('/rest/v1/users/current_user')).statusCode).toBe(200);
    expect((await client.post('/rest/v1/auth/logout')).statusCode).toBeLessThan(300);
    expect((await client.get('/rest/v1/users/current_user')).statusCode).toBe(401);
  });

  it('hold for DELETE too', async () => {
    const { client } = await registerUser(ctx.app);
    const response = await client.send('DELETE', '/rest/v1/bankaccounts/1', { id: 1 });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details).toHaveProperty('body');
    expect((await client.send('DELETE', '/rest/v1/bankaccounts/1')).statusCode).toBe(404);
  });
});
