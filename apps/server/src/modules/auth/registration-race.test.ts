import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, newAccount, TestClient, type TestContext } from '../../test/app.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

// On PostgreSQL these requests really run at once; the unique index, not a prior lookup, decides.
describe('concurrent registrations', () => {
  it('of one username in different letter cases create exactly one account', async () => {
    const base = newAccount();
    const variants = [
      base.username,
      base.username.toUpperCase(),
      `${base.username[0]!.toUpperCase()}${base.username.slice(1)}`,
    ];
    const clients = await Promise.all(
      [...variants, ...variants].map(async (username, index) => {
        const client = new TestClient(ctx.app);
        await client.fetchCsrf();
        return { client, body: { ...newAccount(), username, email: `race${index}_${base.email}` } };
      }),
    );
    const responses = await Promise.all(
      clients.map(({ client, body }) => client.post('/rest/v1/auth/register', body)),
    );
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([201, 409, 409, 409, 409, 409]);
    for (const response of responses.filter((r) => r.statusCode === 409)) {
      expect(response.json().error.details).toHaveProperty('username');
    }
  });

  it('of one e-mail create exactly one account', async () => {
    const email = newAccount().email;
    const responses = await Promise.all(
      Array.from({ length: 4 }, async () => {
        const client = new TestClient(ctx.app);
        return client.post('/rest/v1/auth/register', { ...newAccount(), email });
      }),
    );
    expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 409, 409, 409]);
  });
});
