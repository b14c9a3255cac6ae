import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { sessions, users } from '../../db/schema.js';
import { hashToken } from '../../lib/tokens.js';
import {
  createTestApp,
  latestCode,
  newAccount,
  registerUser,
  TestClient,
  type TestContext,
} from '../../test/app.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

describe('registration', () => {
  it('creates the account, signs in with an HttpOnly SameSite cookie and answers the current user', async () => {
    const client = new TestClient(ctx.app);
    const account = newAccount();
    const response = await client.post('/rest/v1/auth/register', account);
    expect(response.statusCode).toBe(201);
    expect(response.json().data).toMatchObject({
      username: account.username,
      email: account.email,
      isLogged: true,
    });
    const cookie = response.cookies.find((c) => c.name === 'sid');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    const me = await client.get('/rest/v1/users/current_user');
    expect(me.json().data.username).toBe(account.username);
    // The e-mail confirmation code is on its way.
    expect(await latestCode(ctx.database, account.email)).toMatch(/^\d{6}$/);
  });

  it('stores an argon2id hash, never the password, and only the hash of the session token', async () => {
    const { client, account } = await registerUser(ctx.app);
    const [row] = await ctx.database.db.select().from(users).where(eq(users.username, account.username));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row?.passwordHash).not.toContain(account.password);
    const token = client.cookie('sid')!;
    const stored = await ctx.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(token)));
    expect(stored).toHaveLength(1);
    const plain = await ctx.database.db.select().from(sessions).where(eq(sessions.tokenHash, token));
    expect(plain).toHaveLength(0);
  });

  it('refuses a username or e-mail already taken, whatever the letter case, with 409 on the field', async () => {
    const { account } = await registerUser(ctx.app);
    const client = new TestClient(ctx.app);
    const sameName = await client.post(
      '/rest/v1/auth/register',
      newAccount({ username: account.username.toUpperCase() }),
    );
    expect(sameName.statusCode).toBe(409);
    expect(sameName.json().error).toMatchObject({
      code: 'ERROR_CONFLICT',
      details: { username: [expect.any(String)] },
    });
    const sameEmail = await client.post(
      '/rest/v1/auth/register',
      newAccount({ email: account.email.toUpperCase() }),
    );
    expect(sameEmail.statusCode).toBe(409);
    expect(sameEmail.json().error.details).toHaveProperty('email');
  });

  it('names every invalid field', async () => {
    const client = new TestClient(ctx.app);
    const response = await client.post('/rest/v1/auth/register', {
      username: 'a b',
      email: 'not-an-email',
      password: 'short',
    });
    expect(response.statusCode).toBe(400);
    const { error } = response.json();
    expect(error.code).toBe('ERROR_INPUT_VALIDATION');
    expect(Object.keys(error.details).sort()).toEqual(['email', 'password', 'username']);
  });

  it('refuses unknown fields, so nobody registers as admin', async () => {
    const client = new TestClient(ctx.app);
    const response = await client.post('/rest/v1/auth/register', { ...newAccount(), role: 'admin' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details).toHaveProperty('role');
  });
});

describe('login and logout', () => {
  it('signs in by username or e-mail in any case and rotates the session', async () => {
    const { client, account } = await registerUser(ctx.app);
    const before = client.cookie('sid');
    const byEmail = await client.post('/rest/v1/auth/login', {
      login: account.email.toUpperCase(),
      password: account.password,
    });
    expect(byEmail.statusCode).toBe(200);
    expect(byEmail.json().data.username).toBe(account.username);
    const after = client.cookie('sid');
    expect(after).toBeDefined();
    expect(after).not.toBe(before);
    // The session held before login no longer works.
    const old = await ctx.app.inject({
      method: 'GET',
      url: '/rest/v1/users/current_user',
      headers: { cookie: `sid=${before}` },
    });
    expect(old.statusCode).toBe(401);
    const byName = await new TestClient(ctx.app).post('/rest/v1/auth/login', {
      login: account.username,
      password: account.password,
    });
    expect(byName.statusCode).toBe(200);
  });

  it('answers a wrong password and an unknown user alike, on the password field', async () => {
    const { account } = await registerUser(ctx.app);
    const client = new TestClient(ctx.app);
    const wrong = await client.post('/rest/v1/auth/login', {
      login: account.username,
      password: 'Wrong-password-1',
    });
    const unknown = await client.post('/rest/v1/auth/login', {
      login: 'nobody_here',
      password: 'Wrong-password-1',
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    // The same answer, but for each request's own id.
    expect({ ...wrong.json().error, requestId: null }).toEqual({ ...unknown.json().error, requestId: null });
    expect(wrong.json().error.details.password).toHaveLength(1);
  });

  it('revokes the session at logout', async () => {
    const { client } = await registerUser(ctx.app);
    const token = client.cookie('sid');
    const response = await client.post('/rest/v1/auth/logout');
    expect(response.statusCode).toBe(200);
    expect(client.cookie('sid')).toBeUndefined();
    const replay = await ctx.app.inject({
      method: 'GET',
      url: '/rest/v1/users/current_user',
      headers: { cookie: `sid=${token}` },
    });
    expect(replay.statusCode).toBe(401);
  });
});

describe('csrf', () => {
  it('refuses writes without the token, with a token of another browser, and accepts the right one', async () => {
    const client = new TestClient(ctx.app);
    const missing = await client.post('/rest/v1/auth/login', { login: 'x', password: 'y' }, { csrf: false });
    expect(missing.statusCode).toBe(403);
    expect(missing.json().error.code).toBe('ERROR_CSRF');

    const other = new TestClient(ctx.app);
    const foreignToken = await other.fetchCsrf();
    await client.fetchCsrf();
    const foreign = await client.post(
      '/rest/v1/auth/login',
      { login: 'x', password: 'y' },
      { csrf: false, headers: { 'x-csrf-token': foreignToken } },
    );
    expect(foreign.statusCode).toBe(403);

    const good = await client.post('/rest/v1/auth/login', { login: 'x', password: 'Wrong-password-1' });
    expect(good.statusCode).toBe(401);
  });

  it('puts a token in the served page for the browser', async () => {
    const client = new TestClient(ctx.app);
    const page = await client.get('/login');
    expect(page.statusCode).toBe(200);
    const token = /<meta name="csrf-token" content="([^"]+)"/.exec(page.body)?.[1];
    expect(token).toBeDefined();
    expect(token).not.toBe('__CSRF_TOKEN__');
    const response = await client.post(
      '/rest/v1/auth/login',
      { login: 'x', password: 'Wrong-password-1' },
      { csrf: false, headers: { 'x-csrf-token': token! } },
    );
    expect(response.statusCode).toBe(401);
  });
});

describe('rate limit', () => {
  it('answers 429 with a clear error after too many login attempts', async () => {
    const limited = await createTestApp({ AUTH_RATE_LIMIT_MAX: '3' });
    try {
      const client = new TestClient(limited.app);
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 4; attempt += 1) {
        statuses.push(
          (await client.post('/rest/v1/auth/login', { login: 'x', password: 'Wrong-password-1' })).statusCode,
        );
      }
      expect(statuses).toEqual([401, 401, 401, 429]);
      const last = await client.post('/rest/v1/auth/login', { login: 'x', password: 'Wrong-password-1' });
      expect(last.json().error).toMatchObject({
        code: 'ERROR_RATE_LIMITED',
        message: expect.stringMatching(/Too many/),
      });
    } finally {
      await limited.close();
    }
  });
});
