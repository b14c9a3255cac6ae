import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { authRequests, sessions, tradeBankAccounts, userEvents } from '../../db/schema.js';
import { createTestApp, registerUser, TestClient, type TestContext } from '../../test/app.js';
import { testDriver } from '../../test/database.js';
import { lastCodeSentTo, verifyEmail, verifyPhone } from '../../test/two-factor.js';
import { VALID_BODIES } from '../bank-accounts/bank-account-fixtures.js';
import { runNotificationDispatch } from '../notifications/dispatcher.js';
import { notificationsOf } from '../notifications/notifications-test-kit.js';
import { insertTrade } from '../trade-lists/trade-test-kit.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

type Registered = Awaited<ReturnType<typeof registerUser>>;

/** A second browser of the same user, signed in with the password. */
async function secondBrowser(user: Registered): Promise<TestClient> {
  const client = new TestClient(ctx.app);
  const response = await client.post(
    '/rest/v1/auth/login',
    { login: user.account.email, password: user.account.password },
    {
      headers: {
        'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/120.0 Safari/537.36',
      },
    },
  );
  expect(response.statusCode, response.body).toBe(200);
  return client;
}

async function addAccount(user: Registered): Promise<number> {
  const response = await user.client.post('/rest/v1/bankaccounts', VALID_BODIES.US);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data.id;
}

const stepUpOf = async (userId: number) =>
  (
    await ctx.database.db.select({ at: sessions.stepUpAt }).from(sessions).where(eq(sessions.userId, userId))
  ).map((row) => row.at);

describe('step-up codes', () => {
  it('sends a code by SMS, call or e-mail to verified destinations and confirms this browser only', async () => {
    const user = await registerUser(ctx.app);
    const other = await secondBrowser(user);
    const status = await user.client.get('/rest/v1/auth/step-up');
    expect(status.statusCode).toBe(200);
    expect(status.json().data).toEqual({
      confirmed: false,
      confirmedUntil: null,
      windowMinutes: 30,
      channels: { sms: false, call: false, email: false, push: true },
    });
    // No verified phone: 400 with the server's message on the channel.
    const noPhone = await user.client.post('/rest/v1/auth/send-phone-code');
    expect(noPhone.statusCode).toBe(400);
    expect(noPhone.json().error.details.channel).toEqual(['Verify your phone number first']);

    const phone = await verifyPhone(
      ctx.database.db,
      user.user.id,
      `+4479110${String(user.user.id).padStart(5, '0')}`,
    );
    const sent = await user.client.post('/rest/v1/auth/send-phone-code');
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().data).toEqual({ channel: 'sms', sentTo: expect.stringMatching(/^\+44\*+\d{4}$/) });
    const called = await user.client.post('/rest/v1/auth/call-phone-code');
    expect(called.json().data.channel).toBe('call');
    const { message, code } = await lastCodeSentTo(ctx.database.db, phone);
    expect(message).toMatchObject({ channel: 'call', userId: user.user.id });

    const wrong = code === '000000' ? '111111' : '000000';
    const refused = await user.client.post('/rest/v1/auth/step-up/confirm', { code: wrong });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.details.code).toEqual(['Wrong code. 4 attempts left.']);
    expect(await stepUpOf(user.user.id)).toEqual([null, null]);

    const confirmed = await user.client.post('/rest/v1/auth/step-up/confirm', { code });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json().data).toMatchObject({ confirmed: true, confirmedUntil: expect.any(String) });
    // Only the browser that entered the code is confirmed.
    expect((await other.get('/rest/v1/auth/step-up')).json().data.confirmed).toBe(false);
    // The code works once.
    const again = await user.client.post('/rest/v1/auth/step-up/confirm', { code });
    expect(again.statusCode).toBe(400);

    await verifyEmail(ctx.database.db, user.user.id);
    const mailed = await other.post('/rest/v1/auth/send-email-code');
    expect(mailed.json().data).toEqual({
      channel: 'email',
      sentTo: `${user.account.email[0]}***@example.com`,
    });
    const byMail = await lastCodeSentTo(ctx.database.db, user.account.email);
    expect((await other.post('/rest/v1/auth/step-up/confirm', { code: byMail.code })).statusCode).toBe(200);
  });

  it('refuses bad input, a code never sent, and guests', async () => {
    const user = await registerUser(ctx.app);
    for (const body of [{}, { code: '12345' }, { code: 'abcdef' }, { code: '123456', extra: 1 }]) {
      const response = await user.client.post('/rest/v1/auth/step-up/confirm', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect(
      (await user.client.post('/rest/v1/auth/step-up/confirm', { code: '123456' })).json().error.details,
    ).toEqual({ code: ['Send a code first.'] });
    const guest = new TestClient(ctx.app);
    expect((await guest.get('/rest/v1/auth/step-up')).statusCode).toBe(401);
    expect((await guest.post('/rest/v1/auth/send-email-code')).statusCode).toBe(401);
    expect((await guest.post('/rest/v1/auth/push-phone-code')).statusCode).toBe(401);
    // An unknown channel is no route at all.
    expect((await user.client.post('/rest/v1/auth/send-fax-code')).statusCode).toBe(404);
    expect(
      (await user.client.post('/rest/v1/auth/push-phone-code', { trade_hash: 'bad hash!' })).statusCode,
    ).toBe(400);
    expect((await user.client.post('/rest/v1/auth/push-phone-code', { channel: 'fax' })).statusCode).toBe(
      400,
    );
  });
});

