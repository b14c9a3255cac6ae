import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, users } from '../../db/schema.js';
import { createTestApp, registerUser, TestClient, type TestContext } from '../../test/app.js';
import { fund } from '../../test/ledger.js';
import { createTestOffer, tradingUser, type TestParty } from '../../test/trades.js';
import { setRole } from '../users/users.service.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const TRADING = ['create-offer', 'start-trade-buy', 'start-trade-sell', 'use-wallet', 'activate-offer'];
const QUEUE = '/rest/v1/admin/verification-requests';
const idBody = {
  issue_country_iso3: 'usa',
  document_type: 'passport',
  first_name_original: 'Ana',
  middle_name_original: '',
  last_name_original: 'Silva',
  document_number: 'X1234567',
};

async function staff(role: 'admin' | 'supermoderator' | 'moderator') {
  const registered = await registerUser(ctx.app);
  await setRole(ctx.database.db, registered.user.id, role);
  return registered;
}

const demandsPath = (id: number) => `/rest/v1/admin/users/${id}/kyc-demands`;
const me = async (party: { client: TestClient }) =>
  (await party.client.get('/rest/v1/users/current_user')).json().data;
const actionsOf = async (userId: number) =>
  (await ctx.database.db.select().from(auditLog).where(eq(auditLog.targetUserId, userId))).map(
    (row) => row.action,
  );

async function submitAndApproveId(user: TestParty | { client: TestClient }) {
  const started = await user.client.post('/account/verification/start/id', idBody);
  expect(started.statusCode).toBe(201);
  const moderator = await staff('moderator');
  const approved = await moderator.client.post(`${QUEUE}/${started.json().data.id}/approve`, {});
  expect(approved.statusCode).toBe(200);
}

