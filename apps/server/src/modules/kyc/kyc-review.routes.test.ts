import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditLog, users } from '../../db/schema.js';
import { createTestApp, registerUser, TestClient, type TestContext } from '../../test/app.js';
import { setRole } from '../users/users.service.js';
import { recomputeLevel } from './kyc.service.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const QUEUE = '/rest/v1/admin/verification-requests';
const idBody = {
  issue_country_iso3: 'USA',
  document_type: 'passport',
  first_name_original: 'Ana',
  last_name_original: 'Silva',
  document_number: 'P123',
};
const addressBody = {
  country_iso3: 'USA',
  document_type: 'bank_statement',
  city_name: 'Austin',
  address_line_1: '1 Main St',
};

async function staff(role: 'moderator' | 'supermoderator' | 'admin') {
  const registered = await registerUser(ctx.app);
  await setRole(ctx.database.db, registered.user.id, role);
  return registered;
}

/** A user with e-mail and phone verified (L1), as the verification module leaves them. */
async function verifiedUser() {
  const registered = await registerUser(ctx.app);
  const now = new Date();
  await ctx.database.db
    .update(users)
    .set({ emailVerifiedAt: now, phoneVerifiedAt: now })
    .where(eq(users.id, registered.user.id));
  await recomputeLevel(ctx.database.db, registered.user.id);
  return registered;
}

async function levelOf(userId: number) {
  const [row] = await ctx.database.db
    .select({ level: users.verificationLevel })
    .from(users)
    .where(eq(users.id, userId));
  return row?.level;
}

describe('the review queue', () => {
  it('lists pending requests oldest first, ten a page, with the user and files', async () => {
    const moderator = await staff('moderator');
    const before = (await moderator.client.get(`${QUEUE}?kind=video`)).json().meta.total as number;
    const applicants = [];
    for (let index = 0; index < 12; index += 1) {
      const applicant = await registerUser(ctx.app);
      await applicant.client.post('/account/verification/video/upload', {
        url: `https://example.com/${index}`,
      });
      applicants.push(applicant);
    }
    const first = (await moderator.client.get(`${QUEUE}?kind=video`)).json();
    expect(first.meta).toEqual({ total: before + 12, limit: 10, offset: 0, page: 1 });
    expect(first.data).toHaveLength(10);
    const last = (
      await moderator.client.get(`${QUEUE}?kind=video&page=${Math.ceil((before + 12) / 10)}`)
    ).json();
    const newest = last.data.at(-1);
    expect(newest).toMatchObject({
      kind: 'video',
      status: 'pending',
      data: { url: 'https://example.com/11' },
      user: { id: applicants[11]!.user.id, username: applicants[11]!.user.username, level: 'L0' },
      reviewedBy: null,
      files: [],
    });
    const one = await moderator.client.get(`${QUEUE}/${newest.id}`);
    expect(one.json().data.id).toBe(newest.id);
  });

  it('names bad filters and ids', async () => {
    const moderator = await staff('supermoderator');
    const bad = await moderator.client.get(`${QUEUE}?status=lost&kind=dna&page=0`);
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().error.details).sort()).toEqual(['kind', 'page', 'status']);
    const badId = await moderator.client.get(`${QUEUE}/123`);
    expect(badId.json().error.details).toHaveProperty('requestId');
    const unknown = await moderator.client.get(`${QUEUE}/00000000-0000-4000-8000-000000000000`);
    expect(unknown.statusCode).toBe(404);
  });

  it('is for staff only: 403 for users, 401 anonymous', async () => {
    const { client } = await registerUser(ctx.app);
    expect((await client.get(QUEUE)).statusCode).toBe(403);
    expect((await new TestClient(ctx.app).get(QUEUE)).statusCode).toBe(401);
  });
});

