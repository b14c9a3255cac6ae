import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailChangeRequests, users } from '../../db/schema.js';
import { linkTokenSentTo, mailsTo } from '../../test/account-mail.js';
import { createTestApp, newAccount, registerUser, TestClient, type TestContext } from '../../test/app.js';
import { freshTotp, userWithAuthenticator, verifyEmail, verifyPhone } from '../../test/two-factor.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ PUBLIC_URL: 'https://p2p.example' });
});
afterAll(() => ctx.close());

const CHANGE = '/rest/v1/users/change-email';
const confirm = (token: string) => new TestClient(ctx.app).post(`${CHANGE}/confirm`, { token });
const cancel = (token: string) => new TestClient(ctx.app).post(`${CHANGE}/cancel`, { token });
const links = async (oldEmail: string, newEmail: string) => ({
  newToken: await linkTokenSentTo(ctx.database.db, newEmail, 'email-change-confirm'),
  oldToken: await linkTokenSentTo(ctx.database.db, oldEmail, 'email-change-notice'),
});

async function userRow(id: number) {
  const [row] = await ctx.database.db.select().from(users).where(eq(users.id, id));
  return row!;
}

/** A signed-in user whose current address is verified. */
async function verifiedUser() {
  const registered = await registerUser(ctx.app);
  await verifyEmail(ctx.database.db, registered.user.id);
  return registered;
}

