import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema.js';
import { createTestApp, registerUser, type TestContext } from '../../test/app.js';
import { pendingSendOut } from '../../test/send-outs.js';
import { mineBlocks, simulateDeposit } from '../wallet/simulation.service.js';
import { runNotificationDispatch } from './dispatcher.js';
import { deliveriesOf, mailsTo, notificationsOf } from './notifications-test-kit.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const dispatch = () => runNotificationDispatch(ctx.app.db, ctx.app.notificationChannels);

describe('wallet events become notifications', () => {
  it('tells the owner of a deposit on its way and once it is credited', async () => {
    const { client, user } = await registerUser(ctx.app);
    expect((await client.get('/rest/v2/wallet/deposit-address?crypto_currency_code=BTC')).statusCode).toBe(
      200,
    );
    await simulateDeposit(ctx.database.db, ctx.app.chains, {
      username: user.username,
      coin: 'BTC',
      amount: '0.5',
    });
    await ctx.app.syncChains();
    // Seen again while still unconfirmed: no second "on its way".
    await ctx.app.syncChains();
    await mineBlocks(ctx.app.chains, { coin: 'BTC', blocks: 1 });
    await ctx.app.syncChains();
    await ctx.app.syncChains();
    await dispatch();
    const rows = await notificationsOf(ctx.app.db, user.id);
    expect(rows.map((row) => [row.kind, row.data.amount, row.link])).toEqual([
      ['wallet.deposit_pending', '0.50000000', '/wallet'],
      ['wallet.deposit_confirmed', '0.50000000', '/wallet'],
    ]);
  });

  it('tells the owner of a send-out that went out', async () => {
    const { userId } = await pendingSendOut(ctx.app.db, { amount: 1_000n });
    await ctx.app.syncChains();
    await dispatch();
    const rows = await notificationsOf(ctx.app.db, userId);
    expect(rows.map((row) => [row.kind, row.data.amount, row.data.coin])).toEqual([
      ['wallet.sendout_sent', '0.00001000', 'BTC'],
    ]);
  });
});

describe('security events become notifications', () => {
  it('tells of a password change in the centre without a second e-mail', async () => {
    const password = 'Correct-horse-9';
    const email = `pw${Date.now()}@example.com`;
    const { client, user } = await registerUser(ctx.app, { password, email });
    await ctx.app.db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, user.id));
    const changed = await client.post('/rest/v1/users/change-password', {
      currentPassword: password,
      newPassword: 'Another-horse-42',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    await dispatch();
    const rows = await notificationsOf(ctx.app.db, user.id);
    expect(rows.map((row) => [row.kind, row.link, row.data])).toEqual([
      ['security.password_changed', '/account/security', {}],
    ]);
    // The module mailed its own notice; the dispatcher adds no e-mail job.
    expect(await deliveriesOf(ctx.app.db, user.id)).toEqual([]);
    const mails = await mailsTo(ctx.app.db, email);
    expect(mails.filter((mail) => mail.template === 'password-changed')).toHaveLength(1);
  });
});