describe('approving and rejecting', () => {
  it('raises the level step by step: ID → L2, address → L2+POA, video → L3, each audit-logged', async () => {
    const applicant = await verifiedUser();
    const moderator = await staff('moderator');
    expect(await levelOf(applicant.user.id)).toBe('L1');
    const steps = [
      ['/account/verification/start/id', idBody, 'L2'],
      ['/account/verification/start/document', addressBody, 'L2+POA'],
      ['/account/verification/video/upload', { url: 'https://example.com/me' }, 'L3'],
    ] as const;
    for (const [url, body, level] of steps) {
      const requestId = (await applicant.client.post(url, body)).json().data.id;
      const response = await moderator.client.post(`${QUEUE}/${requestId}/approve`, { note: 'Clear photo' });
      expect(response.statusCode).toBe(200);
      expect(response.json().data).toMatchObject({ status: 'approved', reviewedBy: moderator.user.id });
      expect(await levelOf(applicant.user.id)).toBe(level);
    }
    const audit = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetUserId, applicant.user.id), eq(auditLog.action, 'kyc.request_approved')));
    expect(audit.map((row) => row.details.levelAfter)).toEqual(['L2', 'L2+POA', 'L3']);
    expect(audit[0]).toMatchObject({
      actorId: moderator.user.id,
      details: { kind: 'id', note: 'Clear photo' },
    });
    const status = (await applicant.client.get('/rest/v1/verification/status')).json().data;
    expect(status).toMatchObject({ level: 'L3', levelNumber: 3, blockedKycActions: [] });
    expect(status.verification.residence.verified).toBe(true);
  });

  it('an approved ID does not count before e-mail and phone are verified', async () => {
    const applicant = await registerUser(ctx.app);
    const moderator = await staff('moderator');
    const requestId = (await applicant.client.post('/account/verification/start/id', idBody)).json().data.id;
    await moderator.client.post(`${QUEUE}/${requestId}/approve`);
    expect(await levelOf(applicant.user.id)).toBe('L0');
    const now = new Date();
    await ctx.database.db
      .update(users)
      .set({ emailVerifiedAt: now, phoneVerifiedAt: now })
      .where(eq(users.id, applicant.user.id));
    expect(await recomputeLevel(ctx.database.db, applicant.user.id)).toBe('L2');
  });

  it('takes one of two simultaneous decisions on a request', async () => {
    const applicant = await verifiedUser();
    const [first, second] = [await staff('moderator'), await staff('admin')];
    const requestId = (await applicant.client.post('/account/verification/start/id', idBody)).json().data.id;
    await Promise.all([first.client.fetchCsrf(), second.client.fetchCsrf()]);
    const answers = await Promise.all([
      first.client.post(`${QUEUE}/${requestId}/approve`),
      second.client.post(`${QUEUE}/${requestId}/reject`, { reason: 'Expired' }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const audit = await ctx.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetUserId, applicant.user.id));
    expect(audit).toHaveLength(1);
  });

  it('rejects with a reason the user sees, using up one attempt', async () => {
    const applicant = await verifiedUser();
    const moderator = await staff('admin');
    const requestId = (await applicant.client.post('/account/verification/start/id', idBody)).json().data.id;
    const noReason = await moderator.client.post(`${QUEUE}/${requestId}/reject`, { reason: '  ' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().error.details).toHaveProperty('reason');
    const missing = await moderator.client.post(`${QUEUE}/${requestId}/reject`, {});
    expect(missing.json().error.details).toHaveProperty('reason');
    const response = await moderator.client.post(`${QUEUE}/${requestId}/reject`, {
      reason: 'Document expired',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ status: 'rejected', rejectReason: 'Document expired' });
    expect(await levelOf(applicant.user.id)).toBe('L1');
    const status = (await applicant.client.get('/rest/v1/verification/status')).json().data;
    expect(status.verification.id).toMatchObject({ rejected: true, rejectReason: 'Document expired' });
    const attempts = (await applicant.client.get('/rest/v1/verification/left-attempt/id')).json().data;
    expect(attempts.attemptsLeft).toBe(2);
    const [audit] = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetUserId, applicant.user.id), eq(auditLog.action, 'kyc.request_rejected')));
    expect(audit?.details).toMatchObject({ requestId, reason: 'Document expired' });
  });

  it('decides once only, never on one’s own request, and not for users or anonymous callers', async () => {
    const moderator = await staff('moderator');
    const applicant = await registerUser(ctx.app);
    const requestId = (await applicant.client.post('/account/verification/start/id', idBody)).json().data.id;
    expect((await applicant.client.post(`${QUEUE}/${requestId}/approve`)).statusCode).toBe(403);
    expect((await new TestClient(ctx.app).post(`${QUEUE}/${requestId}/approve`)).statusCode).toBe(401);
    expect((await moderator.client.post(`${QUEUE}/${requestId}/approve`)).statusCode).toBe(200);
    const again = await moderator.client.post(`${QUEUE}/${requestId}/reject`, { reason: 'Changed my mind' });
    expect(again.statusCode).toBe(409);
    const own = (await moderator.client.post('/account/verification/start/id', idBody)).json().data.id;
    expect((await moderator.client.post(`${QUEUE}/${own}/approve`)).statusCode).toBe(403);
    const unknown = await moderator.client.post(`${QUEUE}/00000000-0000-4000-8000-000000000000/approve`);
    expect(unknown.statusCode).toBe(404);
    const extra = await moderator.client.post(`${QUEUE}/${own}/approve`, { note: 'x', level: 'L4' });
    expect(extra.json().error.details).toHaveProperty('level');
  });
});

