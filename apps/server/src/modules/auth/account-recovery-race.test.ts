import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailChangeRequests } from '../../db/schema.js';
import { linkTokenSentTo } from '../../test/account-mail.js';
import { createTestApp, newAccount, registerUser, TestClient, type TestContext } from '../../test/app.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

// On PostgreSQL these requests really run at once; row locks decide, not a prior lookup.
describe('concurrent use of account recovery links', () => {
  it('a reset link used twice at once sets one password', async () => {
    const { account } = await registerUser(ctx.app);
    await new TestClient(ctx.app).post('/rest/v1/auth/password-reset', { email: account.email });
    const token = await linkTokenSentTo(ctx.database.db, account.email, 'password-reset');
    const passwords = ['First-choice-11', 'Second-choice-22', 'Third-choice-33'];
    const responses = await Promise.all(
      passwords.map(async (password) => {
        const client = new TestClient(ctx.app);
        await client.fetchCsrf();
        return client.post('/rest/v1/auth/password-reset/confirm', { token, password });
      }),
    );
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([200, 400, 400]);
    const winner = passwords[responses.findIndex((response) => response.statusCode === 200)]!;
    const logins = await Promise.all(
      passwords.map((password) =>
        new TestClient(ctx.app).post('/rest/v1/auth/login', { login: account.username, password }),
      ),
    );
    expect(logins.map((response, index) => [passwords[index], response.statusCode])).toEqual(
      passwords.map((password) => [password, password === winner ? 200 : 401]),
    );
  });

  it('e-mail changes started at once leave one open request, without a server error', async () => {
    const { client, account, user } = await registerUser(ctx.app);
    const responses = await Promise.all(
      Array.from({ length: 3 }, () =>
        client.post('/rest/v1/users/change-email', { email: newAccount().email, password: account.password }),
      ),
    );
    expect(responses.map((response) => response.statusCode)).toEqual([200, 200, 200]);
    const rows = await ctx.database.db
      .select()
      .from(emailChangeRequests)
      .where(eq(emailChangeRequests.userId, user.id));
    expect(rows.filter((row) => !row.cancelledAt && !row.completedAt)).toHaveLength(1);
  });
});