describe('forced identity verification (kycForcedAlert)', () => {
  it('a supermoderator forces it: trading is blocked until an ID verification is approved, audited', async () => {
    const supermoderator = await staff('supermoderator');
    const taker = await tradingUser(ctx.app, 'L1');
    const vendor = await tradingUser(ctx.app);
    await fund(ctx.database.db, vendor.id, 'BTC', 10n ** 9n);
    const offer = await createTestOffer(ctx.database.db, vendor.id);

    const forced = await supermoderator.client.post(demandsPath(taker.id), {
      kind: 'forced_verification',
      reason: 'Unusual card payments',
    });
    expect(forced.statusCode).toBe(200);
    expect(forced.json().data).toEqual([
      expect.objectContaining({
        kind: 'forced_verification',
        status: 'open',
        reason: 'Unusual card payments',
        createdBy: supermoderator.user.username,
      }),
    ]);
    expect(await actionsOf(taker.id)).toContain('kyc_demand.create');

    const user = await me(taker);
    expect(user.verification.id).toMatchObject({ forced: true, pending: false, verified: false });
    expect(user.blockedKycActions).toEqual(TRADING);
    expect(user.requestedIdVerification).toBe(false);
    const start = await taker.client.post('/rest/v1/trade/start', {
      offerHash: offer.hash,
      fiatAmount: '100.00',
    });
    expect(start.statusCode).toBe(403);
    expect(start.json().error.details).toHaveProperty('kycAction');

    // Submitted: still forced (and blocked) while it is reviewed; approved: free again.
    const started = await taker.client.post('/account/verification/start/id', idBody);
    expect(started.statusCode).toBe(201);
    expect((await me(taker)).verification.id).toMatchObject({ forced: true, pending: true });
    const moderator = await staff('moderator');
    await moderator.client.post(`${QUEUE}/${started.json().data.id}/approve`, {});
    // The test user has no phone, so its derived level drops; put it back to see the demand's own effect.
    await ctx.database.db.update(users).set({ verificationLevel: 'L2' }).where(eq(users.id, taker.id));
    const after = await me(taker);
    expect(after.verification.id).toMatchObject({ forced: false, verified: true });
    expect(after.blockedKycActions).toEqual([]);
    const list = await supermoderator.client.get(demandsPath(taker.id));
    expect(list.json().data[0].status).toBe('fulfilled');
    const retried = await taker.client.post('/rest/v1/trade/start', {
      offerHash: offer.hash,
      fiatAmount: '100.00',
    });
    expect(retried.statusCode).toBe(201);
  });

  it('is for admins and supermoderators only, never on oneself, once at a time, not on a verified identity', async () => {
    const moderator = await staff('moderator');
    const admin = await staff('admin');
    const target = await registerUser(ctx.app);
    const body = { kind: 'forced_verification', reason: 'Check the identity' };
    expect((await moderator.client.post(demandsPath(target.user.id), body)).statusCode).toBe(403);
    expect((await target.client.post(demandsPath(target.user.id), body)).statusCode).toBe(403);
    expect((await admin.client.post(demandsPath(admin.user.id), body)).json().error.code).toBe(
      'ERROR_STAFF_OWN_OBJECT',
    );
    expect((await admin.client.post(demandsPath(2_000_000_000), body)).statusCode).toBe(404);
    expect((await admin.client.post(demandsPath(target.user.id), body)).statusCode).toBe(200);
    const again = await admin.client.post(demandsPath(target.user.id), body);
    expect(again.statusCode).toBe(400);
    expect(again.json().error.details).toHaveProperty('kind');
    const short = await admin.client.post(demandsPath(target.user.id), { kind: 'id_document', reason: '' });
    expect(short.json().error.details).toHaveProperty('reason');

    const verified = await registerUser(ctx.app);
    await submitAndApproveId(verified);
    const refused = await admin.client.post(demandsPath(verified.user.id), body);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.details.kind[0]).toMatch(/verified already/);
  });

  it('staff withdraw it with a reason: trading is free again, audited', async () => {
    const admin = await staff('admin');
    const target = await tradingUser(ctx.app, 'L1');
    const created = await admin.client.post(demandsPath(target.id), {
      kind: 'forced_verification',
      reason: 'Check the identity',
    });
    const demandId = created.json().data[0].id;
    const moderator = await staff('moderator');
    const byModerator = await moderator.client.post(`${demandsPath(target.id)}/${demandId}/withdraw`, {
      reason: 'Mistake',
    });
    expect(byModerator.statusCode).toBe(403);
    const withdrawn = await admin.client.post(`${demandsPath(target.id)}/${demandId}/withdraw`, {
      reason: 'Wrong account',
    });
    expect(withdrawn.statusCode).toBe(200);
    expect(withdrawn.json().data[0]).toMatchObject({
      status: 'withdrawn',
      withdrawnBy: admin.user.username,
      withdrawReason: 'Wrong account',
    });
    expect((await me(target)).verification.id.forced).toBe(false);
    expect((await me(target)).blockedKycActions).toEqual([]);
    expect(await actionsOf(target.id)).toEqual(
      expect.arrayContaining(['kyc_demand.create', 'kyc_demand.withdraw']),
    );
    const twice = await admin.client.post(`${demandsPath(target.id)}/${demandId}/withdraw`, {
      reason: 'Again',
    });
    expect(twice.statusCode).toBe(400);
  });
});

describe('requested ID document (requestedIdVerification)', () => {
  it('a moderator asks for one: the flag holds until the user submits an ID verification, nothing is blocked', async () => {
    const moderator = await staff('moderator');
    const target = await tradingUser(ctx.app, 'L1');
    const asked = await moderator.client.post(demandsPath(target.id), {
      kind: 'id_document',
      reason: 'Name on the bank account differs',
    });
    expect(asked.statusCode).toBe(200);
    const user = await me(target);
    expect(user.requestedIdVerification).toBe(true);
    expect(user.verification.id.forced).toBe(false);
    expect(user.blockedKycActions).toEqual([]);

    expect((await target.client.post('/account/verification/start/id', idBody)).statusCode).toBe(201);
    expect((await me(target)).requestedIdVerification).toBe(false);
    const list = await moderator.client.get(demandsPath(target.id));
    expect(list.json().data[0]).toMatchObject({ kind: 'id_document', status: 'fulfilled' });
  });

  it('lists demands for staff only', async () => {
    const target = await registerUser(ctx.app);
    expect((await target.client.get(demandsPath(target.user.id))).statusCode).toBe(403);
    expect((await new TestClient(ctx.app).get(demandsPath(target.user.id))).statusCode).toBe(401);
  });
});
