import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountSession, LoginHistoryEntry } from '@p2p/shared';
import { sessions, twoFactorSettings } from '../../db/schema.js';
import { createTestApp, registerUser, TestClient, type TestContext } from '../../test/app.js';
import { freshTotp, userWithAuthenticator } from '../../test/two-factor.js';
import { listOutbox } from '../outbox/outbox.service.js';
import { noteActivity, SESSION_LAST_SEEN_RESOLUTION_MS } from './account-sessions.service.js';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp({
    TRUST_PROXY: 'true',
    CLIENT_COUNTRY_HEADER: 'CF-IPCountry',
    // The paging test makes 21 failed sign-ins on one account.
    LOGIN_ACCOUNT_MAX_FAILURES: '1000',
  });
});
afterAll(() => ctx.close());

/** Signs in as a separate browser (its own cookies) with a User-Agent, an address and a country. */
async function signInFrom(
  login: string,
  password: string,
  from: { userAgent?: string; ip?: string; country?: string } = {},
  client = new TestClient(ctx.app),
) {
  const headers: Record<string, string> = {};
  if (from.userAgent) headers['user-agent'] = from.userAgent;
  if (from.ip) headers['x-forwarded-for'] = from.ip;
  if (from.country) headers['cf-ipcountry'] = from.country;
  const response = await client.post('/rest/v1/auth/login', { login, password }, { headers });
  return { client, response };
}

const listSessions = async (client: TestClient) => {
  const response = await client.get('/rest/v1/account/sessions');
  expect(response.statusCode).toBe(200);
  return response.json().data as AccountSession[];
};

const newDeviceMails = async (email: string) =>
  (await listOutbox(ctx.database.db, { recipient: email, limit: 100, offset: 0 })).filter(
    (message) => message.template === 'new-device-login',
  );

