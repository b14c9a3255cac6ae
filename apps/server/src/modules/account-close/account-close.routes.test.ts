import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountCloseCheck } from '@p2p/shared';
import { auditLog, chainDeposits, loginEvents, offers, sessions, users } from '../../db/schema.js';
import { createTestApp, registerUser, TestClient, type TestContext } from '../../test/app.js';
import { balanceOf, fund } from '../../test/ledger.js';
import * as ledger from '../ledger/ledger.service.js';
import { createTestOffer, startTestTrade } from '../../test/trades.js';
import { freshTotp, userWithAuthenticator } from '../../test/two-factor.js';

const CLOSE = '/rest/v1/account/close';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const check = async (client: TestClient) => {
  const response = await client.get(CLOSE);
  expect(response.statusCode).toBe(200);
  return response.json().data as AccountCloseCheck;
};

async function userRow(id: number) {
  const [row] = await ctx.database.db.select().from(users).where(eq(users.id, id));
  return row!;
}

describe('closing an account', () => {
  it('is refused while a trade is open, naming the trade, and changes nothing', async () => {
    const trade = await startTestTrade(ctx.app);
    const password = 'Correct-horse-9';

    const taker = await trade.taker.client.post(CLOSE, { password });
    expect(taker.statusCode).toBe(409);
    expect(taker.json().error.code).toBe('ERROR_ACCOUNT_CLOSE_BLOCKED');
    expect(Object.keys(taker.json().error.details)).toEqual(['openTrades']);
    expect(taker.json().error.details.openTrades[0]).toContain(trade.tradeHash);

    // The vendor (seller) has the trade, its escrow and the rest of the deposit.
    const vendor = await trade.vendor.client.post(CLOSE, { password });
    expect(vendor.statusCode).toBe(409);
    expect(Object.keys(vendor.json().error.details).sort()).toEqual(['balances', 'openTrades']);
    expect(vendor.json().error.details.balances[0]).toContain('BTC (escrow)');
    const vendorCheck = await check(trade.vendor.client);
    expect(vendorCheck.canClose).toBe(false);
    expect(vendorCheck.blockers.balances.map((b) => b.kind).sort()).toEqual(['available', 'escrow']);

    // Refused means untouched: still signed in, offer still on, e-mail kept.
    expect((await trade.vendor.client.get('/rest/v1/users/current_user')).statusCode).toBe(200);
    const [offer] = await ctx.database.db.select().from(offers).where(eq(offers.id, trade.offer.id));
    expect(offer!.isEnabled).toBe(true);
    expect((await userRow(trade.vendor.id)).closedAt).toBeNull();
  });

  it('is refused while a balance remains or a deposit is unconfirmed', async () => {
    const { client, user, account } = await registerUser(ctx.app);
    expect(await check(client)).toMatchObject({ canClose: true, twoFactorRequired: false });

    await fund(ctx.database.db, user.id, 'BTC', 1500n);
    const funded = await client.post(CLOSE, { password: account.password });
    expect(funded.statusCode).toBe(409);
    expect(funded.json().error.details.balances[0]).toContain('0.00001500 BTC (available)');
    expect((await check(client)).blockers.balances).toEqual([
      { coin: 'BTC', kind: 'available', amount: '0.00001500' },
    ]);

    const other = await registerUser(ctx.app);
    await ctx.database.db.insert(chainDeposits).values({
      coin: 'BTC',
      txid: 'ab'.repeat(32),
      vout: 0,
      address: 'test-address',
      userId: other.user.id,
      amount: 2500n,
      confirmations: 0,
      status: 'pending',
    });
    const pending = await other.client.post(CLOSE, { password: other.account.password });
    expect(pending.statusCode).toBe(409);
    expect(Object.keys(pending.json().error.details)).toEqual(['pendingDeposits']);
  });

  it('asks the password, and the second factor when two-factor is on', async () => {
    const { client, account } = await registerUser(ctx.app);
    const wrong = await client.post(CLOSE, { password: 'Not-the-password-1' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.details).toHaveProperty('password');
    const missing = await client.post(CLOSE, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.details).toHaveProperty('password');
    const unknownKey = await client.post(CLOSE, { password: account.password, reason: 'bye' });
    expect(unknownKey.statusCode).toBe(400);
    const notJson = await client.post(CLOSE, undefined, { rawBody: '{"password":', headers: {} });
    expect(notJson.statusCode).toBe(400);
    expect((await new TestClient(ctx.app).post(CLOSE, { password: 'x' })).statusCode).toBe(401);
    expect((await client.get('/rest/v1/users/current_user')).statusCode).toBe(200);

    const guarded = await userWithAuthenticator(ctx.app);
    expect((await check(guarded.client)).twoFactorRequired).toBe(true);
    const noCode = await guarded.client.post(CLOSE, { password: guarded.account.password });
    expect(noCode.statusCode).toBe(401);
    expect(noCode.json().error.details).toHaveProperty('code');
    expect((await userRow(guarded.user.id)).closedAt).toBeNull();
    const withCode = await guarded.client.post(CLOSE, {
      password: guarded.account.password,
      code: await freshTotp(ctx.database.db, guarded.user.id, guarded.secret),
    });
    expect(withCode.statusCode).toBe(200);
  });

  it('ends every session, removes personal data, keeps the username reserved and the profile says closed', async () => {
    const { client, user, account } = await registerUser(ctx.app);
    const otherBrowser = new TestClient(ctx.app);
    await otherBrowser.post('/rest/v1/auth/login', { login: account.username, password: account.password });
    await client.post('/rest/v1/auth/login', { login: account.username, password: 'Wrong-password-1' });
    await ctx.database.db
      .update(users)
      .set({ phone: '+447911123456', phoneVerifiedAt: new Date(), firstName: 'Ada', bio: 'Fast trader' })
      .where(eq(users.id, user.id));
    const offer = await createTestOffer(ctx.database.db, user.id);

    const closed = await client.post(CLOSE, { password: account.password });
    expect(closed.statusCode).toBe(200);
    expect(closed.json().data).toEqual({ closed: true });

    // Signed out everywhere.
    expect((await client.get('/rest/v1/users/current_user')).statusCode).toBe(401);
    expect((await otherBrowser.get('/rest/v1/users/current_user')).statusCode).toBe(401);
    const left = await ctx.database.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(left).toEqual([]);

    // Cannot sign in by username or by the old e-mail.
    for (const login of [account.username, account.email]) {
      const again = await new TestClient(ctx.app).post('/rest/v1/auth/login', {
        login,
        password: account.password,
      });
      expect(again.statusCode).toBe(401);
      expect(again.json().error.code).toBe('ERROR_INVALID_CREDENTIALS');
    }

    // The username stays reserved; the old e-mail is free.
    const taken = await new TestClient(ctx.app).post('/rest/v1/auth/register', {
      username: account.username,
      email: `new-${account.email}`,
      password: account.password,
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.details).toHaveProperty('username');
    const reused = await registerUser(ctx.app, { email: account.email });
    expect(reused.user.id).not.toBe(user.id);

    // The public profile says closed.
    const profile = await new TestClient(ctx.app).get(`/rest/v1/users/${account.username}`);
    expect(profile.statusCode).toBe(200);
    expect(profile.json().data).toMatchObject({ username: account.username, closed: true });

    // Personal fields gone, history deleted, offers off, the close audited.
    const row = await userRow(user.id);
    expect(row).toMatchObject({ phone: null, firstName: null, bio: '', avatarUrl: null });
    expect(row.email).not.toBe(account.email);
    expect(row.closedAt).not.toBeNull();
    expect(await ctx.database.db.select().from(loginEvents).where(eq(loginEvents.userId, user.id))).toEqual(
      [],
    );
    const [offerRow] = await ctx.database.db.select().from(offers).where(eq(offers.id, offer.id));
    expect(offerRow!.isEnabled).toBe(false);
    const audit = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetUserId, user.id), eq(auditLog.action, 'account.closed')));
    expect(audit).toHaveLength(1);
  });

  it('keeps a finished trade for the counterparty after the other party closed', async () => {
    const trade = await startTestTrade(ctx.app, { advanceTo: 'released' });
    const buyerCheck = await check(trade.buyer.client);
    expect(buyerCheck.blockers.openTrades).toEqual([]);
    expect(buyerCheck.blockers.balances.map((b) => b.kind)).toEqual(['available']);
    // The buyer hands the coins over (through the ledger, as any balance change), then closes.
    const received = await balanceOf(ctx.database.db, trade.buyer.id, 'BTC');
    await ctx.database.db.transaction((tx) =>
      ledger.transfer(tx, {
        kind: 'test_transfer',
        coin: 'BTC',
        postings: [
          { account: ledger.user('available', trade.buyer.id, 'BTC'), amount: -received },
          { account: ledger.user('available', trade.seller.id, 'BTC'), amount: received },
        ],
      }),
    );
    const closed = await trade.buyer.client.post(CLOSE, { password: 'Correct-horse-9' });
    expect(closed.statusCode).toBe(200);

    const view = await trade.view(trade.seller);
    expect(view.tradeHash).toBe(trade.tradeHash);
    expect(JSON.stringify(view)).toContain(trade.buyer.username);
  });
});
