import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { trades, userEvents, users } from '../../db/schema.js';
import { linkTokenSentTo } from '../../test/account-mail.js';
import { createTestApp, newAccount, registerUser, TestClient, type TestContext } from '../../test/app.js';
import { createTestOffer, startTestTrade, startTradeAs, tradingUser } from '../../test/trades.js';
import { BASE, freshTotp, userWithAuthenticator, verifyEmail } from '../../test/two-factor.js';
import { fund } from '../../test/ledger.js';
import { runNotificationDispatch } from './dispatcher.js';
import { deliveriesOf, notificationsOf, whileWritesFail } from './notifications-test-kit.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ PUBLIC_URL: 'https://p2p.example' });
});
afterAll(() => ctx.close());

const dispatch = () => runNotificationDispatch(ctx.app.db, ctx.app.notificationChannels);

async function eventsOf(userId: number, type: string) {
  const rows = await ctx.app.db.select().from(userEvents).where(eq(userEvents.userId, userId));
  return rows.filter((row) => row.type === type);
}

async function kindsOf(userId: number) {
  return (await notificationsOf(ctx.app.db, userId)).map((row) => [row.kind, row.data]);
}

describe('security changes are notifications, written with the change', () => {
  it('an e-mail change completed tells the centre (both addresses are mailed by the module)', async () => {
    const { client, account, user } = await registerUser(ctx.app);
    await verifyEmail(ctx.database.db, user.id);
    const newEmail = newAccount().email;
    expect(
      (await client.post('/rest/v1/users/change-email', { email: newEmail, password: account.password }))
        .statusCode,
    ).toBe(200);
    const confirm = (token: string) =>
      new TestClient(ctx.app).post('/rest/v1/users/change-email/confirm', { token });
    const newToken = await linkTokenSentTo(ctx.database.db, newEmail, 'email-change-confirm');
    const oldToken = await linkTokenSentTo(ctx.database.db, account.email, 'email-change-notice');
    expect((await confirm(newToken)).statusCode).toBe(200);
    // Half confirmed: nothing changed, nothing to tell.
    expect(await eventsOf(user.id, 'security.email_changed')).toEqual([]);

    // The change fails at its last write (the notice mail): the address and the event roll back together.
    const failed = await whileWritesFail(
      ctx.app.db,
      { table: 'outbox_messages', when: "new.template = 'email-changed'" },
      () => confirm(oldToken),
    );
    expect(failed.statusCode).toBe(500);
    const [unchanged] = await ctx.app.db.select().from(users).where(eq(users.id, user.id));
    expect(unchanged!.email).toBe(account.email);
    expect(await eventsOf(user.id, 'security.email_changed')).toEqual([]);

    expect((await confirm(oldToken)).statusCode).toBe(200);
    expect(await eventsOf(user.id, 'security.email_changed')).toHaveLength(1);
    await dispatch();
    expect(await kindsOf(user.id)).toEqual([['security.email_changed', {}]]);
    // The module mailed both addresses itself: no second e-mail from the dispatcher.
    expect((await deliveriesOf(ctx.app.db, user.id)).filter((job) => job.channel === 'email')).toEqual([]);
  });

  it('two-factor on, switches, new backup codes and off each tell the user, by e-mail too', async () => {
    const { client, user, secret } = await userWithAuthenticator(ctx.app);
    await verifyEmail(ctx.database.db, user.id);
    const code = () => freshTotp(ctx.database.db, user.id, secret);
    expect(
      (await client.send('PUT', `${BASE}/switches`, { code: await code(), login: false })).statusCode,
    ).toBe(200);
    expect((await client.post(`${BASE}/backup-codes`, { code: await code() })).statusCode).toBe(200);

    // Turning it off fails at its last write: two-factor stays on, no event is left behind.
    const before = (await eventsOf(user.id, 'security.two_factor_changed')).length;
    const refused = await whileWritesFail(
      ctx.app.db,
      { table: 'two_factor_backup_codes', on: 'delete' },
      async () => client.post(`${BASE}/disable`, { code: await code() }),
    );
    expect(refused.statusCode).toBe(500);
    expect((await client.get(BASE)).json().data.state).toBe('enabled');
    expect(await eventsOf(user.id, 'security.two_factor_changed')).toHaveLength(before);

    expect((await client.post(`${BASE}/disable`, { code: await code() })).statusCode).toBe(200);
    await dispatch();
    expect(await kindsOf(user.id)).toEqual([
      ['security.two_factor_changed', { enabled: 'true', method: 'ga' }],
      ['security.two_factor_changed', { what: 'switches' }],
      ['security.two_factor_changed', { what: 'backup_codes' }],
      ['security.two_factor_changed', { enabled: 'false' }],
    ]);
    // Security e-mail is always on: one e-mail job per change.
    const emailJobs = (await deliveriesOf(ctx.app.db, user.id)).filter((job) => job.channel === 'email');
    expect(emailJobs).toHaveLength(4);
  });
});

