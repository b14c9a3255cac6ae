import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, newAccount, registerUser, TestClient, type TestContext } from '../../test/app.js';
import { createAdmin, DEMO_PASSWORD, seedDemo } from './ops.service.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

describe('create-admin', () => {
  it('creates an admin who signs in as one', async () => {
    const account = newAccount();
    const result = await createAdmin(ctx.database.db, account);
    expect(result.created).toBe(true);
    const login = await new TestClient(ctx.app).post('/rest/v1/auth/login', {
      login: account.username,
      password: account.password,
    });
    expect(login.json().data).toMatchObject({ role: 'admin', isAdminOrSupermodOrModerator: true });
  });

  it('promotes an existing account with the same username and e-mail', async () => {
    const { account, user } = await registerUser(ctx.app);
    const result = await createAdmin(ctx.database.db, account);
    expect(result).toEqual({ id: user.id, created: false });
  });

  it('refuses to take over an account whose e-mail differs', async () => {
    const { account } = await registerUser(ctx.app);
    await expect(
      createAdmin(ctx.database.db, { ...account, email: 'other@example.com' }),
    ).rejects.toMatchObject({
      code: 'ERROR_CONFLICT',
    });
  });
});

describe('seed-demo', () => {
  it('adds the demo accounts once', async () => {
    const first = await seedDemo(ctx.database.db);
    expect(first.created).toEqual(['alice', 'bob', 'carol', 'mod_maria']);
    const second = await seedDemo(ctx.database.db);
    expect(second).toEqual({ created: [], existing: ['alice', 'bob', 'carol', 'mod_maria'] });
    const login = await new TestClient(ctx.app).post('/rest/v1/auth/login', {
      login: 'mod_maria',
      password: DEMO_PASSWORD,
    });
    expect(login.json().data.role).toBe('moderator');
  });
});

describe('operator routes', () => {
  it('are not mounted in an app without an operator token', async () => {
    // With a valid CSRF token, only a missing route answers 404.
    const response = await new TestClient(ctx.app).post('/internal/ops/seed-demo', {});
    expect(response.statusCode).toBe(404);
  });
});
