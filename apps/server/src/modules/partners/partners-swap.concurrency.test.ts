import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CryptoCode } from '@p2p/shared';
import { pgErrorCode, type Database, type DatabaseHandle } from '../../db/client.js';
import { createTestApp, type TestContext } from '../../test/app.js';
import { openWidePool, testDriver } from '../../test/database.js';
import { balanceOf, fund, insertUsers } from '../../test/ledger.js';
import { startTestTrade, tradeRow } from '../../test/trades.js';
import { verifyLedger } from '../ledger/ledger-verify.js';
import { topUpSwapLiquidity } from '../ledger/ledger-partners.js';
import { runNotificationDispatch } from '../notifications/dispatcher.js';
import * as swap from '../swap/swap.service.js';
import { attributeReferral } from './partners.service.js';

/**
 * Real races on PostgreSQL (PGlite runs one transaction at a time): referral rewards booked by
 * several dispatchers at once while releases repeat, and swaps in both directions against limited
 * liquidity. Nothing is paid twice, nothing deadlocks, and ledger-verify finds no violation.
 */

type Outcome<T> = { ok: true; value: T } | { ok: false; error: unknown };
async function attempt<T>(work: () => Promise<T>): Promise<Outcome<T>> {
  try {
    return { ok: true, value: await work() };
  } catch (error) {
    return { ok: false, error };
  }
}

function codeOf(outcome: Outcome<unknown>): string {
  if (outcome.ok) return 'ok';
  const code = (outcome.error as { code?: unknown }).code;
  if (typeof code === 'string' && code.startsWith('ERROR_')) return code;
  return `PostgreSQL ${pgErrorCode(outcome.error) ?? String(outcome.error)}`;
}

