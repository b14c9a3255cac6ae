import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { auditLog } from '../../db/schema.js';
import { createTestApp, registerUser, TestClient, type TestContext } from '../../test/app.js';
import { setRole } from '../users/users.service.js';
import { insertRestriction } from './restrictions.repository.js';
import { assertAllowed } from './restrictions.service.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

async function staff(role: 'admin' | 'supermoderator' | 'moderator') {
  const registered = await registerUser(ctx.app);
  await setRole(ctx.database.db, registered.user.id, role);
  return registered;
}

const path = (id: number) => `/rest/v1/admin/users/${id}/restrictions`;

describe('restrictions', () => {
  it('an admin bans a user with a reason: sessions end, the audit log records it, a lift restores access', async () => {
    const admin = await staff('admin');
    const target = await registerUser(ctx.app);
    const banned = await admin.client.post(path(target.user.id), {
      kind: 'ban',
      reason: 'Fraudulent chargebacks',
    });
    expect(banned.statusCode).toBe(200);
    const [restriction] = banned.json().data;
    expect(restriction).toMatchObject({ kind: 'ban', active: true, createdBy: admin.user.username });
    expect((await target.client.get('/rest/v1/users/current_user')).statusCode).toBe(401);
    const audit = await ctx.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetUserId, target.user.id));
    expect(audit.map((row) => row.action)).toContain('restriction.add');

    const refused = await new TestClient(ctx.app).post('/rest/v1/auth/login', {
      login: target.account.username,
      password: target.account.password,
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('ERROR_ACCOUNT_RESTRICTED');

    const lifted = await admin.client.post(`${path(target.user.id)}/${restriction.id}/lift`, {
      reason: 'Appeal accepted',
    });
    expect(lifted.json().data[0]).toMatchObject({ active: false, liftReason: 'Appeal accepted' });
    const again = await new TestClient(ctx.app).post('/rest/v1/auth/login', {
      login: target.account.username,
      password: target.account.password,
    });
    expect(again.statusCode).toBe(200);
  });

  it('a ban ends sessions even where no revocation ran', async () => {
    const target = await registerUser(ctx.app);
    expect((await target.client.get('/rest/v1/users/current_user')).statusCode).toBe(200);
    await insertRestriction(ctx.database.db, { userId: target.user.id, kind: 'ban', reason: 'Set by hand' });
    expect((await target.client.get('/rest/v1/users/current_user')).statusCode).toBe(401);
  });

  it('services refuse what an active restriction forbids', async () => {
    const admin = await staff('supermoderator');
    const target = await registerUser(ctx.app);
    await admin.client.post(path(target.user.id), { kind: 'freeze', reason: 'Under investigation' });
    const me = (await target.client.get('/rest/v1/users/current_user')).json().data;
    expect(me).toMatchObject({ frozen: true, banned: false, isActive: false });
    await expect(assertAllowed(ctx.database.db, target.user.id, 'wallet-send')).rejects.toMatchObject({
      code: 'ERROR_ACCOUNT_RESTRICTED',
      status: 403,
    });
    await expect(assertAllowed(ctx.database.db, target.user.id, 'chat')).resolves.toBeUndefined();
    const duplicate = await admin.client.post(path(target.user.id), { kind: 'freeze', reason: 'Again' });
    expect(duplicate.json().error.details).toHaveProperty('kind');
  });

  it('needs a reason and a known kind', async () => {
    const admin = await staff('admin');
    const target = await registerUser(ctx.app);
    const bad = await admin.client.post(path(target.user.id), { kind: 'exile', reason: '' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().error.details).sort()).toEqual(['kind', 'reason']);
    expect((await admin.client.post(path(999_999), { kind: 'ban', reason: 'Nobody' })).statusCode).toBe(404);
  });

  it('is closed to users and anonymous callers; moderators may only read', async () => {
    const target = await registerUser(ctx.app);
    const user = await registerUser(ctx.app);
    expect(
      (await user.client.post(path(target.user.id), { kind: 'ban', reason: 'Because' })).statusCode,
    ).toBe(403);
    expect((await user.client.get(path(target.user.id))).statusCode).toBe(403);
    expect((await new TestClient(ctx.app).get(path(target.user.id))).statusCode).toBe(401);
    const moderator = await staff('moderator');
    expect((await moderator.client.get(path(target.user.id))).statusCode).toBe(200);
    expect(
      (await moderator.client.post(path(target.user.id), { kind: 'ban', reason: 'Because' })).statusCode,
    ).toBe(403);
  });
});

describe('roles', () => {
  it('only admins change roles, and it is audited', async () => {
    const admin = await staff('admin');
    const target = await registerUser(ctx.app);
    const promoted = await admin.client.send('PUT', `/rest/v1/admin/users/${target.user.id}/role`, {
      role: 'moderator',
    });
    expect(promoted.json().data.role).toBe('moderator');
    const me = await target.client.get('/rest/v1/users/current_user');
    expect(me.json().data).toMatchObject({ role: 'moderator', isAdminOrSupermodOrModerator: true });
    const supermod = await staff('supermoderator');
    expect(
      (await supermod.client.send('PUT', `/rest/v1/admin/users/${target.user.id}/role`, { role: 'admin' }))
        .statusCode,
    ).toBe(403);
    const self = await admin.client.send('PUT', `/rest/v1/admin/users/${admin.user.id}/role`, {
      role: 'user',
    });
    expect(self.json().error.details).toHaveProperty('role');
  });
});