describe('active sessions', () => {
  it('lists the sessions with device, browser, approximate place, the current one marked', async () => {
    const { client, account } = await registerUser(ctx.app);
    const phone = await signInFrom(account.username, account.password, {
      userAgent: IPHONE,
      ip: '203.0.113.57',
      country: 'de',
    });
    expect(phone.response.statusCode).toBe(200);

    const seenFromDesktop = await listSessions(client);
    expect(seenFromDesktop).toHaveLength(2);
    expect(seenFromDesktop.filter((session) => session.current)).toHaveLength(1);
    const other = seenFromDesktop.find((session) => !session.current)!;
    expect(other.device).toEqual({ type: 'mobile', browser: 'Safari 17', os: 'iOS 17.4' });
    expect(other.place).toEqual({ countryIso: 'DE', maskedIp: '203.0.113.x' });
    expect(Date.parse(other.lastSeenAt)).not.toBeNaN();

    const seenFromPhone = await listSessions(phone.client);
    expect(seenFromPhone.find((session) => session.current)!.id).toBe(other.id);
  });

  it('signs out one other session: that browser is signed out at once, this one stays', async () => {
    const { client, account } = await registerUser(ctx.app);
    const other = await signInFrom(account.username, account.password, { userAgent: WINDOWS });
    const otherId = (await listSessions(other.client)).find((session) => session.current)!.id;

    const revoked = await client.send('DELETE', `/rest/v1/account/sessions/${otherId}`);
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json().data).toEqual({ revoked: 1, signedOut: false });

    expect((await other.client.get('/rest/v1/users/current_user')).statusCode).toBe(401);
    expect((await client.get('/rest/v1/users/current_user')).statusCode).toBe(200);
    expect((await listSessions(client)).map((session) => session.id)).not.toContain(otherId);
    // Already ended: nothing left to revoke.
    expect((await client.send('DELETE', `/rest/v1/account/sessions/${otherId}`)).statusCode).toBe(404);
  });

  it('signs out every other session and keeps the current one', async () => {
    const { client, account } = await registerUser(ctx.app);
    const others = [
      await signInFrom(account.username, account.password, { userAgent: IPHONE }),
      await signInFrom(account.username, account.password, { userAgent: WINDOWS }),
    ];
    const response = await client.post('/rest/v1/account/sessions/revoke-others');
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({ revoked: 2, signedOut: false });
    for (const other of others) {
      expect((await other.client.get('/rest/v1/users/current_user')).statusCode).toBe(401);
    }
    const left = await listSessions(client);
    expect(left).toHaveLength(1);
    expect(left[0]!.current).toBe(true);
  });

  it('signing out the current session signs this browser out', async () => {
    const { client } = await registerUser(ctx.app);
    const [current] = await listSessions(client);
    const response = await client.send('DELETE', `/rest/v1/account/sessions/${current!.id}`);
    expect(response.json().data).toEqual({ revoked: 1, signedOut: true });
    expect(client.cookie('sid')).toBeUndefined();
    expect((await client.get('/rest/v1/users/current_user')).statusCode).toBe(401);
  });

  it("cannot sign out another user's session, and cannot tell it exists", async () => {
    const victim = await registerUser(ctx.app);
    const [victimSession] = await listSessions(victim.client);
    const attacker = await registerUser(ctx.app);

    const response = await attacker.client.send('DELETE', `/rest/v1/account/sessions/${victimSession!.id}`);
    expect(response.statusCode).toBe(404);
    expect((await victim.client.get('/rest/v1/users/current_user')).statusCode).toBe(200);
    expect((await listSessions(attacker.client)).map((session) => session.id)).not.toContain(
      victimSession!.id,
    );
  });

  it('refuses bad input and anonymous callers', async () => {
    const { client } = await registerUser(ctx.app);
    const badId = await client.send('DELETE', '/rest/v1/account/sessions/not-a-uuid');
    expect(badId.statusCode).toBe(400);
    expect(badId.json().error.details).toHaveProperty('id');
    const badPage = await client.get('/rest/v1/account/login-history?page=0');
    expect(badPage.statusCode).toBe(400);
    expect(badPage.json().error.details).toHaveProperty('page');

    const anonymous = new TestClient(ctx.app);
    expect((await anonymous.get('/rest/v1/account/sessions')).statusCode).toBe(401);
    expect((await anonymous.get('/rest/v1/account/login-history')).statusCode).toBe(401);
    expect((await anonymous.post('/rest/v1/account/sessions/revoke-others')).statusCode).toBe(401);
  });

  it('refreshes last seen at most once per resolution window, not on every request', async () => {
    const { client } = await registerUser(ctx.app);
    const [session] = await listSessions(client);
    const stale = new Date(Date.now() - SESSION_LAST_SEEN_RESOLUTION_MS - 1000);
    await ctx.database.db.update(sessions).set({ lastSeenAt: stale }).where(eq(sessions.id, session!.id));

    await client.get('/rest/v1/users/current_user');
    const [refreshed] = await listSessions(client);
    expect(Date.parse(refreshed!.lastSeenAt)).toBeGreaterThan(stale.getTime());

    // Fresh: a request writes nothing.
    const fresh = { sessionId: session!.id, sessionLastSeenAt: new Date(refreshed!.lastSeenAt) };
    expect(await noteActivity(ctx.database.db, fresh)).toBe(false);
    expect(await noteActivity(ctx.database.db, fresh, Date.now() + SESSION_LAST_SEEN_RESOLUTION_MS + 1)).toBe(
      true,
    );
  });
});

