import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema.js';
import { createTestApp, latestCode, registerUser, TestClient, type TestContext } from '../../test/app.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const account = async (id: number) =>
  (await ctx.database.db.select().from(users).where(eq(users.id, id)))[0]!;
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('e-mail verification', () => {
  it('confirms the address with the mailed code and answers where to go', async () => {
    const { client, account: acc, user } = await registerUser(ctx.app);
    await client.post('/rest/v1/user-verification/email/resend-code');
    const code = await latestCode(ctx.database, acc.email);
    const response = await client.post('/rest/v1/user-verification/email/verify-code', { code });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.redirectTo).toBe('/account/verification');
    expect((await account(user.id)).emailVerifiedAt).not.toBeNull();
    // Single use, and nothing more to confirm.
    const again = await client.post('/rest/v1/user-verification/email/verify-code', { code });
    expect(again.statusCode).toBe(400);
    const resend = await client.post('/rest/v1/user-verification/email/resend-code');
    expect(resend.json().error.details).toHaveProperty('email');
  });

  it('refuses a wrong code on the code field and retires the code after too many tries', async () => {
    const { client, account: acc, user } = await registerUser(ctx.app);
    await client.post('/rest/v1/user-verification/email/resend-code');
    const code = await latestCode(ctx.database, acc.email);
    const first = await client.post('/rest/v1/user-verification/email/verify-code', { code: wrong(code) });
    expect(first.statusCode).toBe(400);
    expect(first.json().error.details.code[0]).toMatch(/4 attempts left/);
    for (let i = 0; i < 4; i += 1)
      await client.post('/rest/v1/user-verification/email/verify-code', { code: wrong(code) });
    const late = await client.post('/rest/v1/user-verification/email/verify-code', { code });
    expect(late.statusCode).toBe(400);
    expect((await account(user.id)).emailVerifiedAt).toBeNull();
  });

  it('validates the code format and needs a session', async () => {
    const { client } = await registerUser(ctx.app);
    const bad = await client.post('/rest/v1/user-verification/email/verify-code', { code: '12ab' });
    expect(bad.json().error.details).toHaveProperty('code');
    const anonymous = new TestClient(ctx.app);
    for (const path of ['verify-code', 'resend-code', 'change-unconfirmed']) {
      const response = await anonymous.post(
        `/rest/v1/user-verification/email/${path}`,
        path === 'verify-code'
          ? { code: '123456' }
          : path === 'change-unconfirmed'
            ? { email: 'a@b.co' }
            : undefined,
      );
      expect(response.statusCode).toBe(401);
    }
  });

  it('changes an unconfirmed address, mails the new one, and refuses a taken one', async () => {
    const other = await registerUser(ctx.app);
    const { client, user } = await registerUser(ctx.app);
    const taken = await client.post('/rest/v1/user-verification/email/change-unconfirmed', {
      email: other.account.email,
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.details).toHaveProperty('email');
    const invalid = await client.post('/rest/v1/user-verification/email/change-unconfirmed', {
      email: 'no..dots@x.com',
    });
    expect(invalid.json().error.details).toHaveProperty('email');
    const email = `changed${user.id}@example.com`;
    const changed = await client.post('/rest/v1/user-verification/email/change-unconfirmed', { email });
    expect(changed.statusCode).toBe(200);
    const code = await latestCode(ctx.database, email);
    expect((await client.post('/rest/v1/user-verification/email/verify-code', { code })).statusCode).toBe(
      200,
    );
    expect((await account(user.id)).email).toBe(email);
  });

  it('limits how many codes are mailed', async () => {
    const { client } = await registerUser(ctx.app);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1)
      statuses.push((await client.post('/rest/v1/user-verification/email/resend-code')).statusCode);
    expect(statuses.slice(0, 4).every((status) => status === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });
});

describe('phone verification', () => {
  const sendCode = (client: TestClient, phone: string, extra: Record<string, unknown> = {}) =>
    client.post('/rest/v1/users/send-phone-code', {
      phone,
      call: false,
      isCitizenshipConsentAccepted: true,
      ...extra,
    });

  it('sends a code by SMS and verifies the number', async () => {
    const { client, user } = await registerUser(ctx.app);
    const phone = `+23480312${String(user.id).padStart(5, '0')}`.slice(0, 14);
    const sent = await sendCode(client, phone);
    expect(sent.statusCode).toBe(200);
    expect(sent.json().data).toMatchObject({ phone, channel: 'sms' });
    const phoneCode = await latestCode(ctx.database, phone);
    const confirmed = await client.post('/rest/v1/users/confirm-phone', { phoneCode });
    expect(confirmed.statusCode).toBe(200);
    expect(await account(user.id)).toMatchObject({ phone, phoneCountryIso: 'NG' });
    expect((await account(user.id)).phoneVerifiedAt).not.toBeNull();
    // Another account cannot take the verified number.
    const other = await registerUser(ctx.app);
    const taken = await sendCode(other.client, phone);
    expect(taken.statusCode).toBe(409);
    // Reset removes it.
    expect((await client.post('/rest/v1/users/reset-phone')).statusCode).toBe(200);
    expect((await account(user.id)).phoneVerifiedAt).toBeNull();
  });

  it('answers the spec error codes for numbers that cannot be used', async () => {
    const { client } = await registerUser(ctx.app);
    const parse = await sendCode(client, 'call me maybe');
    expect(parse.json().error).toMatchObject({ errorCode: 2, details: { phone: [expect.any(String)] } });
    const invalid = await sendCode(client, '+1 555 0000');
    expect(invalid.json().error.errorCode).toBe(3);
    const landline = await sendCode(client, '+44 20 7946 0018');
    expect(landline.json().error.errorCode).toBe(4);
    const unsupported = await sendCode(client, '+98 912 345 6789');
    expect(unsupported.json().error.errorCode).toBe(5);
    const noConsent = await sendCode(client, '+44 7400 123456', { isCitizenshipConsentAccepted: false });
    expect(noConsent.json().error.details).toHaveProperty('isCitizenshipConsentAccepted');
    const call = await sendCode(client, '+44 20 7946 0018', { call: true });
    expect(call.json().data.channel).toBe('call');
  });

  it('stores and returns a countdown after too many wrong codes', async () => {
    const { client, user } = await registerUser(ctx.app);
    await sendCode(client, '+44 7400 100200');
    const code = await latestCode(ctx.database, '+447400100200');
    let last;
    for (let i = 0; i < 5; i += 1)
      last = await client.post('/rest/v1/users/confirm-phone', { phoneCode: wrong(code) });
    expect(last!.statusCode).toBe(429);
    expect(last!.json().error.countdown).toBeGreaterThan(500);
    expect((await account(user.id)).phoneCodeLockedUntil).not.toBeNull();
    const locked = await client.post('/rest/v1/users/confirm-phone', { phoneCode: code });
    expect(locked.statusCode).toBe(429);
    expect((await sendCode(client, '+44 7400 100200')).statusCode).toBe(429);
  });

  it('needs a session for every phone call', async () => {
    const anonymous = new TestClient(ctx.app);
    expect((await sendCode(anonymous, '+44 7400 123456')).statusCode).toBe(401);
    expect((await anonymous.post('/rest/v1/users/confirm-phone', { phoneCode: '123456' })).statusCode).toBe(
      401,
    );
    expect((await anonymous.post('/rest/v1/users/reset-phone')).statusCode).toBe(401);
  });

  it('refuses unknown fields and a bad code format', async () => {
    const { client } = await registerUser(ctx.app);
    const extra = await client.post('/rest/v1/users/send-phone-code', {
      phone: '+44 7400 123456',
      call: false,
      isCitizenshipConsentAccepted: true,
      verified: true,
    });
    expect(extra.json().error.details).toHaveProperty('verified');
    const format = await client.post('/rest/v1/users/confirm-phone', { phoneCode: '1234567' });
    expect(format.json().error.details).toHaveProperty('phoneCode');
  });
});

describe('level', () => {
  it('reaches L1 when both the e-mail and the phone are verified, and drops back without the phone', async () => {
    const { client, account: acc, user } = await registerUser(ctx.app);
    await client.post('/rest/v1/user-verification/email/resend-code');
    await client.post('/rest/v1/user-verification/email/verify-code', {
      code: await latestCode(ctx.database, acc.email),
    });
    expect((await account(user.id)).verificationLevel).toBe('L0');
    const phone = '+44 7400 300400';
    await client.post('/rest/v1/users/send-phone-code', {
      phone,
      call: false,
      isCitizenshipConsentAccepted: true,
    });
    await client.post('/rest/v1/users/confirm-phone', {
      phoneCode: await latestCode(ctx.database, '+447400300400'),
    });
    expect((await account(user.id)).verificationLevel).toBe('L1');
    const me = (await client.get('/rest/v1/users/current_user')).json().data;
    expect(me).toMatchObject({
      verificationLevel: 'L1',
      kycLevelCheck: { level: 1 },
      phone: '+447400300400',
    });
    expect(me.verification.email.verified).toBe(true);
    expect(me.verification.phone.verified).toBe(true);
    expect(me.verification.basic.verified).toBe(true);
    expect(me.blockedKycActions).not.toContain('start-trade-buy');
    await client.post('/rest/v1/users/reset-phone');
    expect((await account(user.id)).verificationLevel).toBe('L0');
  });
});