describe('push approval', () => {
  it('asks the other browser, which lists it and gets a notification, and approving confirms the asker', async () => {
    const user = await registerUser(ctx.app);
    const alone = await user.client.post('/rest/v1/auth/push-phone-code');
    expect(alone.statusCode).toBe(400);
    expect(alone.json().error.details.channel).toEqual([
      expect.stringMatching(/not signed in on another browser/),
    ]);

    const other = await secondBrowser(user);
    const asked = await user.client.post('/rest/v1/auth/push-phone-code', { trade_hash: 'AbC123' });
    expect(asked.statusCode, asked.body).toBe(200);
    const request = asked.json().data;
    expect(request).toMatchObject({
      action: 'step_up',
      state: 'pending',
      isThisBrowser: true,
      tradeHash: 'AbC123',
    });

    const pending = (await other.get('/rest/v1/auth/requests')).json().data;
    expect(pending).toEqual([
      expect.objectContaining({ id: request.id, isThisBrowser: false, state: 'pending' }),
    ]);
    const events = await ctx.database.db
      .select()
      .from(userEvents)
      .where(and(eq(userEvents.userId, user.user.id), eq(userEvents.type, 'security.auth_request')));
    expect(events.map((event) => event.payload.requestId)).toEqual([request.id]);
    await runNotificationDispatch(ctx.app.db, ctx.app.notificationChannels);
    const notes = (await notificationsOf(ctx.app.db, user.user.id)).filter(
      (row) => row.kind === 'security.auth_request',
    );
    expect(notes).toHaveLength(1);
    expect(notes[0]!.link).toBe('/account/security');

    // The asking browser cannot approve itself.
    const self = await user.client.post(`/rest/v1/auth/requests/${request.id}/approve`);
    expect(self.statusCode).toBe(403);
    const approved = await other.post(`/rest/v1/auth/requests/${request.id}/approve`);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().data.state).toBe('approved');
    expect((await user.client.get(`/rest/v1/auth/requests/${request.id}`)).json().data.state).toBe(
      'approved',
    );
    expect((await user.client.get('/rest/v1/auth/step-up')).json().data.confirmed).toBe(true);
    expect((await other.get('/rest/v1/auth/step-up')).json().data.confirmed).toBe(false);
    // Resolved once: a second answer is 409 and changes nothing.
    const late = await other.post(`/rest/v1/auth/requests/${request.id}/deny`);
    expect(late.statusCode).toBe(409);
    expect(late.json().error.details.state).toEqual(['approved']);
  });

  it('denies, expires, and hides requests from other users; nothing changes on refusal', async () => {
    const user = await registerUser(ctx.app);
    const other = await secondBrowser(user);
    const stranger = await registerUser(ctx.app);
    await secondBrowser(stranger);

    const denied = (await user.client.post('/rest/v1/auth/push-phone-code')).json().data;
    expect((await stranger.client.post(`/rest/v1/auth/requests/${denied.id}/approve`)).statusCode).toBe(404);
    expect((await stranger.client.get(`/rest/v1/auth/requests/${denied.id}`)).statusCode).toBe(404);
    expect((await other.post('/rest/v1/auth/requests/not-a-uuid/approve')).statusCode).toBe(400);
    expect((await other.post(`/rest/v1/auth/requests/${crypto.randomUUID()}/approve`)).statusCode).toBe(404);
    expect((await other.post(`/rest/v1/auth/requests/${denied.id}/deny`)).json().data.state).toBe('denied');
    expect(await stepUpOf(user.user.id)).toEqual([null, null]);

    const expiring = (await user.client.post('/rest/v1/auth/push-phone-code')).json().data;
    await ctx.database.db
      .update(authRequests)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(authRequests.id, expiring.id));
    expect((await user.client.get(`/rest/v1/auth/requests/${expiring.id}`)).json().data.state).toBe(
      'expired',
    );
    expect((await other.get('/rest/v1/auth/requests')).json().data).toEqual([]);
    const tooLate = await other.post(`/rest/v1/auth/requests/${expiring.id}/approve`);
    expect(tooLate.statusCode).toBe(409);
    expect(tooLate.json().error.details.state).toEqual(['expired']);
    const [row] = await ctx.database.db.select().from(authRequests).where(eq(authRequests.id, expiring.id));
    expect(row!.state).toBe('expired');
    expect(await stepUpOf(user.user.id)).toEqual([null, null]);
  });

  it('asking again replaces the browser’s pending request', async () => {
    const user = await registerUser(ctx.app);
    const other = await secondBrowser(user);
    const first = (await user.client.post('/rest/v1/auth/push-phone-code')).json().data;
    const second = (await user.client.post('/rest/v1/auth/push-phone-code')).json().data;
    expect((await user.client.get(`/rest/v1/auth/requests/${first.id}`)).json().data.state).toBe('expired');
    expect(
      (await other.get('/rest/v1/auth/requests')).json().data.map((item: { id: string }) => item.id),
    ).toEqual([second.id]);
  });
});