describe('offers turned off by the system tell their owner', () => {
  it('when a trade uses up the offer cap, with the trade', async () => {
    const trade = await startTestTrade(ctx.app, {
      fiatAmount: '145.00',
      offer: { offerCapActive: true, offerCapAmount: 15_000n, offerCapRemaining: 15_000n },
    });
    await dispatch();
    const rows = await notificationsOf(ctx.app.db, trade.vendor.id);
    expect(rows.map((row) => [row.kind, row.data, row.link])).toEqual([
      ['trade.started', expect.anything(), `/trade/${trade.tradeHash}`],
      ['offer.disabled', { offerHash: trade.offer.hash, reason: 'cap_reached' }, '/dashboard/my-offers'],
    ]);
  });

  it('when a trade leaves the vendor too little for the minimum, and not before', async () => {
    // A first trade on a rich offer: still on the market afterwards, nothing to tell.
    const rich = await startTestTrade(ctx.app);
    expect(await eventsOf(rich.vendor.id, 'offer.disabled')).toEqual([]);
    // The same trade again from a vendor who holds the amount, its fee and 2 % more (below the minimum).
    const vendor = await tradingUser(ctx.app);
    const taker = await tradingUser(ctx.app);
    const offer = await createTestOffer(ctx.app.db, vendor.id);
    const cost = await tradeCost(rich.tradeHash);
    await fund(ctx.app.db, vendor.id, 'BTC', cost + cost / 50n);
    await startTradeAs(taker.client, { offerHash: offer.hash, fiatAmount: '100.00' });
    await dispatch();
    const off = (await notificationsOf(ctx.app.db, vendor.id)).filter((row) => row.kind === 'offer.disabled');
    expect(off.map((row) => row.data)).toEqual([{ offerHash: offer.hash, reason: 'balance' }]);
  });

  it('when a hiding restriction is put on the owner: each enabled offer, once', async () => {
    const admin = await tradingUser(ctx.app);
    await ctx.app.db.update(users).set({ role: 'admin' }).where(eq(users.id, admin.id));
    const owner = await tradingUser(ctx.app);
    const first = await createTestOffer(ctx.app.db, owner.id);
    const second = await createTestOffer(ctx.app.db, owner.id);
    await createTestOffer(ctx.app.db, owner.id, { offer: { isEnabled: false } });
    const restrict = (kind: string) =>
      admin.client.post(`/rest/v1/admin/users/${owner.id}/restrictions`, { kind, reason: 'Checks pending' });
    // The restriction fails at its last write (the audit row): no restriction, no event.
    const failed = await whileWritesFail(ctx.app.db, { table: 'audit_log' }, () => restrict('freeze'));
    expect(failed.statusCode).toBe(500);
    expect(await eventsOf(owner.id, 'offer.disabled')).toEqual([]);
    expect((await restrict('freeze')).statusCode).toBe(200);
    // A second hiding restriction turns off nothing more.
    expect((await restrict('suspend')).statusCode).toBe(200);
    await dispatch();
    const off = (await notificationsOf(ctx.app.db, owner.id)).filter((row) => row.kind === 'offer.disabled');
    expect(off.map((row) => row.data)).toEqual([
      { offerHash: first.hash, reason: 'restriction' },
      { offerHash: second.hash, reason: 'restriction' },
    ]);
  });

  it('when a moderator blocks a reported offer', async () => {
    const moderator = await tradingUser(ctx.app);
    await ctx.app.db.update(users).set({ role: 'moderator' }).where(eq(users.id, moderator.id));
    const owner = await tradingUser(ctx.app);
    const reporter = await tradingUser(ctx.app);
    const offer = await createTestOffer(ctx.app.db, owner.id);
    const report = await reporter.client.post(`/rest/v1/offers/${offer.hash}/report`, { reason: 'scam' });
    expect(report.statusCode, report.body).toBeLessThan(300);
    const queue = await moderator.client.get('/rest/v1/admin/offer-reports?status=open');
    const reportId = (queue.json().data as { id: number; offerHash: string }[]).find(
      (item) => item.offerHash === offer.hash,
    )!.id;
    const decide = () =>
      moderator.client.send('PUT', `/rest/v1/admin/offer-reports/${reportId}`, {
        status: 'actioned',
        block_offer: true,
      });
    // The decision fails at its last write (the audit row): the offer stays listed, no event.
    const failed = await whileWritesFail(ctx.app.db, { table: 'audit_log' }, decide);
    expect(failed.statusCode).toBe(500);
    expect(await eventsOf(owner.id, 'offer.disabled')).toEqual([]);
    const decided = await decide();
    expect(decided.statusCode, decided.body).toBe(200);
    await dispatch();
    expect(await kindsOf(owner.id)).toEqual([
      ['offer.disabled', { offerHash: offer.hash, reason: 'blocked' }],
    ]);
  });
});

/** What the seller of a trade gave up: the amount and the fee locked in escrow. */
async function tradeCost(hash: string): Promise<bigint> {
  const [row] = await ctx.app.db.select().from(trades).where(eq(trades.hash, hash));
  return row!.cryptoAmount + row!.fee;
}
