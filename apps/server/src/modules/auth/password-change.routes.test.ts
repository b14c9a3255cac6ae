import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailsTo } from '../../test/account-mail.js';
import { createTestApp, registerUser, TestClient, type TestContext } from '../../test/app.js';
import { freshTotp, userWithAuthenticator } from '../../test/two-factor.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ LOGIN_ACCOUNT_MAX_FAILURES: '3' });
});
afterAll(() => ctx.close());

const CHANGE = '/rest/v1/users/change-password';
const NEW_PASSWORD = 'Changed-pass-42';

async function signIn(login: string, password: string) {
  const client = new TestClient(ctx.app);
  const response = await client.post('/rest/v1/auth/login', { login, password });
  return { client, status: response.statusCode };
}

describe('changing the password', () => {
  it('needs a session', async () => {
    const response = await new TestClient(ctx.app).post(CHANGE, {
      currentPassword: 'Correct-horse-9',
      newPassword: NEW_PASSWORD,
    });
    expect(response.statusCode).toBe(401);
  });

  it('changes it, keeps this session, signs out the others and tells the address', async () => {
    const { client, account } = await registerUser(ctx.app);
    const other = await signIn(account.username, account.password);
    expect(other.status).toBe(200);
    const response = await client.post(CHANGE, {
      currentPassword: account.password,
      newPassword: NEW_PASSWORD,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.otherSessionsSignedOut).toBe(1);
    expect((await client.get('/rest/v1/users/current_user')).statusCode).toBe(200);
    expect((await other.client.get('/rest/v1/users/current_user')).statusCode).toBe(401);
    expect((await signIn(account.username, account.password)).status).toBe(401);
    expect((await signIn(account.username, NEW_PASSWORD)).status).toBe(200);
    const [notice] = await mailsTo(ctx.database.db, account.email, 'password-changed');
    expect(notice?.subject).toBe('Your password was changed');
  });

  it('refuses a wrong current password on its field, and a weak or unchanged new one', async () => {
    const { client, account } = await registerUser(ctx.app);
    const wrong = await client.post(CHANGE, { currentPassword: 'Not-my-pass-1', newPassword: NEW_PASSWORD });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.details).toHaveProperty('currentPassword');
    const weak = await client.post(CHANGE, { currentPassword: account.password, newPassword: 'weak' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().error.details).toHaveProperty('newPassword');
    const same = await client.post(CHANGE, {
      currentPassword: account.password,
      newPassword: account.password,
    });
    expect(same.statusCode).toBe(400);
    expect(same.json().error.details).toHaveProperty('newPassword');
    const missing = await client.post(CHANGE, { newPassword: NEW_PASSWORD });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.details).toHaveProperty('currentPassword');
    expect((await signIn(account.username, account.password)).status).toBe(200);
  });

  it('stops guessing the current password from a session after a few tries (429)', async () => {
    const { client, account } = await registerUser(ctx.app);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 4; attempt += 1) {
      const response = await client.post(CHANGE, {
        currentPassword: `Guess-number-${attempt}`,
        newPassword: NEW_PASSWORD,
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([400, 400, 400, 429]);
    const right = await client.post(CHANGE, { currentPassword: account.password, newPassword: NEW_PASSWORD });
    expect(right.statusCode).toBe(429);
    expect(Number(right.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('asks for the second factor when two-factor is on: missing and wrong codes are refused', async () => {
    const { client, account, user, secret } = await userWithAuthenticator(ctx.app);
    const body = { currentPassword: account.password, newPassword: NEW_PASSWORD };
    const missing = await client.post(CHANGE, body);
    expect(missing.statusCode).toBe(401);
    expect(missing.json().error).toMatchObject({
      code: 'ERROR_TWO_FACTOR_REQUIRED',
      details: { code: [expect.any(String)] },
    });
    const wrong = await client.post(CHANGE, { ...body, code: '000000' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().error.details).toHaveProperty('code');
    // The session survived both refusals: a 401 here is about the code, not the sign-in.
    expect((await client.get('/rest/v1/users/current_user')).statusCode).toBe(200);
    const right = await client.post(CHANGE, {
      ...body,
      code: await freshTotp(ctx.database.db, user.id, secret),
    });
    expect(right.statusCode).toBe(200);
  });
});