describe('bank accounts in a trade ask for a step-up', () => {
  it('refuses to share before a confirmation and masks the other party’s numbers until the reader confirms', async () => {
    const seller = await registerUser(ctx.app);
    const buyer = await registerUser(ctx.app);
    const accountId = await addAccount(seller);
    const { trade } = await insertTrade(ctx.database.db, {
      sellerId: seller.user.id,
      buyerId: buyer.user.id,
      status: 'active_funded',
    });
    const share = () =>
      seller.client.post(`/rest/v1/trade/${trade.hash}/bank-account`, { bank_account_id: accountId });
    const refused = await share();
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toMatchObject({
      code: 'ERROR_STEP_UP_REQUIRED',
      details: { step_up: [expect.any(String)] },
    });
    expect(
      await ctx.database.db.select().from(tradeBankAccounts).where(eq(tradeBankAccounts.tradeId, trade.id)),
    ).toEqual([]);

    await verifyEmail(ctx.database.db, seller.user.id);
    await seller.client.post('/rest/v1/auth/send-email-code');
    const { code } = await lastCodeSentTo(ctx.database.db, seller.account.email);
    expect((await seller.client.post('/rest/v1/auth/step-up/confirm', { code })).statusCode).toBe(200);
    expect((await share()).statusCode).toBe(200);

    // The seller reads their own account in full; the buyer sees it masked.
    const own = (await seller.client.get(`/rest/v1/trade/${trade.hash}/messages`)).json().data;
    const ownAccount = own.find((message: { kind: string }) => message.kind === 'bank_account');
    expect(ownAccount.payload.numbers).toEqual([
      { field: 'routing_number', value: '021000021' },
      { field: 'account_number', value: '123456789' },
    ]);
    const masked = (await buyer.client.get(`/rest/v1/trade/${trade.hash}/messages`)).json().data;
    const maskedAccount = masked.find((message: { kind: string }) => message.kind === 'bank_account');
    expect(maskedAccount.payload).toMatchObject({
      masked: true,
      holderName: 'John Smith',
      additionalInfo: null,
      numbers: [
        { field: 'routing_number', value: '••••0021' },
        { field: 'account_number', value: '••••6789' },
      ],
    });
    expect(maskedAccount.body).toBe('John Smith · JPMorgan Chase Bank · ••••0021 · ••••6789');
    expect(JSON.stringify(masked)).not.toContain('123456789');

    // The buyer approves on another browser: the numbers show.
    const buyerPhone = await secondBrowser(buyer);
    const asked = (
      await buyer.client.post('/rest/v1/auth/push-phone-code', { trade_hash: trade.hash })
    ).json().data;
    expect((await buyerPhone.post(`/rest/v1/auth/requests/${asked.id}/approve`)).statusCode).toBe(200);
    const shown = (await buyer.client.get(`/rest/v1/trade/${trade.hash}/messages`)).json().data;
    const shownAccount = shown.find((message: { kind: string }) => message.kind === 'bank_account');
    expect(shownAccount.payload.numbers[1]).toEqual({ field: 'account_number', value: '123456789' });
    expect(shownAccount.payload.masked).toBeUndefined();
    // The approving browser itself is not confirmed.
    const elsewhere = (await buyerPhone.get(`/rest/v1/trade/${trade.hash}/messages`)).json().data;
    expect(
      elsewhere.find((message: { kind: string }) => message.kind === 'bank_account').payload.masked,
    ).toBe(true);

    // Thirty minutes later the confirmation has lapsed: masked again, and sharing asks again.
    const lapsed = new Date(Date.now() - 31 * 60_000);
    await ctx.database.db
      .update(sessions)
      .set({ stepUpAt: lapsed })
      .where(eq(sessions.userId, buyer.user.id));
    const later = (await buyer.client.get(`/rest/v1/trade/${trade.hash}/messages`)).json().data;
    expect(later.find((message: { kind: string }) => message.kind === 'bank_account').payload.masked).toBe(
      true,
    );
    await ctx.database.db
      .update(sessions)
      .set({ stepUpAt: lapsed })
      .where(eq(sessions.userId, seller.user.id));
    expect((await share()).statusCode).toBe(403);
  });
});