function tally(outcomes: Outcome<unknown>[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const outcome of outcomes) counts[codeOf(outcome)] = (counts[codeOf(outcome)] ?? 0) + 1;
  return counts;
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

describe.skipIf(testDriver !== 'postgres')(
  'partner rewards and swaps under real concurrency (PostgreSQL)',
  () => {
    let ctx: TestContext;
    let wide: DatabaseHandle;
    let db: Database;

    beforeAll(async () => {
      ctx = await createTestApp({ PARTNER_REWARD_SHARE_BPS: '3000' });
      wide = await openWidePool(ctx.database.db, 40);
      db = wide.db;
    });
    afterAll(async () => {
      await wide?.close();
      await ctx?.close();
    });

    async function expectInvariants(): Promise<void> {
      const report = await verifyLedger(db);
      expect(report.invariants.filter((invariant) => invariant.violations.length > 0)).toEqual([]);
      expect(report.ok).toBe(true);
    }

    it('books each reward once while releases repeat and four dispatchers claim the events at once', async () => {
      const [referrerId] = await insertUsers(db, 1);
      const [codeRow] = rowsOf<{ referral_code: string }>(
        await db.execute(sql`select referral_code from users where id = ${referrerId!}`),
      );
      const trades = [];
      for (let index = 0; index < 6; index += 1) {
        const trade = await startTestTrade(ctx.app, { advanceTo: 'paid', coin: index % 2 ? 'USDT' : 'BTC' });
        await attributeReferral(db, ctx.config, { userId: trade.seller.id, code: codeRow!.referral_code });
        trades.push(trade);
      }
      // Every release twice at once: the second of each is an idempotent repeat.
      const releases = await Promise.all(
        trades.flatMap((trade) =>
          [0, 1].map(() => trade.seller.client.post(`/rest/v1/trade/${trade.tradeHash}/release`, {})),
        ),
      );
      expect(releases.map((response) => response.statusCode)).toEqual(releases.map(() => 200));

      const dispatchAll = () =>
        Promise.all(
          Array.from({ length: 4 }, () =>
            attempt(() => runNotificationDispatch(db, ctx.app.notificationChannels, { batchSize: 3 })),
          ),
        );
      expect(tally(await dispatchAll())).toEqual({ ok: 4 });
      // The same events again (a crashed node's batch re-run): nothing more is paid.
      const hashes = trades.map((trade) => trade.tradeHash);
      await db.execute(
        sql`update user_events set dispatched_at = null where trade_hash in (${sql.join(
          hashes.map((hash) => sql`${hash}`),
          sql`, `,
        )})`,
      );
      expect(tally(await dispatchAll())).toEqual({ ok: 4 });

      const expected: Record<string, bigint> = { BTC: 0n, USDT: 0n };
      for (const trade of trades) {
        const row = await tradeRow(db, trade.tradeHash);
        expected[row.coin] = expected[row.coin]! + (row.fee * 3000n) / 10_000n;
      }
      expect(await balanceOf(db, referrerId!, 'BTC')).toBe(expected.BTC);
      expect(await balanceOf(db, referrerId!, 'USDT')).toBe(expected.USDT);
      const [count] = rowsOf<{ n: unknown }>(
        await db.execute(sql`select count(*) as n from referral_rewards where referrer_id = ${referrerId!}`),
      );
      expect(Number(count!.n)).toBe(6);
      await expectInvariants();
    }, 180_000);

    it('runs swaps both ways at once without deadlock, within liquidity, each quote once', async () => {
      const deps: swap.SwapDeps = { rates: ctx.app.rates, spreadBps: 100, quoteTtlSeconds: 60 };
      const users = await insertUsers(db, 24);
      await db.execute(
        sql`update users set verification_level = 'L3' where id in (${sql.join(
          users.map((id) => sql`${id}`),
          sql`, `,
        )})`,
      );
      const liquidity: Record<CryptoCode, bigint> = { BTC: 1_000_000n, USDT: 3_000_000_000n, ETH: 0n };
      await db.transaction(async (tx) => {
        await topUpSwapLiquidity(tx, {
          coin: 'BTC',
          amount: liquidity.BTC,
          ref: 'liquidity:test:btc',
        });
        await topUpSwapLiquidity(tx, {
          coin: 'USDT',
          amount: liquidity.USDT,
          ref: 'liquidity:test:usdt',
        });
      });
      const usdPerBtc = Number(ctx.app.rates.coinUsd('BTC'));
      // A quarter sell BTC for USDT, the rest buy BTC with USDT, each worth about 2,000 USD: whatever
      // the order, more BTC is asked for than the BTC liquidity (0.01 BTC) and the sellers bring.
      const quotes = [];
      for (const [index, userId] of users.entries()) {
        const sellsBtc = index % 4 === 0;
        if (sellsBtc) await fund(db, userId, 'BTC', 100_000_000n);
        else await fund(db, userId, 'USDT', 10_000_000_000n);
        const amount = sellsBtc ? (2000 / usdPerBtc).toFixed(8) : '2000';
        const input = sellsBtc
          ? ({ from: 'BTC', to: 'USDT', amount } as const)
          : ({ from: 'USDT', to: 'BTC', amount } as const);
        quotes.push({ userId, quote: await swap.createQuote(db, deps, userId, input) });
      }
      // Each quote three times at once: at most one execution of each may pass.
      const outcomes = await Promise.all(
        quotes.flatMap(({ userId, quote }) =>
          [0, 1, 2].map(() =>
            attempt(() => db.transaction((tx) => swap.executeQuote(tx, deps, userId, quote.quoteId))),
          ),
        ),
      );
      const counts = tally(outcomes);
      expect(Object.keys(counts).filter((code) => code.startsWith('PostgreSQL'))).toEqual([]);
      const executed = rowsOf<{
        from_coin: string;
        to_coin: string;
        from_amount: unknown;
        to_amount: unknown;
      }>(
        await db.execute(
          sql`select from_coin, to_coin, from_amount, to_amount from swap_quotes where status = 'executed'
            and user_id in (${sql.join(
              users.map((id) => sql`${id}`),
              sql`, `,
            )})`,
        ),
      );
      expect(counts.ok).toBe(executed.length);
      // A quote refused for want of liquidity may pass on a later try (another swap refilled it),
      // but no quote executes twice.
      for (let index = 0; index < quotes.length; index += 1) {
        const own = outcomes.slice(index * 3, index * 3 + 3).filter((outcome) => outcome.ok);
        expect(own.length).toBeLessThanOrEqual(1);
      }
      expect(counts.ERROR_SWAP_INSUFFICIENT_LIQUIDITY ?? 0).toBeGreaterThan(0);

      // Liquidity moved exactly by the executed swaps and never went below zero.
      const moved: Record<string, bigint> = { BTC: liquidity.BTC, USDT: liquidity.USDT };
      for (const row of executed) {
        moved[row.from_coin] = moved[row.from_coin]! + BigInt(String(row.from_amount));
        moved[row.to_coin] = moved[row.to_coin]! - BigInt(String(row.to_amount));
      }
      const pools = rowsOf<{ coin: string; balance: unknown }>(
        await db.execute(sql`select coin, balance from ledger_accounts where kind = 'swap_liquidity'`),
      );
      for (const pool of pools) {
        expect(BigInt(String(pool.balance))).toBe(moved[pool.coin]);
        expect(BigInt(String(pool.balance)) >= 0n).toBe(true);
      }
      await expectInvariants();
    }, 120_000);
  },
);
