import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { referralRewardOf, type PartnerPayouts, type WalletTransaction } from '@p2p/shared';
import { createTestApp, registerUser, type TestContext } from '../../test/app.js';
import { startTestTrade, tradeRow } from '../../test/trades.js';
import { runNotificationDispatch } from '../notifications/dispatcher.js';
import { attributeReferral } from './partners.service.js';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp({ PARTNER_REWARD_SHARE_BPS: '2500' });
});
afterAll(async () => ctx?.close());

const thisMonth = () => new Date().toISOString().slice(0, 7);

describe('partner payouts', () => {
  it('lists each reward paid with its ledger entry, by month, and the wallet history shows the same entry', async () => {
    const referrer = await registerUser(ctx.app);
    const [codeRow] = (
      (await ctx.app.db.execute(
        sql`select referral_code from users where id = ${referrer.user.id}`,
      )) as unknown as { rows: { referral_code: string }[] }
    ).rows;
    const trades = [];
    for (const coin of ['BTC', 'USDT'] as const) {
      const trade = await startTestTrade(ctx.app, { advanceTo: 'paid', coin });
      await attributeReferral(ctx.app.db, ctx.config, {
        userId: trade.seller.id,
        code: codeRow!.referral_code,
      });
      expect(
        (await trade.seller.client.post(`/rest/v1/trade/${trade.tradeHash}/release`, {})).statusCode,
      ).toBe(200);
      trades.push(trade);
    }
    await runNotificationDispatch(ctx.app.db, ctx.app.notificationChannels);
    // The USDT reward was paid last month.
    const lastMonthDate = new Date();
    lastMonthDate.setUTCDate(1);
    lastMonthDate.setUTCMonth(lastMonthDate.getUTCMonth() - 1);
    const lastMonth = lastMonthDate.toISOString().slice(0, 7);
    const usdtTrade = await tradeRow(ctx.app.db, trades[1]!.tradeHash);
    await ctx.app.db.execute(
      sql`update referral_rewards set created_at = ${lastMonthDate.toISOString()} where trade_id = ${usdtTrade.id}`,
    );

    const response = await referrer.client.get('/rest/v1/partner-program/payouts');
    expect(response.statusCode).toBe(200);
    const all = response.json().data as PartnerPayouts;
    expect(all.periods.map((period) => [period.period, period.coin, period.trades])).toEqual([
      [thisMonth(), 'BTC', 1],
      [lastMonth, 'USDT', 1],
    ]);
    expect(all.payouts.map((payout) => payout.coin)).toEqual(['BTC', 'USDT']);
    const btcTrade = await tradeRow(ctx.app.db, trades[0]!.tradeHash);
    const [btc] = all.payouts;
    expect(btc).toMatchObject({
      entryRef: expect.stringMatching(/^trade:/),
      shareBps: 2500,
      referredUser: trades[0]!.seller.username,
      // The share of the fee rounded down to the satoshi, as the ledger books it.
      amount: (Number(referralRewardOf(BigInt(btcTrade.fee), 2500)) / 1e8).toFixed(8),
    });
    expect(btc!.fee).toBe((Number(btcTrade.fee) / 1e8).toFixed(8));

    // The wallet history lists the payout under the same id and reference.
    const history = await referrer.client.get('/rest/v2/wallet/transactions?crypto_currency_code=BTC');
    const line = (history.json().data as WalletTransaction[]).find((row) => row.id === btc!.entryId);
    expect(line).toMatchObject({ type: 'referral_reward', amount: btc!.amount, reference: btc!.entryRef });

    const previous = (
      await referrer.client.get(`/rest/v1/partner-program/payouts?period=${lastMonth}`)
    ).json().data as PartnerPayouts;
    expect(previous.payouts.map((payout) => [payout.coin, payout.referredUser])).toEqual([
      ['USDT', trades[1]!.seller.username],
    ]);
    expect(previous.periods).toHaveLength(2);

    // Another user sees none of them.
    const stranger = await registerUser(ctx.app);
    expect((await stranger.client.get('/rest/v1/partner-program/payouts')).json().data).toEqual({
      periods: [],
      payouts: [],
    });
  });

  it('validates the period and the query keys by field, and needs a session', async () => {
    const user = await registerUser(ctx.app);
    for (const period of ['2026-13', '26-01', 'x']) {
      const bad = await user.client.get(`/rest/v1/partner-program/payouts?period=${period}`);
      expect(bad.statusCode).toBe(400);
      expect(Object.keys(bad.json().error.details)).toEqual(['period']);
    }
    expect((await user.client.get('/rest/v1/partner-program/payouts?page=2')).statusCode).toBe(400);
    const anonymous = await ctx.app.inject({ method: 'GET', url: '/rest/v1/partner-program/payouts' });
    expect(anonymous.statusCode).toBe(401);
  });

  it('is not found while the programme is turned off', async () => {
    const off = await createTestApp({ PARTNER_PROGRAM_ENABLED: 'false' });
    try {
      const user = await registerUser(off.app);
      expect((await user.client.get('/rest/v1/partner-program/payouts')).statusCode).toBe(404);
    } finally {
      await off.close();
    }
  });
});