describe('login history', () => {
  it('records successful and failed sign-ins, newest first, with the address masked', async () => {
    const { client, account } = await registerUser(ctx.app);
    await signInFrom(account.username, 'Wrong-password-1', { userAgent: IPHONE, ip: '198.51.100.23' });
    await signInFrom(account.email, account.password, {
      userAgent: WINDOWS,
      ip: '2001:db8:85a3::8a2e:370:7334',
    });

    const response = await client.get('/rest/v1/account/login-history');
    expect(response.statusCode).toBe(200);
    const entries = response.json().data as LoginHistoryEntry[];
    expect(entries.map((entry) => entry.result)).toEqual(['success', 'wrong_password']);
    expect(entries[0]).toMatchObject({
      secondFactor: null,
      device: { type: 'desktop', browser: 'Chrome 131', os: 'Windows 10' },
      place: { maskedIp: '2001:db8:85a3:x' },
    });
    expect(entries[1]!.place.maskedIp).toBe('198.51.100.x');
    expect(JSON.stringify(entries)).not.toContain('198.51.100.23');
    expect(response.json().meta).toMatchObject({ total: 2, currentPage: 1, lastPage: 1 });
  });

  it('pages the history, 20 a page', async () => {
    const { client, account } = await registerUser(ctx.app);
    for (let index = 0; index < 21; index += 1) await signInFrom(account.username, 'Wrong-password-1');
    const second = await client.get('/rest/v1/account/login-history?page=2');
    expect(second.json().data).toHaveLength(1);
    expect(second.json().meta).toMatchObject({ total: 21, currentPage: 2, perPage: 20, lastPage: 2 });
  });

  it('records the second factor: a wrong code as a failure, the right one with the success', async () => {
    const user = await userWithAuthenticator(ctx.app);
    await ctx.database.db
      .update(twoFactorSettings)
      .set({ forLogin: true })
      .where(eq(twoFactorSettings.userId, user.user.id));
    const browser = new TestClient(ctx.app);
    const first = await browser.post('/rest/v1/auth/login', {
      login: user.account.username,
      password: user.account.password,
    });
    const requestId = first.json().data.requestId as string;
    const wrong = await browser.post('/rest/v1/auth/login/two-factor', { requestId, code: '000000' });
    expect(wrong.statusCode).toBe(401);
    const right = await browser.post('/rest/v1/auth/login/two-factor', {
      requestId,
      code: await freshTotp(ctx.database.db, user.user.id, user.secret),
    });
    expect(right.statusCode).toBe(200);

    const entries = (await browser.get('/rest/v1/account/login-history')).json().data as LoginHistoryEntry[];
    expect(entries.map((entry) => [entry.result, entry.secondFactor])).toEqual([
      ['success', 'ga'],
      ['wrong_second_factor', 'ga'],
    ]);
  });

  it('records sign-ins refused by the per-account throttle', async () => {
    const strict = await createTestApp({ TRUST_PROXY: 'true', LOGIN_ACCOUNT_MAX_FAILURES: '2' });
    try {
      const { client, account } = await registerUser(strict.app);
      const attempt = () =>
        new TestClient(strict.app).post(
          '/rest/v1/auth/login',
          { login: account.username, password: 'Wrong-password-1' },
          { headers: { 'x-forwarded-for': '192.0.2.44' } },
        );
      for (let index = 0; index < 2; index += 1) expect((await attempt()).statusCode).toBe(401);
      expect((await attempt()).statusCode).toBe(429);
      const entries = (await client.get('/rest/v1/account/login-history')).json().data as LoginHistoryEntry[];
      expect(entries.map((entry) => entry.result)).toEqual(['throttled', 'wrong_password', 'wrong_password']);
    } finally {
      await strict.close();
    }
  });

  it("shows only the user's own history", async () => {
    const one = await registerUser(ctx.app);
    const other = await registerUser(ctx.app);
    await signInFrom(one.account.username, 'Wrong-password-1');
    const history = await other.client.get('/rest/v1/account/login-history');
    expect(history.json().data).toEqual([]);
  });
});

describe('new-device e-mail', () => {
  it('is sent once for a new device, never for the registering device or the same device again', async () => {
    const { client, account } = await registerUser(ctx.app);
    expect(await newDeviceMails(account.email)).toHaveLength(0);

    // The registering browser signs out and in again: a known device.
    await client.post('/rest/v1/auth/logout');
    const again = await signInFrom(account.username, account.password, {}, client);
    expect(again.response.statusCode).toBe(200);
    expect(await newDeviceMails(account.email)).toHaveLength(0);

    // Another browser: one e-mail naming it.
    const phone = await signInFrom(account.username, account.password, {
      userAgent: IPHONE,
      ip: '203.0.113.9',
      country: 'FR',
    });
    const mails = await newDeviceMails(account.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.body).toContain('Safari 17 on iOS 17.4');
    expect(mails[0]!.body).toContain('FR, 203.0.113.x');
    expect(mails[0]!.body).not.toContain('203.0.113.9');

    // The same phone again (it kept its device cookie): no second e-mail.
    await phone.client.post('/rest/v1/auth/logout');
    await signInFrom(account.username, account.password, { userAgent: IPHONE }, phone.client);
    expect(await newDeviceMails(account.email)).toHaveLength(1);
  });

  it('a failed sign-in from a new device sends nothing', async () => {
    const { account } = await registerUser(ctx.app);
    await signInFrom(account.username, 'Wrong-password-1', { userAgent: WINDOWS });
    expect(await newDeviceMails(account.email)).toHaveLength(0);
  });
});
