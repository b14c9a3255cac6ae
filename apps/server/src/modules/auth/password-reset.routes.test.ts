import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordResetTokens, users } from '../../db/schema.js';
import { hashToken, randomToken } from '../../lib/tokens.js';
import { linkTokenSentTo, mailsTo } from '../../test/account-mail.js';
import { createTestApp, newAccount, registerUser, TestClient, type TestContext } from '../../test/app.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({
    PUBLIC_URL: 'https://p2p.example',
    TRUST_PROXY: 'true',
    LOGIN_ACCOUNT_MAX_FAILURES: '3',
  });
});
afterAll(() => ctx.close());

const REQUEST = '/rest/v1/auth/password-reset';
const CONFIRM = '/rest/v1/auth/password-reset/confirm';
const NEW_PASSWORD = 'Brand-new-pass-7';

const ask = (email: string) => new TestClient(ctx.app).post(REQUEST, { email });
const reset = (token: string, password = NEW_PASSWORD) =>
  new TestClient(ctx.app).post(CONFIRM, { token, password });
const login = (loginName: string, password: string) =>
  new TestClient(ctx.app).post('/rest/v1/auth/login', { login: loginName, password });

async function resetLinkFor(email: string): Promise<string> {
  expect((await ask(email)).statusCode).toBe(200);
  return linkTokenSentTo(ctx.database.db, email, 'password-reset');
}

describe('asking for a reset link', () => {
  it('answers the same for an address with and without an account, and mails only the real one', async () => {
    const { account } = await registerUser(ctx.app);
    const unknown = newAccount().email;
    const known = await ask(account.email.toUpperCase());
    const missing = await ask(unknown);
    expect(known.statusCode).toBe(200);
    expect(missing.statusCode).toBe(200);
    expect(known.body).toBe(missing.body);
    expect(Object.keys(known.headers).sort()).toEqual(Object.keys(missing.headers).sort());
    expect(await mailsTo(ctx.database.db, unknown)).toHaveLength(0);
    const [mail] = await mailsTo(ctx.database.db, account.email, 'password-reset');
    expect(mail?.body).toMatch(/https:\/\/p2p\.example\/reset-password\?token=[A-Za-z0-9_-]{43}\b/);
  });

  it('stores only the hash of the token', async () => {
    const { account, user } = await registerUser(ctx.app);
    const token = await resetLinkFor(account.email);
    const rows = await ctx.database.db
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.tokenHash).toBe(hashToken(token));
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it('limits requests per address, alike for unknown addresses, with 429 and Retry-After', async () => {
    const { account } = await registerUser(ctx.app);
    const unknown = newAccount().email;
    for (const email of [account.email, unknown]) {
      const statuses: number[] = [];
      // A new client (and IP) each time: the per-address limit does not care where requests come from.
      for (let attempt = 0; attempt < 4; attempt += 1) {
        const response = await new TestClient(ctx.app).post(
          REQUEST,
          { email },
          { headers: { 'x-forwarded-for': `203.0.113.${attempt + 10}` } },
        );
        statuses.push(response.statusCode);
        if (response.statusCode === 429) {
          expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
          expect(response.json().error.code).toBe('ERROR_RATE_LIMITED');
        }
      }
      expect(statuses).toEqual([200, 200, 200, 429]);
    }
    expect(await mailsTo(ctx.database.db, account.email, 'password-reset')).toHaveLength(3);
  });

  it('names a malformed address', async () => {
    const response = await ask('not-an-address');
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details).toHaveProperty('email');
  });
});

describe('setting the new password from the link', () => {
  it('changes the password, ends every session and tells the address', async () => {
    const { account, client } = await registerUser(ctx.app);
    const token = await resetLinkFor(account.email);
    const done = await reset(token);
    expect(done.statusCode).toBe(200);
    expect(done.json().data.message).toMatch(/password was changed/i);
    expect((await client.get('/rest/v1/users/current_user')).statusCode).toBe(401);
    expect((await login(account.username, account.password)).statusCode).toBe(401);
    expect((await login(account.username, NEW_PASSWORD)).statusCode).toBe(200);
    const [notice] = await mailsTo(ctx.database.db, account.email, 'password-changed');
    expect(notice?.subject).toBe('Your password was changed');
  });

  it('works once: a used link is refused on the token field', async () => {
    const { account } = await registerUser(ctx.app);
    const token = await resetLinkFor(account.email);
    expect((await reset(token)).statusCode).toBe(200);
    const again = await reset(token, 'Another-pass-88');
    expect(again.statusCode).toBe(400);
    expect(again.json().error.details).toHaveProperty('token');
    expect((await login(account.username, 'Another-pass-88')).statusCode).toBe(401);
  });

  it('refuses an expired link', async () => {
    const { account, user } = await registerUser(ctx.app);
    const token = await resetLinkFor(account.email);
    await ctx.database.db
      .update(passwordResetTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResetTokens.userId, user.id));
    const response = await reset(token);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details).toHaveProperty('token');
    expect((await login(account.username, account.password)).statusCode).toBe(200);
  });

  it('refuses a wrong or malformed token and an older link once a newer one was sent', async () => {
    const { account } = await registerUser(ctx.app);
    const first = await resetLinkFor(account.email);
    const second = await resetLinkFor(account.email);
    for (const token of [randomToken(), 'short', 'has spaces and ünïcode'.repeat(2), first]) {
      const response = await reset(token);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.details).toHaveProperty('token');
    }
    expect((await reset(second)).statusCode).toBe(200);
  });

  it('refuses a weak password on its field and keeps the link usable', async () => {
    const { account } = await registerUser(ctx.app);
    const token = await resetLinkFor(account.email);
    for (const weak of ['short1!A', 'alllowercase-1', 'NoDigitsHere!', 'NoSpecial123']) {
      const response = await reset(token, weak);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.details).toHaveProperty('password');
    }
    expect((await reset(token)).statusCode).toBe(200);
  });

  it('confirms an address that was never verified, since the link proved it', async () => {
    const { account, user } = await registerUser(ctx.app);
    expect((await reset(await resetLinkFor(account.email))).statusCode).toBe(200);
    const [row] = await ctx.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.emailVerifiedAt).toBeInstanceOf(Date);
  });

  it('lifts the per-account sign-in lock a stranger caused', async () => {
    const { account } = await registerUser(ctx.app);
    const stranger = (password: string) =>
      new TestClient(ctx.app).post(
        '/rest/v1/auth/login',
        { login: account.username, password },
        { headers: { 'x-forwarded-for': '192.0.2.77' } },
      );
    for (let attempt = 0; attempt < 3; attempt += 1) await stranger('Wrong-password-1');
    expect((await stranger(account.password)).statusCode).toBe(429);
    expect((await reset(await resetLinkFor(account.email))).statusCode).toBe(200);
    expect((await stranger(NEW_PASSWORD)).statusCode).toBe(200);
  });
});