describe('changing the e-mail address', () => {
  it('changes only once both addresses confirmed, then marks it verified and tells both', async () => {
    const { client, account, user } = await verifiedUser();
    const newEmail = newAccount().email;
    const started = await client.post(CHANGE, { email: newEmail, password: account.password });
    expect(started.statusCode).toBe(200);
    expect(started.json().data).toMatchObject({
      status: 'pending',
      newEmail,
      newConfirmed: false,
      oldConfirmed: false,
    });
    const { newToken, oldToken } = await links(account.email, newEmail);
    expect((await client.get(CHANGE)).json().data.request.newEmail).toBe(newEmail);

    const half = await confirm(newToken);
    expect(half.statusCode).toBe(200);
    expect(half.json().data).toMatchObject({ status: 'pending', newConfirmed: true, oldConfirmed: false });
    expect((await userRow(user.id)).email).toBe(account.email);

    const done = await confirm(oldToken);
    expect(done.statusCode).toBe(200);
    expect(done.json().data.status).toBe('completed');
    const row = await userRow(user.id);
    expect(row.email).toBe(newEmail);
    expect(row.emailVerifiedAt).toBeInstanceOf(Date);
    const me = (await client.get('/rest/v1/users/current_user')).json().data;
    expect(me.email).toBe(newEmail);
    expect(await mailsTo(ctx.database.db, account.email, 'email-changed')).toHaveLength(1);
    expect(await mailsTo(ctx.database.db, newEmail, 'email-changed')).toHaveLength(1);
    expect((await client.get(CHANGE)).json().data.request).toBeNull();
    // Used links are dead.
    expect((await confirm(newToken)).statusCode).toBe(400);
  });

  it('needs only the new address when the old one was never verified', async () => {
    const { client, account, user } = await registerUser(ctx.app);
    // A verified phone without a verified e-mail stays L0; the confirmed new address makes it L1.
    await verifyPhone(ctx.database.db, user.id, `+4479111${String(user.id).padStart(5, '0')}`);
    const newEmail = newAccount().email;
    const started = await client.post(CHANGE, { email: newEmail, password: account.password });
    expect(started.json().data).toMatchObject({ oldConfirmed: true, newConfirmed: false });
    expect(await mailsTo(ctx.database.db, account.email, 'email-change-notice')).toHaveLength(0);
    const token = await linkTokenSentTo(ctx.database.db, newEmail, 'email-change-confirm');
    expect((await confirm(token)).json().data.status).toBe('completed');
    const row = await userRow(user.id);
    expect(row.email).toBe(newEmail);
    expect(row.emailVerifiedAt).toBeInstanceOf(Date);
    expect(row.verificationLevel).toBe('L1');
  });

  it('lets the old address cancel; the new link then fails', async () => {
    const { client, account, user } = await verifiedUser();
    const newEmail = newAccount().email;
    await client.post(CHANGE, { email: newEmail, password: account.password });
    const { newToken, oldToken } = await links(account.email, newEmail);
    const cancelled = await cancel(oldToken);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().data.status).toBe('cancelled');
    const late = await confirm(newToken);
    expect(late.statusCode).toBe(400);
    expect(late.json().error.details).toHaveProperty('token');
    expect((await userRow(user.id)).email).toBe(account.email);
  });

  it('refuses a wrong password, the same address, a taken address and a malformed one, on their fields', async () => {
    const { client, account } = await verifiedUser();
    const other = await registerUser(ctx.app);
    const wrong = await client.post(CHANGE, { email: newAccount().email, password: 'Wrong-pass-11' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.details).toHaveProperty('password');
    const same = await client.post(CHANGE, {
      email: account.email.toUpperCase(),
      password: account.password,
    });
    expect(same.statusCode).toBe(400);
    expect(same.json().error.details).toHaveProperty('email');
    const taken = await client.post(CHANGE, { email: other.account.email, password: account.password });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.details).toHaveProperty('email');
    const malformed = await client.post(CHANGE, { email: 'a..b@example', password: account.password });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error.details).toHaveProperty('email');
    expect(await mailsTo(ctx.database.db, other.account.email, 'email-change-confirm')).toHaveLength(0);
  });

  it('refuses expired, wrong and superseded links', async () => {
    const { client, account, user } = await verifiedUser();
    const first = newAccount().email;
    await client.post(CHANGE, { email: first, password: account.password });
    const firstLinks = await links(account.email, first);
    const second = newAccount().email;
    await client.post(CHANGE, { email: second, password: account.password });
    expect((await confirm(firstLinks.newToken)).statusCode).toBe(400);
    expect((await confirm('x'.repeat(43))).statusCode).toBe(400);
    const secondLinks = await links(account.email, second);
    await ctx.database.db
      .update(emailChangeRequests)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(emailChangeRequests.userId, user.id));
    const expired = await confirm(secondLinks.newToken);
    expect(expired.statusCode).toBe(400);
    expect(expired.json().error.details).toHaveProperty('token');
    expect((await userRow(user.id)).email).toBe(account.email);
  });

  it('refuses to complete when someone registered the new address meanwhile', async () => {
    const { client, account, user } = await registerUser(ctx.app);
    const newEmail = newAccount().email;
    await client.post(CHANGE, { email: newEmail, password: account.password });
    const token = await linkTokenSentTo(ctx.database.db, newEmail, 'email-change-confirm');
    await registerUser(ctx.app, { email: newEmail });
    const response = await confirm(token);
    expect(response.statusCode).toBe(409);
    expect((await userRow(user.id)).email).toBe(account.email);
    expect((await client.get(CHANGE)).json().data.request).toBeNull();
  });

  it('asks for the second factor when two-factor is on', async () => {
    const { client, account, user, secret } = await userWithAuthenticator(ctx.app);
    const body = { email: newAccount().email, password: account.password };
    const missing = await client.post(CHANGE, body);
    expect(missing.statusCode).toBe(401);
    expect(missing.json().error.code).toBe('ERROR_TWO_FACTOR_REQUIRED');
    const right = await client.post(CHANGE, {
      ...body,
      code: await freshTotp(ctx.database.db, user.id, secret),
    });
    expect(right.statusCode).toBe(200);
  });

  it('lets the signed-in user withdraw the open change', async () => {
    const { client, account } = await verifiedUser();
    const newEmail = newAccount().email;
    await client.post(CHANGE, { email: newEmail, password: account.password });
    const token = await linkTokenSentTo(ctx.database.db, newEmail, 'email-change-confirm');
    expect((await client.send('DELETE', CHANGE)).statusCode).toBe(200);
    expect((await client.get(CHANGE)).json().data.request).toBeNull();
    expect((await confirm(token)).statusCode).toBe(400);
  });
});
