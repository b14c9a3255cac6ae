import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema.js';
import { createTestApp, registerUser, TestClient, type TestContext } from '../../test/app.js';
import {
  BASE,
  lastCodeSentTo,
  put,
  userWithAuthenticator,
  verifyEmail,
  verifyPhone,
} from '../../test/two-factor.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

/** A user with a verified phone and SMS two-factor enabled. */
async function userWithSms() {
  const registered = await registerUser(ctx.app);
  const phone = await verifyPhone(
    ctx.database.db,
    registered.user.id,
    `+4479110${String(registered.user.id).padStart(5, '0')}`,
  );
  const setup = await registered.client.post(`${BASE}/setup`, { method: 'sms' });
  expect(setup.statusCode).toBe(200);
  const { code } = await lastCodeSentTo(ctx.database.db, phone);
  const confirm = await registered.client.post(`${BASE}/confirm`, { code });
  expect(confirm.statusCode).toBe(200);
  return { ...registered, phone, backupCodes: confirm.json().data.backupCodes as string[] };
}

describe('SMS as the second factor', () => {
  it('sends the setup code to the verified phone, masked in the answer, and enables on it', async () => {
    const { client, user } = await registerUser(ctx.app);
    const phone = await verifyPhone(ctx.database.db, user.id, '+447911123456');
    expect((await client.get(BASE)).json().data.availableMethods).toEqual({
      ga: true,
      sms: true,
      email: false,
    });
    const setup = await client.post(`${BASE}/setup`, { method: 'sms' });
    expect(setup.statusCode).toBe(200);
    expect(setup.json().data).toEqual({
      state: 'verification',
      method: 'sms',
      secret: null,
      otpauthUri: null,
      qrCode: null,
      sentTo: '+44******3456',
    });
    const { message, code } = await lastCodeSentTo(ctx.database.db, phone);
    expect(message).toMatchObject({ channel: 'sms', template: 'two-factor-code', userId: user.id });
    const wrongCode = code === '000000' ? '111111' : '000000';
    expect((await client.post(`${BASE}/confirm`, { code: wrongCode })).statusCode).toBe(400);
    const confirm = await client.post(`${BASE}/confirm`, { code });
    expect(confirm.statusCode).toBe(200);
    expect(confirm.json().data.status).toMatchObject({ state: 'enabled', method: 'sms', type: 'sms' });
  });

  it('sends a fresh code on demand, by SMS or by call, that works once', async () => {
    const { client, phone } = await userWithSms();
    const sent = await client.post(`${BASE}/send-code`, { channel: 'sms' });
    expect(sent.statusCode).toBe(200);
    expect(sent.json().data).toEqual({ channel: 'sms', sentTo: expect.stringMatching(/^\+44\*+\d{4}$/) });
    const { code } = await lastCodeSentTo(ctx.database.db, phone);
    expect((await put(client, `${BASE}/switches`, { code, login: false })).statusCode).toBe(200);
    expect((await put(client, `${BASE}/switches`, { code, login: true })).statusCode).toBe(401);

    const called = await client.post(`${BASE}/send-code`, { channel: 'call' });
    expect(called.json().data.channel).toBe('call');
    const byCall = await lastCodeSentTo(ctx.database.db, phone);
    expect(byCall.message.channel).toBe('call');
    expect((await put(client, `${BASE}/switches`, { code: byCall.code, login: true })).statusCode).toBe(200);
  });

  it('offers no push channel for two-factor codes', async () => {
    const { client } = await userWithSms();
    const push = await client.post(`${BASE}/send-code`, { channel: 'push' });
    expect(push.statusCode).toBe(400);
    expect(push.json().error).toMatchObject({
      code: 'ERROR_PUSH_UNAVAILABLE',
      details: { channel: [expect.any(String)] },
    });
  });

  it('limits how many codes are sent to one user', async () => {
    const { client } = await userWithSms();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 6; attempt += 1) {
      statuses.push((await client.post(`${BASE}/send-code`, { channel: 'sms' })).statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });
});

describe('POST /rest/v1/users/two-factor/send-code', () => {
  it('names the bad channel and refuses anonymous callers', async () => {
    const { client } = await userWithSms();
    const bad = await client.post(`${BASE}/send-code`, { channel: 'fax' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.details).toHaveProperty('channel');
    const anonymous = await new TestClient(ctx.app).post(`${BASE}/send-code`, { channel: 'sms' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('refuses to send for authenticator users and for accounts without two-factor', async () => {
    const { client } = await userWithAuthenticator(ctx.app);
    const ga = await client.post(`${BASE}/send-code`, { channel: 'sms' });
    expect(ga.statusCode).toBe(400);
    expect(ga.json().error.details.channel).toEqual([expect.stringMatching(/authenticator/)]);
    const plain = await registerUser(ctx.app);
    await verifyPhone(ctx.database.db, plain.user.id, '+447911000001');
    expect((await plain.client.post(`${BASE}/send-code`, { channel: 'sms' })).statusCode).toBe(409);
  });

  it('stops sending when the verified phone is gone', async () => {
    const { client, user } = await userWithSms();
    await ctx.database.db.update(users).set({ phoneVerifiedAt: null }).where(eq(users.id, user.id));
    const response = await client.post(`${BASE}/send-code`, { channel: 'sms' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details).toHaveProperty('channel');
  });
});

describe('e-mail as the second factor', () => {
  it('needs a verified e-mail, sends the codes there and accepts them', async () => {
    const { client, user, account } = await registerUser(ctx.app);
    expect((await client.post(`${BASE}/setup`, { method: 'email' })).statusCode).toBe(400);
    await verifyEmail(ctx.database.db, user.id);
    const setup = await client.post(`${BASE}/setup`, { method: 'email' });
    expect(setup.statusCode).toBe(200);
    expect(setup.json().data.sentTo).toBe(`${account.email[0]}***@example.com`);
    const first = await lastCodeSentTo(ctx.database.db, account.email);
    expect(first.message).toMatchObject({ channel: 'email', subject: expect.any(String) });
    expect((await client.post(`${BASE}/confirm`, { code: first.code })).statusCode).toBe(200);

    expect((await client.post(`${BASE}/send-code`, { channel: 'sms' })).statusCode).toBe(400);
    expect((await client.post(`${BASE}/send-code`, { channel: 'email' })).statusCode).toBe(200);
    const next = await lastCodeSentTo(ctx.database.db, account.email);
    const disabled = await client.post(`${BASE}/disable`, { code: next.code });
    expect(disabled.statusCode).toBe(200);
    expect(disabled.json().data.state).toBe('disabled');
  });
});