describe.skipIf(testDriver !== 'postgres')('answering at once (PostgreSQL)', () => {
  it('lets exactly one of an approve and a deny from two browsers win', async () => {
    for (let round = 0; round < 5; round += 1) {
      const user = await registerUser(ctx.app);
      const [second, third] = [await secondBrowser(user), await secondBrowser(user)];
      const request = (await user.client.post('/rest/v1/auth/push-phone-code')).json().data;
      const [approve, deny] = await Promise.all([
        second.post(`/rest/v1/auth/requests/${request.id}/approve`),
        third.post(`/rest/v1/auth/requests/${request.id}/deny`),
      ]);
      expect([approve.statusCode, deny.statusCode].sort()).toEqual([200, 409]);
      const [row] = await ctx.database.db.select().from(authRequests).where(eq(authRequests.id, request.id));
      const confirmed = (await user.client.get('/rest/v1/auth/step-up')).json().data.confirmed;
      expect(confirmed).toBe(row!.state === 'approved');
      expect(row!.state).toBe(approve.statusCode === 200 ? 'approved' : 'denied');
    }
  });
});

describe('openapi', () => {
  it('documents the step-up routes', async () => {
    const doc = (await ctx.app.inject({ method: 'GET', url: '/rest/openapi.json' })).json();
    for (const path of [
      '/rest/v1/auth/step-up',
      '/rest/v1/auth/step-up/confirm',
      '/rest/v1/auth/send-phone-code',
      '/rest/v1/auth/call-phone-code',
      '/rest/v1/auth/send-email-code',
      '/rest/v1/auth/push-phone-code',
      '/rest/v1/auth/requests',
      '/rest/v1/auth/requests/{id}',
      '/rest/v1/auth/requests/{id}/approve',
      '/rest/v1/auth/requests/{id}/deny',
    ]) {
      expect(doc.paths).toHaveProperty([path]);
    }
  });
});
