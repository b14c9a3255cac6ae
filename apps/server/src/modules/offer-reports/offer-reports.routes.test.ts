import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { auditLog, offers } from '../../db/schema.js';
import { createTestApp, registerUser, TestClient, type TestContext } from '../../test/app.js';
import { setRole } from '../users/users.service.js';
import { createOffer } from '../offer-search/offer-fixtures.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

async function moderator() {
  const registered = await registerUser(ctx.app);
  await setRole(ctx.database.db, registered.user.id, 'moderator');
  return registered;
}

const reportPath = (hash: string) => `/rest/v1/offers/${hash}/report`;

async function offerRow(hash: string) {
  const [row] = await ctx.database.db.select().from(offers).where(eq(offers.hash, hash));
  return row!;
}

describe('offer reports', () => {
  it('a user reports an offer once; a moderator sees it in the queue and blocks the offer, audited', async () => {
    const owner = await registerUser(ctx.app);
    const offer = await createOffer(ctx.database.db, owner.user.id);
    const reporter = await registerUser(ctx.app);
    const sent = await reporter.client.post(reportPath(offer.hash), {
      reason: 'scam',
      message: '  Asks for gift cards  ',
    });
    expect(sent.statusCode).toBe(201);
    expect(sent.json().data).toEqual({ reported: true, offerHash: offer.hash });
    const again = await reporter.client.post(reportPath(offer.hash), { reason: 'other' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('ERROR_CONFLICT');

    const mod = await moderator();
    const queue = await mod.client.get('/rest/v1/admin/offer-reports');
    expect(queue.statusCode).toBe(200);
    const item = queue.json().data.find((row: { offerHash: string }) => row.offerHash === offer.hash);
    expect(item).toMatchObject({
      offerHash: offer.hash,
      ownerUsername: owner.user.username,
      reporterUsername: reporter.user.username,
      reason: 'scam',
      message: 'Asks for gift cards',
      status: 'open',
      resolvedAt: null,
      offerIsBlocked: false,
    });
    expect(queue.json().meta).toMatchObject({ currentPage: 1, perPage: 10 });

    const decided = await mod.client.send('PUT', `/rest/v1/admin/offer-reports/${item.id}`, {
      status: 'actioned',
      block_offer: true,
    });
    expect(decided.statusCode).toBe(200);
    expect(decided.json().data).toEqual({
      id: item.id,
      status: 'actioned',
      offerHash: offer.hash,
      offerBlocked: true,
    });
    expect((await offerRow(offer.hash)).isBlocked).toBe(true);
    const audit = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetUserId, owner.user.id), eq(auditLog.action, 'offer_report.actioned')));
    expect(audit).toHaveLength(1);
    expect(audit[0]!.actorId).toBe(mod.user.id);

    const twice = await mod.client.send('PUT', `/rest/v1/admin/offer-reports/${item.id}`, {
      status: 'dismissed',
    });
    expect(twice.statusCode).toBe(409);
    const resolved = await mod.client.get('/rest/v1/admin/offer-reports?status=actioned');
    expect(resolved.json().data[0]).toMatchObject({
      id: item.id,
      resolvedBy: mod.user.username,
      status: 'actioned',
    });
    // Once resolved, the same user may report the offer again.
    expect((await reporter.client.post(reportPath(offer.hash), { reason: 'other' })).statusCode).toBe(201);
  });

  it('refuses guests, own offers, unknown offers and bad bodies', async () => {
    const owner = await registerUser(ctx.app);
    const offer = await createOffer(ctx.database.db, owner.user.id);
    expect((await new TestClient(ctx.app).post(reportPath(offer.hash), { reason: 'scam' })).statusCode).toBe(
      401,
    );
    const own = await owner.client.post(reportPath(offer.hash), { reason: 'scam' });
    expect(own.statusCode).toBe(403);
    const other = await registerUser(ctx.app);
    expect((await other.client.post(reportPath('nOsUcHoFfEr'), { reason: 'scam' })).statusCode).toBe(404);
    for (const [body, field] of [
      [{}, 'reason'],
      [{ reason: 'boring' }, 'reason'],
      [{ reason: 'scam', message: 'x'.repeat(1001) }, 'message'],
      [{ reason: 'scam', extra: 1 }, 'extra'],
    ] as const) {
      const response = await other.client.post(reportPath(offer.hash), body);
      expect(response.statusCode).toBe(400);
      expect(JSON.stringify(response.json().error.details)).toContain(field);
    }
  });

  it('keeps the queue and decisions to staff', async () => {
    const owner = await registerUser(ctx.app);
    const offer = await createOffer(ctx.database.db, owner.user.id);
    const reporter = await registerUser(ctx.app);
    await reporter.client.post(reportPath(offer.hash), { reason: 'wrong_price' });
    expect((await new TestClient(ctx.app).get('/rest/v1/admin/offer-reports')).statusCode).toBe(401);
    expect((await reporter.client.get('/rest/v1/admin/offer-reports')).statusCode).toBe(403);
    expect(
      (await reporter.client.send('PUT', '/rest/v1/admin/offer-reports/1', { status: 'dismissed' }))
        .statusCode,
    ).toBe(403);
    const mod = await moderator();
    expect(
      (await mod.client.send('PUT', '/rest/v1/admin/offer-reports/999999', { status: 'dismissed' }))
        .statusCode,
    ).toBe(404);
    const bad = await mod.client.send('PUT', '/rest/v1/admin/offer-reports/1', { status: 'open' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.details).toHaveProperty('status');
    expect((await mod.client.get('/rest/v1/admin/offer-reports?status=closed')).statusCode).toBe(400);
    expect(
      (await mod.client.send('PUT', '/rest/v1/admin/offer-reports/abc', { status: 'dismissed' })).statusCode,
    ).toBe(400);
  });
});

