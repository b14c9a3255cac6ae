import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PartnerDashboard } from '@p2p/shared';
import { createTestApp, newAccount, registerUser, TestClient, type TestContext } from '../../test/app.js';
import { balanceOf } from '../../test/ledger.js';
import { startTestTrade, tradeRow } from '../../test/trades.js';
import { verifyLedger } from '../ledger/ledger-verify.js';
import { runNotificationDispatch } from '../notifications/dispatcher.js';
import { setRole } from '../users/users.service.js';
import { attributeReferral } from './partners.service.js';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp({ PARTNER_REWARD_SHARE_BPS: '2500', PARTNER_AMBASSADOR_SHARE_BPS: '5000' });
});
afterAll(async () => ctx?.close());

const rows = async (query: ReturnType<typeof sql>) =>
  ((await ctx.app.db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;

async function dashboard(client: TestClient): Promise<PartnerDashboard> {
  const response = await client.get('/rest/v1/partner-program');
  expect(response.statusCode).toBe(200);
  return response.json().data as PartnerDashboard;
}

async function registerWithRef(ref: unknown) {
  const client = new TestClient(ctx.app);
  const response = await client.post('/rest/v1/auth/register', { ...newAccount(), ref });
  return { client, response };
}

async function referrerOf(userId: number): Promise<number | undefined> {
  const [row] = await rows(sql`select referrer_id from referrals where referred_user_id = ${userId}`);
  return row ? Number(row.referrer_id) : undefined;
}

describe('referral attribution at registration', () => {
  it('gives every user a code and a link, and attributes a user who registers through it', async () => {
    const referrer = await registerUser(ctx.app);
    const mine = await dashboard(referrer.client);
    expect(mine.referralCode).toMatch(/^[A-HJ-NP-Z2-9]{10}$/);
    expect(mine.referralPath).toBe(`/register?ref=${mine.referralCode}`);
    expect(mine).toMatchObject({ rewardShareBps: 2500, isAmbassador: false, referredUsers: [] });

    // Lower case and spaces around it, as someone may type it.
    const { response } = await registerWithRef(` ${mine.referralCode.toLowerCase()} `);
    expect(response.statusCode).toBe(201);
    const referred = response.json().data as { id: number; username: string };
    expect(await referrerOf(referred.id)).toBe(referrer.user.id);
    const after = await dashboard(referrer.client);
    expect(after.referredUsers).toHaveLength(1);
    expect(after.referredUsers[0]).toMatchObject({
      username: referred.username,
      completedTrades: 0,
      volumeUsd: '0.00',
      rewards: [],
    });
  });

  it('registers without a referrer for an unknown code, and refuses a malformed one by field', async () => {
    const unknown = await registerWithRef('ABCDEFGHJK');
    expect(unknown.response.statusCode).toBe(201);
    expect(await referrerOf(unknown.response.json().data.id)).toBeUndefined();

    for (const bad of ['short', 'ABCDEFGHI1', 42]) {
      const refused = await registerWithRef(bad);
      expect(refused.response.statusCode).toBe(400);
      expect(refused.response.json().error.code).toBe('ERROR_INPUT_VALIDATION');
      expect(Object.keys(refused.response.json().error.details)).toEqual(['ref']);
    }
  });

  it("never attributes a user to themself or to a closed account's code", async () => {
    const user = await registerUser(ctx.app);
    const code = (await dashboard(user.client)).referralCode;
    expect(await attributeReferral(ctx.app.db, ctx.config, { userId: user.user.id, code })).toBe(false);
    expect(await referrerOf(user.user.id)).toBeUndefined();

    const closed = await registerUser(ctx.app);
    const closedCode = (await dashboard(closed.client)).referralCode;
    await ctx.app.db.execute(sql`update users set closed_at = now() where id = ${closed.user.id}`);
    const { response } = await registerWithRef(closedCode);
    expect(response.statusCode).toBe(201);
    expect(await referrerOf(response.json().data.id)).toBeUndefined();
  });

  it('answers the terms to guests and keeps the dashboard for signed-in users', async () => {
    const guest = new TestClient(ctx.app);
    const terms = await guest.get('/rest/v1/partner-program/terms');
    expect(terms.json().data).toEqual({
      enabled: true,
      rewardShareBps: 2500,
      ambassadorShareBps: 5000,
      rewardPeriodDays: 365,
    });
    expect((await guest.get('/rest/v1/partner-program')).statusCode).toBe(401);
  });
});

describe('referral rewards', () => {
  it("pays the referrer a share of a referred seller's escrow fee once, through the ledger", async () => {
    const referrer = await registerUser(ctx.app);
    const code = (await dashboard(referrer.client)).referralCode;
    const trade = await startTestTrade(ctx.app, { advanceTo: 'paid' });
    expect(await attributeReferral(ctx.app.db, ctx.config, { userId: trade.seller.id, code })).toBe(true);
    const released = await trade.seller.client.post(`/rest/v1/trade/${trade.tradeHash}/release`, {});
    expect(released.statusCode).toBe(200);

    const row = await tradeRow(ctx.app.db, trade.tradeHash);
    expect(row.fee).toBeGreaterThan(0n);
    const expected = (row.fee * 2500n) / 10_000n;
    expect(await balanceOf(ctx.app.db, referrer.user.id, 'BTC')).toBe(0n);
    await runNotificationDispatch(ctx.app.db, ctx.app.notificationChannels);
    expect(await balanceOf(ctx.app.db, referrer.user.id, 'BTC')).toBe(expected);

    // A retried release and the same events handed to the consumer again pay nothing more.
    expect((await trade.seller.client.post(`/rest/v1/trade/${trade.tradeHash}/release`, {})).statusCode).toBe(
      200,
    );
    await ctx.app.db.execute(
      sql`update user_events set dispatched_at = null where trade_hash = ${trade.tradeHash}`,
    );
    await runNotificationDispatch(ctx.app.db, ctx.app.notificationChannels);
    expect(await balanceOf(ctx.app.db, referrer.user.id, 'BTC')).toBe(expected);

    const board = await dashboard(referrer.client);
    expect(board.totals).toEqual([{ coin: 'BTC', amount: (Number(expected) / 1e8).toFixed(8) }]);
    expect(board.rewardsByPeriod).toEqual([
      {
        period: new Date().toISOString().slice(0, 7),
        coin: 'BTC',
        amount: (Number(expected) / 1e8).toFixed(8),
        trades: 1,
      },
    ]);
    expect(board.referredUsers[0]).toMatchObject({ username: trade.seller.username, completedTrades: 1 });
    expect(Number(board.referredUsers[0]!.volumeUsd)).toBeGreaterThan(0);
    expect((await verifyLedger(ctx.app.db)).ok).toBe(true);
  });

  it('pays nothing when the referred user bought (the seller pays the fee) or after the reward period', async () => {
    const referrer = await registerUser(ctx.app);
    const code = (await dashboard(referrer.client)).referralCode;
    const asBuyer = await startTestTrade(ctx.app, { advanceTo: 'paid' });
    await attributeReferral(ctx.app.db, ctx.config, { userId: asBuyer.buyer.id, code });
    await asBuyer.seller.client.post(`/rest/v1/trade/${asBuyer.tradeHash}/release`, {});

    const late = await startTestTrade(ctx.app, { advanceTo: 'paid' });
    await attributeReferral(ctx.app.db, ctx.config, { userId: late.seller.id, code });
    await ctx.app.db.execute(
      sql`update referrals set created_at = now() - interval '366 days' where referred_user_id = ${late.seller.id}`,
    );
    await late.seller.client.post(`/rest/v1/trade/${late.tradeHash}/release`, {});

    await runNotificationDispatch(ctx.app.db, ctx.app.notificationChannels);
    expect(await balanceOf(ctx.app.db, referrer.user.id, 'BTC')).toBe(0n);
    expect((await dashboard(referrer.client)).referredUsers).toHaveLength(2);
  });
});

describe('ambassadors', () => {
  it('staff assign the badge and a higher share with an audit record; the share pays the rewards', async () => {
    const admin = await registerUser(ctx.app);
    await setRole(ctx.app.db, admin.user.id, 'admin');
    const partner = await registerUser(ctx.app);

    const assigned = await admin.client.post(`/rest/v1/assign-ambassador/${partner.user.id}`, {
      rewardShareBps: 6000,
    });
    expect(assigned.statusCode).toBe(200);
    expect(assigned.json().data).toMatchObject({ userId: partner.user.id, rewardShareBps: 6000 });
    const board = await dashboard(partner.client);
    expect(board).toMatchObject({ isAmbassador: true, rewardShareBps: 6000 });
    const profile = await admin.client.get(`/rest/v1/users/${partner.user.username}`);
    expect(profile.json().data.badge).toBe('ambassador');

    const trade = await startTestTrade(ctx.app, { advanceTo: 'paid' });
    await attributeReferral(ctx.app.db, ctx.config, { userId: trade.seller.id, code: board.referralCode });
    await trade.seller.client.post(`/rest/v1/trade/${trade.tradeHash}/release`, {});
    await runNotificationDispatch(ctx.app.db, ctx.app.notificationChannels);
    const fee = (await tradeRow(ctx.app.db, trade.tradeHash)).fee;
    expect(await balanceOf(ctx.app.db, partner.user.id, 'BTC')).toBe((fee * 6000n) / 10_000n);

    const audit = await rows(
      sql`select actor_id, action, details from audit_log where target_user_id = ${partner.user.id}`,
    );
    expect(audit).toEqual([
      expect.objectContaining({
        actor_id: admin.user.id,
        action: 'ambassador.assign',
        details: { rewardShareBps: 6000, previousShareBps: null },
      }),
    ]);

    const revoked = await admin.client.send('DELETE', `/rest/v1/assign-ambassador/${partner.user.id}`);
    expect(revoked.statusCode).toBe(200);
    expect(await dashboard(partner.client)).toMatchObject({ isAmbassador: false, rewardShareBps: 2500 });
    expect((await admin.client.get(`/rest/v1/assign-ambassador/${partner.user.id}`)).statusCode).toBe(404);
  });

  it('refuses users and moderators, an ambassador of oneself, unknown users and bad shares', async () => {
    const admin = await registerUser(ctx.app);
    await setRole(ctx.app.db, admin.user.id, 'admin');
    const moderator = await registerUser(ctx.app);
    await setRole(ctx.app.db, moderator.user.id, 'moderator');
    const target = await registerUser(ctx.app);
    const path = `/rest/v1/assign-ambassador/${target.user.id}`;

    expect((await target.client.post(path, {})).statusCode).toBe(403);
    expect((await moderator.client.post(path, {})).statusCode).toBe(403);
    expect(
      (await admin.client.post(`/rest/v1/assign-ambassador/${admin.user.id}`, {})).json().error.code,
    ).toBe('ERROR_STAFF_OWN_OBJECT');
    expect((await admin.client.post('/rest/v1/assign-ambassador/2147483600', {})).statusCode).toBe(404);
    const bad = await admin.client.post(path, { rewardShareBps: 10_001 });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().error.details)).toEqual(['rewardShareBps']);
    // The configured ambassador share when none is given.
    expect((await admin.client.post(path, {})).json().data.rewardShareBps).toBe(5000);
  });
});

describe('the feature flag', () => {
  it('turned off hides the dashboard, refuses attribution and pays no rewards', async () => {
    const off = await createTestApp({ PARTNER_PROGRAM_ENABLED: 'false' });
    try {
      const referrer = await registerUser(off.app);
      expect((await referrer.client.get('/rest/v1/partner-program')).statusCode).toBe(404);
      expect((await referrer.client.get('/rest/v1/partner-program/terms')).json().data.enabled).toBe(false);
      const [row] = (
        (await off.app.db.execute(
          sql`select referral_code from users where id = ${referrer.user.id}`,
        )) as unknown as { rows: { referral_code: string }[] }
      ).rows;
      const client = new TestClient(off.app);
      const registered = await client.post('/rest/v1/auth/register', {
        ...newAccount(),
        ref: row!.referral_code,
      });
      expect(registered.statusCode).toBe(201);
      const referrals = (await off.app.db.execute(sql`select count(*) as n from referrals`)) as unknown as {
        rows: { n: unknown }[];
      };
      expect(Number(referrals.rows[0]!.n)).toBe(0);
    } finally {
      await off.close();
    }
  });
});
