import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pgErrorCode, type Database, type DatabaseHandle } from '../../db/client.js';
import { createTestApp, type TestContext } from '../../test/app.js';
import { openWidePool, testDriver } from '../../test/database.js';
import { fund, insertUsers } from '../../test/ledger.js';
import { verifyLedger } from '../ledger/ledger-verify.js';
import { setRole } from '../users/users.service.js';
import * as liquidity from './swap-liquidity.service.js';
import * as swap from './swap.service.js';

/**
 * The operator's liquidity withdrawals racing users' swaps on PostgreSQL (PGlite runs one transaction
 * at a time): the withdrawals never take what open quotes promise, so every quote executes; the
 * liquidity never goes below zero nor the operator's capital above it; ledger-verify stays clean.
 */

type Outcome = { ok: true } | { ok: false; code: string };
async function attempt(work: () => Promise<unknown>): Promise<Outcome> {
  try {
    await work();
    return { ok: true };
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    return {
      ok: false,
      code:
        typeof code === 'string' && code.startsWith('ERROR_')
          ? code
          : `PostgreSQL ${pgErrorCode(error) ?? String(error)}`,
    };
  }
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

describe.skipIf(testDriver !== 'postgres')(
  'swap liquidity withdrawals under real concurrency (PostgreSQL)',
  () => {
    let ctx: TestContext;
    let wide: DatabaseHandle;
    let db: Database;

    beforeAll(async () => {
      ctx = await createTestApp();
      wide = await openWidePool(ctx.database.db, 30);
      db = wide.db;
    });
    afterAll(async () => {
      await wide?.close();
      await ctx?.close();
    });

    async function platformBalance(kind: string, coin: string): Promise<bigint> {
      const [row] = rowsOf<{ balance: unknown }>(
        await db.execute(
          sql`select coalesce(sum(balance), 0) as balance from ledger_accounts where kind = ${kind} and coin = ${coin}`,
        ),
      );
      return BigInt(String(row!.balance));
    }

    it('keeps open quotes payable while withdrawals race the swaps, and never takes more than was put in', async () => {
      const [operatorId, ...users] = await insertUsers(db, 13);
      await setRole(db, operatorId!, 'admin');
      const operator = { userId: operatorId!, role: 'admin' as const };
      await db.execute(
        sql`update users set verification_level = 'L3' where id in (${sql.join(
          users.map((id) => sql`${id}`),
          sql`, `,
        )})`,
      );
      const deps: swap.SwapDeps = { rates: ctx.app.rates, spreadBps: 100, quoteTtlSeconds: 120 };
      await db.transaction((tx) => liquidity.topUpLiquidity(tx, operator, { coin: 'BTC', amount: '0.01' }));
      await db.transaction((tx) => liquidity.topUpLiquidity(tx, operator, { coin: 'USDT', amount: '100' }));

      // Twelve users each hold a quote buying BTC with 50 USDT: together they promise part of the BTC.
      const quotes = [];
      for (const userId of users) {
        await fund(db, userId, 'USDT', 1_000_000_000n);
        quotes.push({
          userId,
          quote: await swap.createQuote(db, deps, userId, { from: 'USDT', to: 'BTC', amount: '50' }),
        });
      }
      const promised = quotes.reduce((sum, { quote }) => sum + BigInt(quote.toAmount.replace('.', '')), 0n);
      expect(promised).toBeLessThan(1_000_000n);

      // Eight withdrawals of 0.001 BTC race the twelve executions.
      const outcomes = await Promise.all([
        ...quotes.map(({ userId, quote }) =>
          attempt(() => db.transaction((tx) => swap.executeQuote(tx, deps, userId, quote.quoteId))),
        ),
        ...Array.from({ length: 8 }, () =>
          attempt(() =>
            db.transaction((tx) =>
              liquidity.withdrawLiquidity(tx, operator, { coin: 'BTC', amount: '0.001' }),
            ),
          ),
        ),
      ]);
      const swaps = outcomes.slice(0, quotes.length);
      const withdrawals = outcomes.slice(quotes.length);
      expect(swaps).toEqual(swaps.map(() => ({ ok: true })));
      expect(withdrawals.filter((outcome) => !outcome.ok && !outcome.code.startsWith('ERROR_'))).toEqual([]);
      const taken = BigInt(withdrawals.filter((outcome) => outcome.ok).length) * 100_000n;
      expect(taken).toBeLessThanOrEqual(1_000_000n - promised);
      expect(taken).toBeGreaterThan(0n);
      expect(await platformBalance('swap_liquidity', 'BTC')).toBe(1_000_000n - promised - taken);
      expect(await platformBalance('operator_capital', 'BTC')).toBe(-(1_000_000n - taken));

      // USDT liquidity grew by what the users paid in: the operator may take back only the 100 USDT put in.
      const usdtLiquidity = await platformBalance('swap_liquidity', 'USDT');
      expect(usdtLiquidity).toBeGreaterThan(100_000_000n);
      const over = await attempt(() =>
        db.transaction((tx) =>
          liquidity.withdrawLiquidity(tx, operator, { coin: 'USDT', amount: '100.000001' }),
        ),
      );
      expect(over).toEqual({ ok: false, code: 'ERROR_SWAP_INSUFFICIENT_LIQUIDITY' });
      const all = await db.transaction((tx) =>
        liquidity.withdrawLiquidity(tx, operator, { coin: 'USDT', amount: '100' }),
      );
      expect(all.find((row) => row.coin === 'USDT')).toMatchObject({
        toppedUp: '0.000000',
        withdrawable: '0.000000',
      });
      expect(await platformBalance('operator_capital', 'USDT')).toBe(0n);
      expect(await platformBalance('swap_liquidity', 'USDT')).toBe(usdtLiquidity - 100_000_000n);

      const report = await verifyLedger(db);
      expect(report.invariants.filter((invariant) => invariant.violations.length > 0)).toEqual([]);
      expect(report.ok).toBe(true);
    }, 120_000);
  },
);
