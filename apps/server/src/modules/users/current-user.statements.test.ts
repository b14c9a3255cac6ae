import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registerUser, type TestContext } from '../../test/app.js';
import { countStatements } from '../../test/statements.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => {
  await ctx.close();
});

describe('GET /rest/v1/users/current_user: statements per request', () => {
  it('costs two statements: the session and one read of everything the answer shows', async () => {
    const { client, user } = await registerUser(ctx.app);
    // The first request may note the session's activity; count a later one.
    await client.get('/rest/v1/users/current_user');
    const { result, statements } = await countStatements(() => client.get('/rest/v1/users/current_user'));
    expect(result.statusCode).toBe(200);
    expect(result.json().data.id).toBe(user.id);
    expect(statements, statements.join('\n---\n')).toHaveLength(2);
  });
});