describe('PUT /rest/v1/admin/users/{userId}/verification-level', () => {
  const url = (userId: number) => `/rest/v1/admin/users/${userId}/verification-level`;

  it('lets an admin grant L4, which later verifications keep, and take it back with auto', async () => {
    const admin = await staff('admin');
    const applicant = await verifiedUser();
    const granted = await admin.client.send('PUT', url(applicant.user.id), { level: 'L4' });
    expect(granted.statusCode).toBe(200);
    expect(granted.json().data).toEqual({ userId: applicant.user.id, level: 'L4', levelNumber: 4 });
    expect(await recomputeLevel(ctx.database.db, applicant.user.id)).toBe('L4');
    const kycCheck = (await applicant.client.get('/rest/v1/users/kyc-check')).json().data;
    expect(kycCheck).toMatchObject({ level: 4, perTradeLimit: '250000.00', lifetimeLimit: null });
    expect(kycCheck.unusedTradingVolumeInFiatCurrency).toBeNull();
    const back = await admin.client.send('PUT', url(applicant.user.id), { level: 'auto' });
    expect(back.json().data).toMatchObject({ level: 'L1', levelNumber: 1 });
    const audit = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetUserId, applicant.user.id), eq(auditLog.action, 'kyc.level_set')));
    expect(audit.map((row) => row.details.levelAfter)).toEqual(['L4', 'L1']);
  });

  it('names bad input and answers 404 for an unknown user', async () => {
    const admin = await staff('admin');
    const bad = await admin.client.send('PUT', url(admin.user.id), { level: 'L3' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.details).toHaveProperty('level');
    const badId = await admin.client.send('PUT', '/rest/v1/admin/users/abc/verification-level', {
      level: 'L4',
    });
    expect(badId.json().error.details).toHaveProperty('userId');
    expect((await admin.client.send('PUT', url(2_000_000_000), { level: 'L4' })).statusCode).toBe(404);
  });

  it('is for admins only: 403 for moderators, 401 anonymous', async () => {
    const moderator = await staff('supermoderator');
    const applicant = await registerUser(ctx.app);
    expect((await moderator.client.send('PUT', url(applicant.user.id), { level: 'L4' })).statusCode).toBe(
      403,
    );
    expect(
      (await new TestClient(ctx.app).send('PUT', url(applicant.user.id), { level: 'L4' })).statusCode,
    ).toBe(401);
    expect(await levelOf(applicant.user.id)).toBe('L0');
  });
});
