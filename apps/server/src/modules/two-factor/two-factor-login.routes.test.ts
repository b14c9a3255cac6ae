import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { authRequests } from '../../db/schema.js';
import { createTestApp, TestClient, type TestContext } from '../../test/app.js';
import { totpCode } from './totp.js';
import {
  BASE,
  freshTotp,
  lastCodeSentTo,
  put,
  userWithAuthenticator,
  verifyPhone,
} from '../../test/two-factor.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const LOGIN = '/rest/v1/auth/login';
const SECOND_STEP = '/rest/v1/auth/login/two-factor';

const requestRow = async (id: string) =>
  (await ctx.database.db.select().from(authRequests).where(eq(authRequests.id, id)))[0];

/** A fresh browser that typed the right password of a two-factor account. */
async function passwordStep(account: { username: string; password: string }) {
  const browser = new TestClient(ctx.app);
  const response = await browser.post(LOGIN, { login: account.username, password: account.password });
  expect(response.statusCode).toBe(200);
  return { browser, response, challenge: response.json().data };
}

describe('login with an authenticator app', () => {
  it('answers a challenge instead of a session, then signs in with the code', async () => {
    const { account, secret, user } = await userWithAuthenticator(ctx.app);
    const before = Date.now();
    const { browser, response, challenge } = await passwordStep(account);
    const after = Date.now();
    expect(challenge).toEqual({
      twoFactorRequired: true,
      requestId: expect.any(String),
      method: 'ga',
      expiresAt: expect.any(String),
      sentTo: null,
    });
    expect(response.cookies.find((cookie) => cookie.name === 'sid')).toBeUndefined();
    expect((await browser.get('/rest/v1/users/current_user')).statusCode).toBe(401);
    const row = await requestRow(challenge.requestId);
    expect(row).toMatchObject({ userId: user.id, action: 'login', state: 'pending', method: 'ga' });
    // Pending for five minutes from the password step.
    const expiresAt = new Date(challenge.expiresAt).getTime();
    expect(expiresAt).toBeGreaterThanOrEqual(before + 5 * 60_000);
    expect(expiresAt).toBeLessThanOrEqual(after + 5 * 60_000);

    const code = await freshTotp(ctx.database.db, user.id, secret);
    const signedIn = await browser.post(SECOND_STEP, { requestId: challenge.requestId, code });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().data).toMatchObject({ username: account.username, isLogged: true });
    expect(signedIn.cookies.find((cookie) => cookie.name === 'sid')).toMatchObject({ httpOnly: true });
    expect((await browser.get('/rest/v1/users/current_user')).json().data.id).toBe(user.id);
    expect((await requestRow(challenge.requestId))?.state).toBe('approved');

    const replay = await new TestClient(ctx.app).post(SECOND_STEP, { requestId: challenge.requestId, code });
    expect(replay.statusCode).toBe(410);
    expect(replay.json().error).toMatchObject({
      code: 'ERROR_TWO_FACTOR_REQUEST_EXPIRED',
      details: { requestId: [expect.any(String)] },
    });
  });

  it('revokes the session the browser held before, as a plain login does', async () => {
    const { account, client, secret, user } = await userWithAuthenticator(ctx.app);
    const before = client.cookie('sid');
    const { challenge } = (await passwordStep(account)) as { challenge: { requestId: string } };
    const code = await freshTotp(ctx.database.db, user.id, secret);
    expect((await client.post(SECOND_STEP, { requestId: challenge.requestId, code })).statusCode).toBe(200);
    expect(client.cookie('sid')).not.toBe(before);
    const old = await ctx.app.inject({
      method: 'GET',
      url: '/rest/v1/users/current_user',
      headers: { cookie: `sid=${before}` },
    });
    expect(old.statusCode).toBe(401);
  });

  it('accepts a backup code once', async () => {
    const { account, backupCodes } = await userWithAuthenticator(ctx.app);
    const first = await passwordStep(account);
    const ok = await first.browser.post(SECOND_STEP, {
      requestId: first.challenge.requestId,
      code: backupCodes[3],
    });
    expect(ok.statusCode).toBe(200);
    const second = await passwordStep(account);
    const reused = await second.browser.post(SECOND_STEP, {
      requestId: second.challenge.requestId,
      code: backupCodes[3],
    });
    expect(reused.statusCode).toBe(401);
  });

  it('signs in with the password alone when the login switch is off', async () => {
    const { account, client, secret, user } = await userWithAuthenticator(ctx.app);
    const code = await freshTotp(ctx.database.db, user.id, secret);
    expect((await put(client, `${BASE}/switches`, { code, login: false })).statusCode).toBe(200);
    const browser = new TestClient(ctx.app);
    const response = await browser.post(LOGIN, { login: account.email, password: account.password });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ username: account.username, twoFactor: expect.any(Object) });
    expect(browser.cookie('sid')).toBeDefined();
  });

  it('does not open a challenge for a wrong password', async () => {
    const { account } = await userWithAuthenticator(ctx.app);
    const response = await new TestClient(ctx.app).post(LOGIN, {
      login: account.username,
      password: 'Wrong-password-1',
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().error.details).toHaveProperty('password');
  });
});

