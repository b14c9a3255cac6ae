import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema.js';
import { createTestApp, registerUser, TestClient, type TestContext } from '../../test/app.js';
import { setRole } from '../users/users.service.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const company = { companyName: 'Acme Trading Ltd', registrationNumber: 'RC-123456', countryIso: 'NG' };
const account = async (id: number) =>
  (await ctx.database.db.select().from(users).where(eq(users.id, id)))[0]!;

describe('corporate accounts', () => {
  it('converts to corporate with a submitted application, staff approve it, and it converts back', async () => {
    const { client, user } = await registerUser(ctx.app);
    const converted = await client.post('/rest/v1/users/corporate-accounts/convert-to-corporate', company);
    expect(converted.statusCode).toBe(200);
    expect(converted.json().data).toMatchObject({
      accountType: 'corporate',
      corporateStatus: 'application_submitted',
      redirectTo: '/account/settings',
    });
    const twice = await client.post('/rest/v1/users/corporate-accounts/convert-to-corporate', company);
    expect(twice.json().error.details).toHaveProperty('accountType');

    const moderator = await registerUser(ctx.app);
    await setRole(ctx.database.db, moderator.user.id, 'moderator');
    const noReason = await moderator.client.send('PUT', `/rest/v1/admin/users/${user.id}/corporate-status`, {
      status: 'application_rejected',
    });
    expect(noReason.json().error.details).toHaveProperty('reason');
    const approved = await moderator.client.send('PUT', `/rest/v1/admin/users/${user.id}/corporate-status`, {
      status: 'application_approved',
    });
    expect(approved.json().data.corporateStatus).toBe('application_approved');
    expect((await account(user.id)).corporateStatus).toBe('application_approved');

    const personal = await client.post('/rest/v1/users/corporate-accounts/convert-to-personal');
    expect(personal.json().data).toMatchObject({ accountType: 'personal', corporateStatus: null });
    expect((await client.post('/rest/v1/users/corporate-accounts/convert-to-personal')).statusCode).toBe(400);
  });

  it('validates the company details', async () => {
    const { client } = await registerUser(ctx.app);
    const bad = await client.post('/rest/v1/users/corporate-accounts/convert-to-corporate', {
      companyName: 'A',
      registrationNumber: '',
      countryIso: 'nigeria',
    });
    expect(Object.keys(bad.json().error.details).sort()).toEqual([
      'companyName',
      'countryIso',
      'registrationNumber',
    ]);
  });

  it('is closed to anonymous callers, and decisions to non-staff', async () => {
    const anonymous = new TestClient(ctx.app);
    expect(
      (await anonymous.post('/rest/v1/users/corporate-accounts/convert-to-corporate', company)).statusCode,
    ).toBe(401);
    expect((await anonymous.post('/rest/v1/users/corporate-accounts/convert-to-personal')).statusCode).toBe(
      401,
    );
    expect((await anonymous.post('/rest/v1/users/postpone-company-verification')).statusCode).toBe(401);
    const { client, user } = await registerUser(ctx.app);
    await client.post('/rest/v1/users/corporate-accounts/convert-to-corporate', company);
    const self = await client.send('PUT', `/rest/v1/admin/users/${user.id}/corporate-status`, {
      status: 'application_approved',
    });
    expect(self.statusCode).toBe(403);
    expect((await client.post('/rest/v1/users/postpone-company-verification')).statusCode).toBe(200);
  });
});
