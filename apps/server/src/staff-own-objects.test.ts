import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditLog, offerReports, offers, users, verificationRequests } from './db/schema.js';
import { createTestApp, registerUser, type TestContext } from './test/app.js';
import { balanceOf } from './test/ledger.js';
import { createOffer } from './modules/offer-search/offer-fixtures.js';
import { insertEscrowedTrade, registerModerator } from './modules/trade-lists/trade-test-kit.js';

/**
 * Staff never act on their own objects (issue 14, finding 4): each staff action refuses its author's
 * own offer, trade, verification, account or application with 403 ERROR_STAFF_OWN_OBJECT, changes
 * nothing, records nothing, and still works for another staff member.
 */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const OWN = 'ERROR_STAFF_OWN_OBJECT';

function expectOwnRefusal(response: { statusCode: number; json: () => unknown }) {
  expect(response.statusCode).toBe(403);
  expect((response.json() as { error: { code: string } }).error.code).toBe(OWN);
}

const auditOf = (actorId: number, action: string) =>
  ctx.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.actorId, actorId), eq(auditLog.action, action)));

async function offerRow(hash: string) {
  const [row] = await ctx.database.db.select().from(offers).where(eq(offers.hash, hash));
  return row!;
}

async function userRow(id: number) {
  const [row] = await ctx.database.db.select().from(users).where(eq(users.id, id));
  return row!;
}

describe('offers', () => {
  it('a moderator cannot set the escrow fee of their own offer; another moderator can', async () => {
    const moderator = await registerModerator(ctx);
    const offer = await createOffer(ctx.database.db, moderator.user.id);
    const path = `/rest/v1/my-offers/${offer.hash}/manual-escrow-fee`;

    const own = await moderator.client.send('PUT', path, { new_manual_escrow_fee: '0' });
    expectOwnRefusal(own);
    // The offers area shape: the message under "general" with the offer's hash, for my offers.
    expect(own.json().error.details).toMatchObject({
      general: [expect.any(String)],
      offerHash: [offer.hash],
    });
    expect((await offerRow(offer.hash)).manualEscrowFeeBps).toBeNull();
    expect(await auditOf(moderator.user.id, 'offer.manual_escrow_fee')).toEqual([]);

    const colleague = await registerModerator(ctx);
    expect((await colleague.client.send('PUT', path, { new_manual_escrow_fee: '0' })).statusCode).toBe(200);
    expect((await offerRow(offer.hash)).manualEscrowFeeBps).toBe(0);
    expect(await auditOf(colleague.user.id, 'offer.manual_escrow_fee')).toHaveLength(1);
  });

  it('a moderator cannot feature their own offer', async () => {
    const moderator = await registerModerator(ctx);
    const offer = await createOffer(ctx.database.db, moderator.user.id);
    const path = `/rest/v1/admin/offers/${offer.hash}/featured`;
    expectOwnRefusal(await moderator.client.send('PUT', path, { featured: true }));
    expect((await offerRow(offer.hash)).isFeatured).toBe(false);
    expect(await auditOf(moderator.user.id, 'offer.featured')).toEqual([]);

    const colleague = await registerModerator(ctx);
    expect((await colleague.client.send('PUT', path, { featured: true })).statusCode).toBe(200);
    expect((await offerRow(offer.hash)).isFeatured).toBe(true);
  });

  it('a moderator decides no report on their own offer, nor one they filed', async () => {
    const moderator = await registerModerator(ctx);
    const reporter = await registerUser(ctx.app);
    const ownOffer = await createOffer(ctx.database.db, moderator.user.id);
    const otherOwner = await registerUser(ctx.app);
    const otherOffer = await createOffer(ctx.database.db, otherOwner.user.id);
    expect(
      (await reporter.client.post(`/rest/v1/offers/${ownOffer.hash}/report`, { reason: 'scam' })).statusCode,
    ).toBe(201);
    expect(
      (await moderator.client.post(`/rest/v1/offers/${otherOffer.hash}/report`, { reason: 'scam' }))
        .statusCode,
    ).toBe(201);
    const reportOn = async (offerId: number) =>
      (await ctx.database.db.select().from(offerReports).where(eq(offerReports.offerId, offerId)))[0]!;
    const againstMe = await reportOn(ownOffer.id);
    const filedByMe = await reportOn(otherOffer.id);

    for (const report of [againstMe, filedByMe]) {
      const path = `/rest/v1/admin/offer-reports/${report.id}`;
      expectOwnRefusal(await moderator.client.send('PUT', path, { status: 'dismissed' }));
      expect((await reportOn(report.offerId)).status).toBe('open');
    }
    expect(await auditOf(moderator.user.id, 'offer_report.dismissed')).toEqual([]);

    const colleague = await registerModerator(ctx);
    const decided = await colleague.client.send('PUT', `/rest/v1/admin/offer-reports/${filedByMe.id}`, {
      status: 'actioned',
      block_offer: true,
    });
    expect(decided.statusCode).toBe(200);
    expect(await auditOf(colleague.user.id, 'offer_report.actioned')).toHaveLength(1);
  });
});