describe('POST /rest/v1/auth/login/two-factor refusals', () => {
  it('answers 401 on the code field with the attempts left, then denies the request', async () => {
    const { account, secret, user } = await userWithAuthenticator(ctx.app);
    const { browser, challenge } = await passwordStep(account);
    const messages: string[] = [];
    for (let attempt = 0; attempt < 4; attempt += 1) {
      const wrong = await browser.post(SECOND_STEP, { requestId: challenge.requestId, code: '000000' });
      expect(wrong.statusCode).toBe(401);
      expect(wrong.json().error.code).toBe('ERROR_TWO_FACTOR_REQUIRED');
      messages.push(wrong.json().error.details.code[0]);
    }
    expect(messages[0]).toMatch(/4 attempts left/);
    expect(messages[3]).toMatch(/1 attempt left/);
    const last = await browser.post(SECOND_STEP, { requestId: challenge.requestId, code: '000000' });
    expect(last.statusCode).toBe(410);
    expect(last.json().error).toMatchObject({
      code: 'ERROR_TWO_FACTOR_REQUEST_DENIED',
      details: { code: [expect.any(String)] },
    });
    expect((await requestRow(challenge.requestId))?.state).toBe('denied');
    const code = await freshTotp(ctx.database.db, user.id, secret);
    const late = await browser.post(SECOND_STEP, { requestId: challenge.requestId, code });
    expect(late.statusCode).toBe(410);
    expect(browser.cookie('sid')).toBeUndefined();
  });

  it('answers 410 with a clear message once the request expired', async () => {
    const { account, secret, user } = await userWithAuthenticator(ctx.app);
    const { browser, challenge } = await passwordStep(account);
    await ctx.database.db
      .update(authRequests)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(authRequests.id, challenge.requestId));
    const code = await freshTotp(ctx.database.db, user.id, secret);
    const response = await browser.post(SECOND_STEP, { requestId: challenge.requestId, code });
    expect(response.statusCode).toBe(410);
    expect(response.json().error).toMatchObject({
      code: 'ERROR_TWO_FACTOR_REQUEST_EXPIRED',
      message: expect.stringMatching(/expired.*Sign in again/),
    });
    expect((await requestRow(challenge.requestId))?.state).toBe('expired');
  });

  it("refuses another user's code and an unknown request", async () => {
    const alice = await userWithAuthenticator(ctx.app);
    const bob = await userWithAuthenticator(ctx.app);
    const { browser, challenge } = await passwordStep(alice.account);
    const bobsCode = await freshTotp(ctx.database.db, bob.user.id, bob.secret);
    const response = await browser.post(SECOND_STEP, { requestId: challenge.requestId, code: bobsCode });
    expect(response.statusCode).toBe(401);
    const unknown = await browser.post(SECOND_STEP, {
      requestId: '3f1c2b8e-6a1d-4c4e-9b7a-2d5e8f0a1b2c',
      code: await totpCode(alice.secret),
    });
    expect(unknown.statusCode).toBe(410);
  });

  it('names every invalid field', async () => {
    const browser = new TestClient(ctx.app);
    const response = await browser.post(SECOND_STEP, { requestId: 'not-a-uuid', code: '' });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().error.details).sort()).toEqual(['code', 'requestId']);
    const extra = await browser.post(SECOND_STEP, {
      requestId: '3f1c2b8e-6a1d-4c4e-9b7a-2d5e8f0a1b2c',
      code: '123456',
      userId: 1,
    });
    expect(extra.json().error.details).toHaveProperty('userId');
  });
});

describe('login with SMS', () => {
  it('sends the code to the verified phone and signs in with it', async () => {
    const registered = await userWithAuthenticator(ctx.app);
    // Switch this account to SMS: off, then set up again by SMS.
    const off = await freshTotp(ctx.database.db, registered.user.id, registered.secret);
    expect((await registered.client.post(`${BASE}/disable`, { code: off })).statusCode).toBe(200);
    const phone = await verifyPhone(ctx.database.db, registered.user.id, '+447700900123');
    await registered.client.post(`${BASE}/setup`, { method: 'sms' });
    const setupCode = await lastCodeSentTo(ctx.database.db, phone);
    expect((await registered.client.post(`${BASE}/confirm`, { code: setupCode.code })).statusCode).toBe(200);

    const { browser, challenge } = await passwordStep(registered.account);
    expect(challenge).toMatchObject({ method: 'sms', sentTo: '+44******0123' });
    const sent = await lastCodeSentTo(ctx.database.db, phone);
    expect(sent.message.channel).toBe('sms');
    const response = await browser.post(SECOND_STEP, { requestId: challenge.requestId, code: sent.code });
    expect(response.statusCode).toBe(200);
    expect(browser.cookie('sid')).toBeDefined();
  });
});

describe('rate limit', () => {
  it('answers 429 after too many second-step attempts', async () => {
    const limited = await createTestApp({ AUTH_RATE_LIMIT_MAX: '2' });
    try {
      const browser = new TestClient(limited.app);
      const body = { requestId: '3f1c2b8e-6a1d-4c4e-9b7a-2d5e8f0a1b2c', code: '123456' };
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 3; attempt += 1) {
        statuses.push((await browser.post(SECOND_STEP, body)).statusCode);
      }
      expect(statuses).toEqual([410, 410, 429]);
    } finally {
      await limited.close();
    }
  });
});
