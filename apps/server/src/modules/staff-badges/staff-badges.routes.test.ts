import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registerUser, TestClient, type TestContext } from '../../test/app.js';
import { startTestTrade } from '../../test/trades.js';
import { setRole } from '../users/users.service.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx?.close());

const path = (id: number | string) => `/rest/v1/admin/users/${id}/staff-badge`;
const rows = async (query: ReturnType<typeof sql>) =>
  ((await ctx.app.db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;

async function staff(role: 'admin' | 'supermoderator' | 'moderator') {
  const registered = await registerUser(ctx.app);
  await setRole(ctx.app.db, registered.user.id, role);
  return registered;
}

const profileBadge = async (username: string) =>
  (await new TestClient(ctx.app).get(`/rest/v1/users/${username}`)).json().data.badge as string;

describe('staff badges', () => {
  it('an admin gives the ceo badge, changes it to operator and takes it away, each audited; profiles and cards show it first', async () => {
    const admin = await staff('admin');
    const trade = await startTestTrade(ctx.app, { advanceTo: 'released' });
    const vendor = trade.vendor;

    const assigned = await admin.client.send('PUT', path(vendor.id), { badge: 'ceo' });
    expect(assigned.statusCode).toBe(200);
    expect(assigned.json().data).toMatchObject({ userId: vendor.id, badge: 'ceo', ambassador: false });
    expect(await profileBadge(vendor.username)).toBe('ceo');
    // The staff badge wins over the ambassador one too.
    expect((await admin.client.post(`/rest/v1/assign-ambassador/${vendor.id}`, {})).statusCode).toBe(200);
    expect(await profileBadge(vendor.username)).toBe('ceo');
    const cards = (await new TestClient(ctx.app).get('/rest/v1/offers?type=buy&user_badges=ceo')).json().data;
    expect(cards.map((card: { offerHash: string }) => card.offerHash)).toEqual([trade.offer.hash]);
    expect(cards[0].owner.badge).toBe('ceo');

    const changed = await admin.client.send('PUT', path(vendor.id), { badge: 'operator' });
    expect(changed.json().data).toMatchObject({ badge: 'operator', ambassador: true });
    expect(await profileBadge(vendor.username)).toBe('operator');
    // The same badge again changes nothing and writes no audit row.
    expect((await admin.client.send('PUT', path(vendor.id), { badge: 'operator' })).statusCode).toBe(200);

    const revoked = await admin.client.send('DELETE', path(vendor.id));
    expect(revoked.json().data).toMatchObject({ badge: null, assignedAt: null, ambassador: true });
    expect(await profileBadge(vendor.username)).toBe('ambassador');
    await admin.client.send('DELETE', `/rest/v1/assign-ambassador/${vendor.id}`);
    // Back to the earned badge (one completed trade earns none).
    expect(await profileBadge(vendor.username)).toBe('no_badge');
    expect((await admin.client.get(path(vendor.id))).json().data).toEqual({
      userId: vendor.id,
      badge: null,
      assignedAt: null,
      ambassador: false,
    });

    const audit = await rows(
      sql`select actor_id, action, details from audit_log
          where target_user_id = ${vendor.id} and action like 'staff_badge.%' order by id`,
    );
    expect(audit).toEqual([
      { actor_id: admin.user.id, action: 'staff_badge.assign', details: { badge: 'ceo', previous: null } },
      {
        actor_id: admin.user.id,
        action: 'staff_badge.change',
        details: { badge: 'operator', previous: 'ceo' },
      },
      { actor_id: admin.user.id, action: 'staff_badge.revoke', details: { previous: 'operator' } },
    ]);
  });

  it('refuses users, moderators and supermoderators, oneself, unknown users and badges that are not staff badges', async () => {
    const admin = await staff('admin');
    const target = await registerUser(ctx.app);
    for (const who of [target, await staff('moderator'), await staff('supermoderator')]) {
      expect((await who.client.send('PUT', path(target.user.id), { badge: 'ceo' })).statusCode).toBe(403);
      expect((await who.client.get(path(target.user.id))).statusCode).toBe(403);
      expect((await who.client.send('DELETE', path(target.user.id))).statusCode).toBe(403);
    }
    expect((await new TestClient(ctx.app).get(path(target.user.id))).statusCode).toBe(401);

    const own = await admin.client.send('PUT', path(admin.user.id), { badge: 'ceo' });
    expect(own.statusCode).toBe(403);
    expect(own.json().error.code).toBe('ERROR_STAFF_OWN_OBJECT');
    expect((await admin.client.send('PUT', path(2_147_483_600), { badge: 'ceo' })).statusCode).toBe(404);
    expect((await admin.client.get(path(2_147_483_600))).statusCode).toBe(404);
    // Nothing to take away.
    expect((await admin.client.send('DELETE', path(target.user.id))).statusCode).toBe(404);

    for (const body of [
      { badge: 'ambassador' },
      { badge: 'expert_trader' },
      {},
      { badge: 'ceo', extra: 1 },
    ]) {
      const refused = await admin.client.send('PUT', path(target.user.id), body);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error.code).toBe('ERROR_INPUT_VALIDATION');
    }
    const bad = await admin.client.send('PUT', path(target.user.id), { badge: 'emperor' });
    expect(Object.keys(bad.json().error.details)).toEqual(['badge']);
    const badId = await admin.client.send('PUT', path('abc'), { badge: 'ceo' });
    expect(badId.statusCode).toBe(400);
    expect(Object.keys(badId.json().error.details)).toEqual(['id']);
    expect(await profileBadge(target.user.username)).toBe('no_badge');
  });
});
