import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { offers } from '../../db/schema.js';
import { createTestApp, type TestContext } from '../../test/app.js';
import { balanceOf } from '../../test/ledger.js';
import { startTestTrade, tradeRow } from '../../test/trades.js';
import { verifyLedger } from '../ledger/ledger-verify.js';
import { runTradeExpiry } from './trade-expiry.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(async () => ctx.close());

const later = (minutes: number) => new Date(Date.now() + minutes * 60_000);

describe('runTradeExpiry', () => {
  it('expires funded trades past their window with a refund, cancels unfunded ones, leaves the rest', async () => {
    const funded = await startTestTrade(ctx.app, {
      offer: { offerCapActive: true, offerCapAmount: 50_000n, offerCapRemaining: 50_000n },
    });
    const unfunded = await startTestTrade(ctx.app, { offer: { flowType: 'lite' } });
    const paid = await startTestTrade(ctx.app, { advanceTo: 'paid' });
    const longWindow = await startTestTrade(ctx.app, { offer: { paymentWindowMinutes: 120 } });

    // Before the windows end nothing happens.
    expect((await runTradeExpiry(ctx.database.db, later(1))).expired).not.toContain(funded.tradeHash);

    const report = await runTradeExpiry(ctx.database.db, later(31));
    expect(report.failed).toEqual([]);
    expect(report.expired).toEqual(expect.arrayContaining([funded.tradeHash, unfunded.tradeHash]));
    expect(report.expired).not.toContain(paid.tradeHash);
    expect(report.expired).not.toContain(longWindow.tradeHash);

    const expired = await tradeRow(ctx.database.db, funded.tradeHash);
    expect(expired.status).toBe('expired');
    expect(expired.cancelledAt).not.toBeNull();
    expect(await balanceOf(ctx.database.db, funded.seller.id, 'BTC')).toBe(10n ** 9n);
    expect(await balanceOf(ctx.database.db, funded.seller.id, 'BTC', 'escrow')).toBe(0n);
    const [offer] = await ctx.database.db.select().from(offers).where(eq(offers.id, funded.offer.id));
    expect(offer!.offerCapRemaining).toBe(50_000n);
    expect((await tradeRow(ctx.database.db, unfunded.tradeHash)).status).toBe('cancelled_system');
    expect((await tradeRow(ctx.database.db, paid.tradeHash)).status).toBe('paid');
    expect((await tradeRow(ctx.database.db, longWindow.tradeHash)).status).toBe('active_funded');
    expect((await funded.view()).actions).toEqual([]);

    const events = (await ctx.database.db.execute(
      sql`select count(*)::int as n from user_events where trade_hash = ${funded.tradeHash} and type = 'trade.status'`,
    )) as unknown as { rows: { n: number }[] };
    expect(Number(events.rows[0]!.n)).toBe(2);

    // A second run finds nothing more to do.
    const again = await runTradeExpiry(ctx.database.db, later(31));
    expect(again.expired).not.toContain(funded.tradeHash);
    expect((await verifyLedger(ctx.database.db)).ok).toBe(true);
  });

  it('works through more trades than one batch', async () => {
    const hashes: string[] = [];
    for (let index = 0; index < 5; index += 1) hashes.push((await startTestTrade(ctx.app)).tradeHash);
    const report = await runTradeExpiry(ctx.database.db, later(31), { batchSize: 2 });
    expect(report.expired).toEqual(expect.arrayContaining(hashes));
    for (const hash of hashes) expect((await tradeRow(ctx.database.db, hash)).status).toBe('expired');
  });
});
