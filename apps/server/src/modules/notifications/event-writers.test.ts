import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema.js';
import { createTestApp, registerUser, TestClient, type TestContext } from '../../test/app.js';
import { startTestTrade } from '../../test/trades.js';
import { recomputeLevel } from '../kyc/kyc.service.js';
import { setRole } from '../users/users.service.js';
import { runNotificationDispatch } from './dispatcher.js';
import { notificationsOf, uploadPng, whileWritesFail } from './notifications-test-kit.js';

// The writers of the issue's list that the dispatcher tests do not drive through their routes: each
// change records its event, and the notification follows.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const dispatch = () => runNotificationDispatch(ctx.app.db, ctx.app.notificationChannels);
const kindsOf = async (userId: number) =>
  (await notificationsOf(ctx.app.db, userId)).map((row) => [row.kind, row.data, row.link]);

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';

describe('events of the issue list, written by their modules', () => {
  it('a sign-in from a new device: written with the device and its mail, or not at all', async () => {
    const { account, user } = await registerUser(ctx.app);
    const signIn = () =>
      new TestClient(ctx.app).post(
        '/rest/v1/auth/login',
        { login: account.username, password: account.password },
        { headers: { 'user-agent': IPHONE } },
      );
    // The notice mail cannot be written: the device is not remembered and no event is left.
    const failed = await whileWritesFail(
      ctx.app.db,
      { table: 'outbox_messages', when: "new.template = 'new-device-login'" },
      signIn,
    );
    expect(failed.statusCode).toBe(500);
    await dispatch();
    expect(await kindsOf(user.id)).toEqual([]);
    expect((await signIn()).statusCode).toBe(200);
    await dispatch();
    expect(await kindsOf(user.id)).toEqual([
      ['security.new_device', { device: expect.stringContaining('Safari') }, '/account/security'],
    ]);
  });

  it('feedback and its reply', async () => {
    const trade = await startTestTrade(ctx.app, { advanceTo: 'released' });
    const given = await trade.buyer.client.post(`/rest/v1/feedback/${trade.tradeHash}/give`, {
      rating: 'positive',
      message: 'Quick and friendly.',
    });
    expect(given.statusCode, given.body).toBe(200);
    const replied = await trade.seller.client.post(`/rest/v1/feedback/${trade.tradeHash}/reply`, {
      reply: 'Thank you!',
    });
    expect(replied.statusCode, replied.body).toBe(200);
    await dispatch();
    const last = async (userId: number) => (await kindsOf(userId)).at(-1);
    expect(await last(trade.seller.id)).toEqual([
      'feedback.received',
      { tradeHash: trade.tradeHash, rating: 'positive' },
      `/trade/${trade.tradeHash}`,
    ]);
    expect(await last(trade.buyer.id)).toEqual([
      'feedback.reply',
      { tradeHash: trade.tradeHash, rating: '' },
      `/trade/${trade.tradeHash}`,
    ]);
  });

  it('an attachment in the trade chat tells the other party, not the uploader', async () => {
    const trade = await startTestTrade(ctx.app);
    const uploaded = await uploadPng(ctx.app, trade.buyer.client, trade.tradeHash);
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    await dispatch();
    expect((await kindsOf(trade.seller.id)).map(([kind]) => kind)).toContain('trade.attachment');
    expect((await kindsOf(trade.buyer.id)).map(([kind]) => kind)).not.toContain('trade.attachment');
  });

  it('a verification decision, approved and rejected', async () => {
    const applicant = await registerUser(ctx.app);
    const now = new Date();
    await ctx.app.db
      .update(users)
      .set({ emailVerifiedAt: now, phoneVerifiedAt: now })
      .where(eq(users.id, applicant.user.id));
    await recomputeLevel(ctx.app.db, applicant.user.id);
    const admin = await registerUser(ctx.app);
    await setRole(ctx.app.db, admin.user.id, 'admin');
    const idBody = {
      issue_country_iso3: 'USA',
      document_type: 'passport',
      first_name_original: 'Ana',
      last_name_original: 'Silva',
      document_number: 'P123',
    };
    const queue = '/rest/v1/admin/verification-requests';
    const first = (await applicant.client.post('/account/verification/start/id', idBody)).json().data.id;
    expect(
      (await admin.client.post(`${queue}/${first}/reject`, { reason: 'Document expired' })).statusCode,
    ).toBe(200);
    const second = (await applicant.client.post('/account/verification/start/id', idBody)).json().data.id;
    expect((await admin.client.post(`${queue}/${second}/approve`, {})).statusCode).toBe(200);
    await dispatch();
    expect((await kindsOf(applicant.user.id)).map(([kind, data]) => [kind, data])).toEqual([
      ['verification.rejected', expect.objectContaining({ reason: 'Document expired' })],
      ['verification.approved', expect.objectContaining({ level: 'L2' })],
    ]);
  });
});
