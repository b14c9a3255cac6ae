import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { twoFactorBackupCodes, twoFactorSettings } from '../../db/schema.js';
import { createTestApp, registerUser, TestClient, type TestContext } from '../../test/app.js';
import { totpCode } from './totp.js';
import { BASE, freshTotp, put, userWithAuthenticator } from '../../test/two-factor.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const settingsOf = async (userId: number) =>
  (await ctx.database.db.select().from(twoFactorSettings).where(eq(twoFactorSettings.userId, userId)))[0];

describe('GET /rest/v1/users/two-factor', () => {
  it('shows a new account in the initial state with every switch off', async () => {
    const { client } = await registerUser(ctx.app);
    const response = await client.get(BASE);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({
      state: 'initial',
      method: 'ga',
      type: 'none',
      login: false,
      release: false,
      sendout: false,
      backupCodesLeft: 0,
      availableMethods: { ga: true, sms: false, email: false },
    });
  });

  it('refuses anonymous callers', async () => {
    expect((await new TestClient(ctx.app).get(BASE)).statusCode).toBe(401);
  });
});

describe('setup with an authenticator app', () => {
  it('gives a secret, its otpauth URI and a QR code, and stores the secret encrypted', async () => {
    const { client, user } = await registerUser(ctx.app);
    const response = await client.post(`${BASE}/setup`, { method: 'ga' });
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(data).toMatchObject({ state: 'verification', method: 'ga', sentTo: null });
    expect(data.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(data.otpauthUri).toContain(`secret=${data.secret}`);
    expect(data.otpauthUri).toContain(encodeURIComponent(user.username));
    expect(data.qrCode).toMatch(/^data:image\/png;base64,/);
    const row = await settingsOf(user.id);
    expect(row).toMatchObject({ state: 3, method: 'ga', totpSecret: null });
    expect(row?.pendingTotpSecret).toMatch(/^v1\./);
    expect(row?.pendingTotpSecret).not.toContain(data.secret);
    expect((await client.get(BASE)).json().data).toMatchObject({ state: 'verification', type: 'none' });
  });

  it('names the bad field and refuses anonymous callers', async () => {
    const { client } = await registerUser(ctx.app);
    const bad = await client.post(`${BASE}/setup`, { method: 'carrier-pigeon' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.details).toHaveProperty('method');
    const extra = await client.post(`${BASE}/setup`, { method: 'ga', secret: 'MINE' });
    expect(extra.json().error.details).toHaveProperty('secret');
    const anonymous = await new TestClient(ctx.app).post(`${BASE}/setup`, { method: 'ga' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('refuses SMS and e-mail without a verified phone or e-mail, on the method field', async () => {
    const { client } = await registerUser(ctx.app);
    for (const method of ['sms', 'email']) {
      const response = await client.post(`${BASE}/setup`, { method });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.details.method).toEqual([expect.stringMatching(/Verify/)]);
    }
  });
});

describe('confirm', () => {
  it('enables two-factor with every switch on and ten single-view backup codes, stored hashed', async () => {
    const { client, user } = await registerUser(ctx.app);
    const { secret } = (await client.post(`${BASE}/setup`, { method: 'ga' })).json().data;
    const response = await client.post(`${BASE}/confirm`, { code: await totpCode(secret) });
    expect(response.statusCode).toBe(200);
    const { status, backupCodes } = response.json().data;
    expect(status).toMatchObject({ state: 'enabled', type: 'ga', login: true, release: true, sendout: true });
    expect(status.backupCodesLeft).toBe(10);
    expect(new Set(backupCodes).size).toBe(10);
    for (const code of backupCodes) expect(code).toMatch(/^[0-9a-z]{5}-[0-9a-z]{5}$/);
    const stored = await ctx.database.db
      .select()
      .from(twoFactorBackupCodes)
      .where(eq(twoFactorBackupCodes.userId, user.id));
    expect(stored).toHaveLength(10);
    const hashes = stored.map((row) => row.codeHash).join(' ');
    for (const code of backupCodes) expect(hashes).not.toContain(code.replace('-', ''));
    const row = await settingsOf(user.id);
    expect(row).toMatchObject({ state: 1, pendingTotpSecret: null });
    expect(row?.totpSecret).toMatch(/^v1\./);
    expect((await client.get(BASE)).json().data.backupCodesLeft).toBe(10);
  });

  it('keeps the verification state on a wrong code, naming the code field', async () => {
    const { client, user } = await registerUser(ctx.app);
    await client.post(`${BASE}/setup`, { method: 'ga' });
    const wrong = await client.post(`${BASE}/confirm`, { code: '000000' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.details).toHaveProperty('code');
    expect((await settingsOf(user.id))?.state).toBe(3);
  });

  it('refuses bad input, anonymous callers, and confirming without a setup or twice', async () => {
    const { client } = await registerUser(ctx.app);
    const before = await client.post(`${BASE}/confirm`, { code: '123456' });
    expect(before.statusCode).toBe(409);
    for (const body of [{}, { code: '' }, { code: '12<34>' }, { code: 'x'.repeat(40) }]) {
      const response = await client.post(`${BASE}/confirm`, body);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.details).toHaveProperty('code');
    }
    expect((await new TestClient(ctx.app).post(`${BASE}/confirm`, { code: '123456' })).statusCode).toBe(401);
    const enabled = await userWithAuthenticator(ctx.app);
    const again = await enabled.client.post(`${BASE}/confirm`, { code: await totpCode(enabled.secret) });
    expect(again.statusCode).toBe(409);
    const restart = await enabled.client.post(`${BASE}/setup`, { method: 'ga' });
    expect(restart.statusCode).toBe(409);
    expect(restart.json().error.details).toHaveProperty('method');
  });
});

describe('one-time use', () => {
  it('accepts a TOTP code once, refuses an older step and takes the next one', async () => {
    const { client, secret, user } = await userWithAuthenticator(ctx.app);
    const spent = (await settingsOf(user.id))!.lastTotpStep!;
    // confirm used this step: it and every step before are spent.
    for (const code of [await totpCode(secret, spent * 30), await totpCode(secret, (spent - 1) * 30)]) {
      const replay = await put(client, `${BASE}/switches`, { code, login: false });
      expect(replay.statusCode).toBe(401);
      expect(replay.json().error).toMatchObject({
        code: 'ERROR_TWO_FACTOR_REQUIRED',
        details: { code: [expect.any(String)] },
      });
    }
    const next = await put(client, `${BASE}/switches`, {
      code: await totpCode(secret, (spent + 1) * 30),
      login: false,
    });
    expect(next.statusCode).toBe(200);
    expect(next.json().data).toMatchObject({ login: false, release: true, sendout: true });
  });

  it('accepts a backup code once, in any case and spacing', async () => {
    const { client, backupCodes } = await userWithAuthenticator(ctx.app);
    const code = backupCodes[0]!;
    const first = await put(client, `${BASE}/switches`, { code: ` ${code.toUpperCase()} `, release: false });
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toMatchObject({ release: false, backupCodesLeft: 9 });
    const again = await put(client, `${BASE}/switches`, { code, release: true });
    expect(again.statusCode).toBe(401);
  });
});

describe('PUT /rest/v1/users/two-factor/switches', () => {
  it('changes only the switches given', async () => {
    const { client, secret, user } = await userWithAuthenticator(ctx.app);
    const code = await freshTotp(ctx.database.db, user.id, secret);
    const response = await put(client, `${BASE}/switches`, { code, sendout: false });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ login: true, release: true, sendout: false });
  });

  it('needs at least one switch and a code, names the field, and refuses anonymous callers', async () => {
    const { client } = await userWithAuthenticator(ctx.app);
    const none = await put(client, `${BASE}/switches`, { code: '123456' });
    expect(none.statusCode).toBe(400);
    expect(none.json().error.details).toHaveProperty('login');
    const noCode = await put(client, `${BASE}/switches`, { login: false });
    expect(noCode.json().error.details).toHaveProperty('code');
    const notBoolean = await put(client, `${BASE}/switches`, { code: '123456', login: 'no' });
    expect(notBoolean.json().error.details).toHaveProperty('login');
    const anonymous = await put(new TestClient(ctx.app), `${BASE}/switches`, { code: '1', login: false });
    expect(anonymous.statusCode).toBe(401);
  });

  it('answers 409 while two-factor is not enabled', async () => {
    const { client } = await registerUser(ctx.app);
    expect((await put(client, `${BASE}/switches`, { code: '123456', login: false })).statusCode).toBe(409);
  });
});

describe('POST /rest/v1/users/two-factor/backup-codes', () => {
  it('replaces every backup code; the old ones stop working', async () => {
    const { client, secret, user, backupCodes } = await userWithAuthenticator(ctx.app);
    const code = await freshTotp(ctx.database.db, user.id, secret);
    const response = await client.post(`${BASE}/backup-codes`, { code });
    expect(response.statusCode).toBe(200);
    const fresh = response.json().data.backupCodes as string[];
    expect(fresh).toHaveLength(10);
    expect(fresh).not.toContain(backupCodes[0]);
    expect(response.json().data.status.backupCodesLeft).toBe(10);
    const old = await put(client, `${BASE}/switches`, { code: backupCodes[0], login: false });
    expect(old.statusCode).toBe(401);
    expect((await put(client, `${BASE}/switches`, { code: fresh[0], login: false })).statusCode).toBe(200);
  });

  it('refuses a wrong code, bad input and anonymous callers', async () => {
    const { client } = await userWithAuthenticator(ctx.app);
    expect((await client.post(`${BASE}/backup-codes`, { code: '000000' })).statusCode).toBe(401);
    const bad = await client.post(`${BASE}/backup-codes`, {});
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.details).toHaveProperty('code');
    expect((await new TestClient(ctx.app).post(`${BASE}/backup-codes`, { code: '1' })).statusCode).toBe(401);
  });
});

describe('POST /rest/v1/users/two-factor/disable', () => {
  it('turns two-factor off with a current code and forgets the secret and backup codes', async () => {
    const { client, secret, user } = await userWithAuthenticator(ctx.app);
    const wrong = await client.post(`${BASE}/disable`, { code: '000000' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().error.details).toHaveProperty('code');
    const code = await freshTotp(ctx.database.db, user.id, secret);
    const response = await client.post(`${BASE}/disable`, { code });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      state: 'disabled',
      type: 'none',
      login: false,
      release: false,
      sendout: false,
      backupCodesLeft: 0,
    });
    expect(await settingsOf(user.id)).toMatchObject({ state: 2, totpSecret: null });
    const left = await ctx.database.db
      .select()
      .from(twoFactorBackupCodes)
      .where(eq(twoFactorBackupCodes.userId, user.id));
    expect(left).toHaveLength(0);
    // Setting up again works from the disabled state.
    expect((await client.post(`${BASE}/setup`, { method: 'ga' })).statusCode).toBe(200);
  });

  it('refuses bad input, anonymous callers, and an account without two-factor', async () => {
    const { client } = await userWithAuthenticator(ctx.app);
    const bad = await client.post(`${BASE}/disable`, { code: 123456 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.details).toHaveProperty('code');
    expect((await new TestClient(ctx.app).post(`${BASE}/disable`, { code: '1' })).statusCode).toBe(401);
    const plain = await registerUser(ctx.app);
    expect((await plain.client.post(`${BASE}/disable`, { code: '123456' })).statusCode).toBe(409);
  });
});

describe('ownership', () => {
  it("acts on the caller only: another user's valid code changes nothing of theirs", async () => {
    const alice = await userWithAuthenticator(ctx.app);
    const bob = await userWithAuthenticator(ctx.app);
    const alicesCode = await freshTotp(ctx.database.db, alice.user.id, alice.secret);
    const response = await bob.client.post(`${BASE}/disable`, { code: alicesCode });
    expect(response.statusCode).toBe(401);
    const stranger = await registerUser(ctx.app);
    expect((await stranger.client.post(`${BASE}/disable`, { code: alicesCode })).statusCode).toBe(409);
    expect((await settingsOf(alice.user.id))?.state).toBe(1);
    expect((await settingsOf(bob.user.id))?.state).toBe(1);
  });
});

describe('brute force', () => {
  it('stops checking codes after ten wrong ones, even the right one', async () => {
    const { client, secret, user } = await userWithAuthenticator(ctx.app);
    for (let attempt = 0; attempt < 10; attempt += 1) {
      expect((await client.post(`${BASE}/disable`, { code: '000000' })).statusCode).toBe(401);
    }
    const code = await freshTotp(ctx.database.db, user.id, secret);
    const locked = await client.post(`${BASE}/disable`, { code });
    expect(locked.statusCode).toBe(429);
    expect(locked.json().error.details).toHaveProperty('code');
    expect((await settingsOf(user.id))?.state).toBe(1);
  });

  it('answers 429 once the per-IP limit of code checks is reached', async () => {
    const limited = await createTestApp({ AUTH_RATE_LIMIT_MAX: '2' });
    try {
      const { client } = await registerUser(limited.app);
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 3; attempt += 1) {
        statuses.push((await client.post(`${BASE}/confirm`, { code: '000000' })).statusCode);
      }
      expect(statuses).toEqual([409, 409, 429]);
    } finally {
      await limited.close();
    }
  });
});

describe('openapi', () => {
  it('documents every two-factor route', async () => {
    const doc = (await ctx.app.inject({ method: 'GET', url: '/rest/openapi.json' })).json();
    for (const path of [
      BASE,
      `${BASE}/setup`,
      `${BASE}/confirm`,
      `${BASE}/disable`,
      `${BASE}/switches`,
      `${BASE}/backup-codes`,
      `${BASE}/send-code`,
      '/rest/v1/auth/login/two-factor',
      '/rest/v1/auth/send-phone-code',
      '/rest/v1/auth/push-phone-code',
    ]) {
      expect(doc.paths).toHaveProperty([path]);
    }
  });
});
