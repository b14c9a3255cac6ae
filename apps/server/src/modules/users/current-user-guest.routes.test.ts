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

describe('GET /rest/v1/users/current_user for a visitor', () => {
  it('answers an API client 401, as every route for signed-in users does', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/rest/v1/users/current_user' });
    expect(response.statusCode).toBe(401);
    expect(response.json().error.code).toBe('ERROR_UNAUTHORIZED');
  });

  it('answers the web app (guest=allowed) isLogged false with a 200, reading nothing', async () => {
    const { result, statements } = await countStatements(() =>
      ctx.app.inject({ method: 'GET', url: '/rest/v1/users/current_user?guest=allowed' }),
    );
    expect(result.statusCode).toBe(200);
    expect(result.json()).toEqual({ data: { isLogged: false } });
    expect(statements).toHaveLength(0);
  });

  it('answers a signed-in user in full whatever the flag', async () => {
    const { client, user } = await registerUser(ctx.app);
    const response = await client.get('/rest/v1/users/current_user?guest=allowed');
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ id: user.id, isLogged: true });
  });

  it('refuses another value of the flag with the field named', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/rest/v1/users/current_user?guest=yes' });
    expect(response.statusCode).toBe(400);
    expect(JSON.stringify(response.json().error)).toContain('guest');
  });
});
