import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema.js';
import { createTestApp, registerUser, TestClient, type TestContext } from '../../test/app.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const SET_USERNAME = '/rest/v1/users/set-username';
let counter = 0;
const freshName = () => `renamed_${process.pid % 1000}_${++counter}`;

async function backdateChange(userId: number, days: number) {
  await ctx.database.db
    .update(users)
    .set({ usernameChangedAt: new Date(Date.now() - days * 86_400_000) })
    .where(eq(users.id, userId));
}

describe('POST /rest/v1/users/set-username', () => {
  it('renames the user and answers a message with usernameChanged', async () => {
    const { client } = await registerUser(ctx.app);
    const username = freshName();
    const response = await client.post(SET_USERNAME, { username });
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(data).toMatchObject({ usernameChanged: true, username, message: expect.any(String) });
    expect(new Date(data.nextChangeAllowedAt).getTime()).toBeGreaterThan(Date.now() + 29 * 86_400_000);
    expect((await client.get('/rest/v1/users/current_user')).json().data.username).toBe(username);
  });

  it('allows one change every 30 days', async () => {
    const { client, user } = await registerUser(ctx.app);
    expect((await client.post(SET_USERNAME, { username: freshName() })).statusCode).toBe(200);
    const tooSoon = await client.post(SET_USERNAME, { username: freshName() });
    expect(tooSoon.statusCode).toBe(400);
    expect(tooSoon.json().error).toMatchObject({
      code: 'ERROR_USERNAME_CHANGE_TOO_SOON',
      details: { username: [expect.stringContaining('30 days')] },
    });
    await backdateChange(user.id, 29);
    expect((await client.post(SET_USERNAME, { username: freshName() })).statusCode).toBe(400);
    await backdateChange(user.id, 31);
    expect((await client.post(SET_USERNAME, { username: freshName() })).statusCode).toBe(200);
  });

  it('refuses a username taken in any letter case with 409 on the field', async () => {
    const other = await registerUser(ctx.app);
    const { client } = await registerUser(ctx.app);
    const response = await client.post(SET_USERNAME, { username: other.user.username.toUpperCase() });
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toMatchObject({
      code: 'ERROR_CONFLICT',
      details: { username: [expect.any(String)] },
    });
  });

  it('refuses the current username, and a change of letter case counts as a change', async () => {
    const { client, user } = await registerUser(ctx.app);
    const same = await client.post(SET_USERNAME, { username: user.username });
    expect(same.statusCode).toBe(400);
    expect(same.json().error.details).toHaveProperty('username');
    const recased = await client.post(SET_USERNAME, { username: user.username.toUpperCase() });
    expect(recased.statusCode).toBe(200);
  });

  it.each([{ username: 'ab' }, { username: 'has space' }, { username: 'x'.repeat(21) }, { username: 7 }, {}])(
    'refuses %j naming username',
    async (body) => {
      const { client } = await registerUser(ctx.app);
      const response = await client.post(SET_USERNAME, body);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.details).toHaveProperty('username');
    },
  );

  it('refuses unknown fields', async () => {
    const { client } = await registerUser(ctx.app);
    const response = await client.post(SET_USERNAME, { username: freshName(), admin: true });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details).toHaveProperty('admin');
  });

  it('needs a session', async () => {
    const response = await new TestClient(ctx.app).post(SET_USERNAME, { username: freshName() });
    expect(response.statusCode).toBe(401);
  });

  it('lets only one of two simultaneous renames through', async () => {
    const { client } = await registerUser(ctx.app);
    const answers = await Promise.all([
      client.post(SET_USERNAME, { username: freshName() }),
      client.post(SET_USERNAME, { username: freshName() }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 400]);
  });
});