describe('disputes', () => {
  it('a moderator who is a party reads, writes into and awards none of its dispute', async () => {
    const moderator = await registerModerator(ctx, 'supermoderator');
    const seller = await registerUser(ctx.app);
    const { trade } = await insertEscrowedTrade(ctx.database.db, {
      sellerId: seller.user.id,
      buyerId: moderator.user.id,
      status: 'dispute_open',
      disputed: { openedBy: moderator.user.id, reason: 'obvious_scam', text: 'Never paid' },
    });
    const path = `/rest/v1/admin/disputes/${trade.hash}`;
    expectOwnRefusal(await moderator.client.get(path));
    expectOwnRefusal(await moderator.client.post(`${path}/messages`, { text: 'As the moderator: I win' }));
    expectOwnRefusal(await moderator.client.post(`${path}/award`, { winner: 'buyer', note: 'Mine' }));
    expect(await balanceOf(ctx.database.db, moderator.user.id, 'BTC')).toBe(0n);
    expect(await auditOf(moderator.user.id, 'dispute.award_buyer')).toEqual([]);

    const colleague = await registerModerator(ctx);
    expect((await colleague.client.get(path)).statusCode).toBe(200);
  });
});

describe('verification', () => {
  it('a moderator cannot review their own verification request', async () => {
    const moderator = await registerModerator(ctx);
    const started = await moderator.client.post('/account/verification/start/id', {
      issue_country_iso3: 'USA',
      document_type: 'passport',
      first_name_original: 'Ana',
      last_name_original: 'Silva',
      document_number: 'P123',
    });
    const requestId = started.json().data.id as string;
    const path = `/rest/v1/admin/verification-requests/${requestId}`;
    expectOwnRefusal(await moderator.client.post(`${path}/approve`));
    expectOwnRefusal(await moderator.client.post(`${path}/reject`, { reason: 'Blurry' }));
    const [request] = await ctx.database.db
      .select()
      .from(verificationRequests)
      .where(eq(verificationRequests.id, requestId));
    expect(request!.status).toBe('pending');
    expect(await auditOf(moderator.user.id, 'kyc.request_approved')).toEqual([]);

    const colleague = await registerModerator(ctx);
    expect((await colleague.client.post(`${path}/approve`)).statusCode).toBe(200);
  });

  it('an admin cannot set their own verification level', async () => {
    const admin = await registerModerator(ctx, 'admin');
    const path = `/rest/v1/admin/users/${admin.user.id}/verification-level`;
    expectOwnRefusal(await admin.client.send('PUT', path, { level: 'L4' }));
    expect((await userRow(admin.user.id)).verificationLevel).toBe('L0');
    expect(await auditOf(admin.user.id, 'kyc.level_set')).toEqual([]);

    const colleague = await registerModerator(ctx, 'admin');
    expect((await colleague.client.send('PUT', path, { level: 'L4' })).statusCode).toBe(200);
  });

  it('staff cannot decide their own company application', async () => {
    const moderator = await registerModerator(ctx);
    const converted = await moderator.client.post('/rest/v1/users/corporate-accounts/convert-to-corporate', {
      companyName: 'Own Trading Ltd',
      registrationNumber: 'RC-654321',
      countryIso: 'NG',
    });
    expect(converted.statusCode).toBe(200);
    const path = `/rest/v1/admin/users/${moderator.user.id}/corporate-status`;
    expectOwnRefusal(await moderator.client.send('PUT', path, { status: 'application_approved' }));
    expect((await userRow(moderator.user.id)).corporateStatus).toBe('application_submitted');
    expect(await auditOf(moderator.user.id, 'corporate.decision')).toEqual([]);

    const colleague = await registerModerator(ctx);
    expect((await colleague.client.send('PUT', path, { status: 'application_approved' })).statusCode).toBe(
      200,
    );
  });
});

describe('restrictions and roles', () => {
  const restrictionsPath = (id: number) => `/rest/v1/admin/users/${id}/restrictions`;

  it('an admin cannot restrict their own account', async () => {
    const admin = await registerModerator(ctx, 'admin');
    expectOwnRefusal(
      await admin.client.post(restrictionsPath(admin.user.id), { kind: 'on_hold', reason: 'Testing myself' }),
    );
    expect(await auditOf(admin.user.id, 'restriction.add')).toEqual([]);
  });

  it('a restricted supermoderator cannot lift their own restriction; an admin can', async () => {
    const supermoderator = await registerModerator(ctx, 'supermoderator');
    const admin = await registerModerator(ctx, 'admin');
    const restricted = await admin.client.post(restrictionsPath(supermoderator.user.id), {
      kind: 'restrict',
      reason: 'Under review',
    });
    const restrictionId = restricted.json().data[0].id as string;
    const lift = `${restrictionsPath(supermoderator.user.id)}/${restrictionId}/lift`;
    expectOwnRefusal(await supermoderator.client.post(lift, { reason: 'Not me' }));
    const still = await admin.client.get(restrictionsPath(supermoderator.user.id));
    expect(still.json().data[0]).toMatchObject({ id: restrictionId, active: true });
    expect(await auditOf(supermoderator.user.id, 'restriction.lift')).toEqual([]);

    expect((await admin.client.post(lift, { reason: 'Review done' })).statusCode).toBe(200);
  });

  it('an admin cannot change their own role', async () => {
    const admin = await registerModerator(ctx, 'admin');
    const own = await admin.client.send('PUT', `/rest/v1/admin/users/${admin.user.id}/role`, {
      role: 'user',
    });
    expectOwnRefusal(own);
    expect(own.json().error.details).toHaveProperty('role');
    expect((await userRow(admin.user.id)).role).toBe('admin');
    expect(await auditOf(admin.user.id, 'role.change')).toEqual([]);
  });
});