describe('PUT /rest/v1/admin/offers/{id}/featured', () => {
  it('a moderator features and unfeatures an offer, audited; others may not', async () => {
    const owner = await registerUser(ctx.app);
    const offer = await createOffer(ctx.database.db, owner.user.id);
    const path = `/rest/v1/admin/offers/${offer.hash}/featured`;
    expect((await new TestClient(ctx.app).send('PUT', path, { featured: true })).statusCode).toBe(401);
    expect((await owner.client.send('PUT', path, { featured: true })).statusCode).toBe(403);
    const mod = await moderator();
    const featured = await mod.client.send('PUT', path, { featured: true });
    expect(featured.statusCode).toBe(200);
    expect(featured.json().data).toEqual({ offerHash: offer.hash, isFeatured: true });
    expect((await offerRow(offer.hash)).isFeatured).toBe(true);
    await mod.client.send('PUT', path, { featured: false });
    expect((await offerRow(offer.hash)).isFeatured).toBe(false);
    const audit = await ctx.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetUserId, owner.user.id));
    expect(audit.map((row) => row.action)).toEqual(['offer.featured', 'offer.unfeatured']);
    const bad = await mod.client.send('PUT', path, { featured: 'yes' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.details).toHaveProperty('featured');
    expect(
      (await mod.client.send('PUT', '/rest/v1/admin/offers/nOsUcHoFfEr/featured', { featured: true }))
        .statusCode,
    ).toBe(404);
  });
});

describe('offer report input', () => {
  it('400 on control characters in the message, nothing stored', async () => {
    const owner = await registerUser(ctx.app);
    const offer = await createOffer(ctx.database.db, owner.user.id);
    const reporter = await registerUser(ctx.app);
    const response = await reporter.client.post(reportPath(offer.hash), {
      reason: 'other',
      message: 'a\u0000b',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details.message).toEqual(['Control characters are not allowed']);
    const retry = await reporter.client.post(reportPath(offer.hash), { reason: 'other', message: 'a\nb' });
    expect(retry.statusCode).toBe(201);
  });
});
