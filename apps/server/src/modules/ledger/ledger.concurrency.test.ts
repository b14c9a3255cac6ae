import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { CryptoCode } from '@p2p/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  pgConstraint,
  pgErrorCode,
  type Database,
  type DatabaseHandle,
  type Transaction,
} from '../../db/client.js';
import { createTestDatabase, openWidePool, testDriver } from '../../test/database.js';
import { balanceOf, fund, insertUsers } from '../../test/ledger.js';
import { verifyLedger } from './ledger-verify.js';
import * as ledger from './ledger.service.js';

/**
 * Real concurrency, on PostgreSQL only (PGlite runs one transaction at a time, so races cannot
 * happen there): dozens of transactions against one balance at once must never over-spend it,
 * never deadlock, and leave every invariant intact.
 */

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
const big = (value: unknown) => BigInt(String(value));

type Outcome<T> = { ok: true; value: T } | { ok: false; error: unknown };
async function attempt<T>(work: () => Promise<T>): Promise<Outcome<T>> {
  try {
    return { ok: true, value: await work() };
  } catch (error) {
    return { ok: false, error };
  }
}

/** The code of a refusal: the AppError's, else the PostgreSQL one (40P01 is a deadlock). */
function codeOf(outcome: Outcome<unknown>): string {
  if (outcome.ok) return 'ok';
  const code = (outcome.error as { code?: unknown }).code;
  if (typeof code === 'string' && code.startsWith('ERROR_')) return code;
  const pgCode = pgErrorCode(outcome.error);
  if (pgCode) return `PostgreSQL ${pgCode} ${pgConstraint(outcome.error) ?? ''}`.trim();
  return String(outcome.error);
}

function tally(outcomes: Outcome<unknown>[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const outcome of outcomes) counts[codeOf(outcome)] = (counts[codeOf(outcome)] ?? 0) + 1;
  return counts;
}

/** A send-out as the wallet records it: the withdrawals row and its debit in one transaction. */
async function requestWithdrawal(
  tx: Transaction,
  input: { userId: number; coin: CryptoCode; amount: bigint; fee: bigint },
): Promise<string> {
  const [row] = rowsOf<{ id: string }>(
    await tx.execute(
      sql`insert into withdrawals (user_id, coin, address, amount, fee, status)
          values (${input.userId}, ${input.coin}, 'concurrency-test', ${input.amount}, ${input.fee}, 'pending')
          returning id`,
    ),
  );
  await ledger.debitWithdrawal(tx, { ...input, ref: `withdrawal:${row!.id}` });
  return row!.id;
}

async function platformBalance(db: Database, kind: string, coin: CryptoCode): Promise<bigint> {
  const [row] = rowsOf<{ balance: unknown }>(
    await db.execute(
      sql`select coalesce(sum(balance), 0) as balance from ledger_accounts
          where user_id is null and kind = ${kind} and coin = ${coin}`,
    ),
  );
  return big(row!.balance);
}

async function entryCount(db: Database, kind: string, ref: string): Promise<number> {
  const [row] = rowsOf<{ n: unknown }>(
    await db.execute(sql`select count(*) as n from ledger_entries where kind = ${kind} and ref = ${ref}`),
  );
  return Number(row!.n);
}

const tag = () => randomBytes(4).toString('hex');

describe.skipIf(testDriver !== 'postgres')('ledger under real concurrency (PostgreSQL)', () => {
  let handle: DatabaseHandle;
  /** A second pool onto the same database, wide enough for every transaction below to run at once. */
  let wide: DatabaseHandle;
  let db: Database;

  beforeAll(async () => {
    handle = await createTestDatabase();
    wide = await openWidePool(handle.db, 30);
    db = wide.db;
  });
  afterAll(async () => {
    await wide?.close();
    await handle?.close();
  });

  async function expectInvariants(): Promise<void> {
    const report = await verifyLedger(handle.db);
    expect(report.invariants.filter((invariant) => invariant.violations.length > 0)).toEqual([]);
    expect(report.ok).toBe(true);
  }

  it('lets exactly floor(balance / amount) of 80 parallel withdrawals through', async () => {
    const [userId] = await insertUsers(db, 1);
    // The first ETH withdrawal ever: the clearing account is created by the racing transactions.
    expect(await platformBalance(db, 'withdrawal_clearing', 'ETH')).toBe(0n);
    await fund(db, userId!, 'ETH', 100_000n);
    const outcomes = await Promise.all(
      Array.from({ length: 80 }, () =>
        attempt(() =>
          db.transaction((tx) =>
            requestWithdrawal(tx, { userId: userId!, coin: 'ETH', amount: 2_900n, fee: 100n }),
          ),
        ),
      ),
    );
    // 100 000 / 3 000 = 33 withdrawals fit; every other one is refused for want of funds, none deadlocks.
    expect(tally(outcomes)).toEqual({ ok: 33, ERROR_INSUFFICIENT_FUNDS: 47 });
    expect(await balanceOf(db, userId!, 'ETH')).toBe(1_000n);
    expect(await platformBalance(db, 'withdrawal_clearing', 'ETH')).toBe(99_000n);
    const [row] = rowsOf<{ n: unknown }>(
      await db.execute(sql`select count(*) as n from withdrawals where user_id = ${userId!}`),
    );
    expect(Number(row!.n)).toBe(33);
    await expectInvariants();
  });

  it('lets exactly floor(balance / amount) of 80 parallel escrow locks through', async () => {
    const [seller] = await insertUsers(db, 1);
    await fund(db, seller!, 'USDT', 50_000n);
    const trade = tag();
    const outcomes = await Promise.all(
      Array.from({ length: 80 }, (_, index) =>
        attempt(() =>
          db.transaction((tx) =>
            ledger.lockEscrow(tx, {
              ref: `C-${trade}-${index}`,
              sellerId: seller!,
              coin: 'USDT',
              amount: 1_000n,
              fee: 10n,
            }),
          ),
        ),
      ),
    );
    // 50 000 / 1 010 = 49.
    expect(tally(outcomes)).toEqual({ ok: 49, ERROR_INSUFFICIENT_FUNDS: 31 });
    expect(await balanceOf(db, seller!, 'USDT')).toBe(50_000n - 49n * 1_010n);
    expect(await balanceOf(db, seller!, 'USDT', 'escrow')).toBe(49n * 1_010n);
    await expectInvariants();
  });

  it('mixes withdrawals, escrow locks, fees and bond deposits on one balance without over-spending', async () => {
    const [userId] = await insertUsers(db, 1);
    const balance = 40_500n;
    await fund(db, userId!, 'BTC', balance);
    const trade = tag();
    // Every operation takes 1 000 from the balance; bond deposits after the first one are refused.
    const operations: { kind: string; run: (tx: Transaction) => Promise<unknown> }[] = [];
    for (let index = 0; index < 25; index += 1) {
      operations.push(
        {
          kind: 'withdraw',
          run: (tx) => requestWithdrawal(tx, { userId: userId!, coin: 'BTC', amount: 990n, fee: 10n }),
        },
        {
          kind: 'lock',
          run: (tx) =>
            ledger.lockEscrow(tx, {
              ref: `M-${trade}-${index}`,
              sellerId: userId!,
              coin: 'BTC',
              amount: 995n,
              fee: 5n,
            }),
        },
        {
          kind: 'fee',
          run: (tx) =>
            ledger.chargeFee(tx, {
              userId: userId!,
              coin: 'BTC',
              amount: 1_000n,
              ref: trade,
              reason: 'test',
            }),
        },
      );
      if (index % 3 === 0) {
        operations.push({
          kind: 'bond',
          run: (tx) => ledger.depositBond(tx, { userId: userId!, coin: 'BTC', amount: 1_000n }),
        });
      }
    }
    const outcomes = await Promise.all(operations.map((op) => attempt(() => db.transaction(op.run))));
    const bondOutcomes = outcomes.filter((_, index) => operations[index]!.kind === 'bond');
    const other = tally(outcomes.filter((_, index) => operations[index]!.kind !== 'bond'));

    // At most one bond (none when the balance was spent before any bond deposit ran); the others
    // conflict with it or find the balance already spent.
    const bonds = bondOutcomes.filter((outcome) => outcome.ok).length;
    expect(bonds).toBeLessThanOrEqual(1);
    for (const outcome of bondOutcomes.filter((o) => !o.ok)) {
      expect(['ERROR_CONFLICT', 'ERROR_INSUFFICIENT_FUNDS']).toContain(codeOf(outcome));
    }
    // 40 500 / 1 000 = 40 debits in all, a bond being one of them.
    expect(Object.keys(other).sort()).toEqual(['ERROR_INSUFFICIENT_FUNDS', 'ok']);
    expect(other.ok! + bonds).toBe(40);
    expect(await balanceOf(db, userId!, 'BTC')).toBe(500n);
    expect(await balanceOf(db, userId!, 'BTC', 'bond')).toBe(BigInt(bonds) * 1_000n);
    await expectInvariants();

    if (bonds === 0) {
      // No bond got in before the balance ran out: put one in, so the race below has one to hand back.
      await fund(db, userId!, 'BTC', 1_000n);
      await db.transaction((tx) => ledger.depositBond(tx, { userId: userId!, coin: 'BTC', amount: 1_000n }));
    }
    // Many retrievals at once hand the bond back exactly once.
    const retrievals = await Promise.all(
      Array.from({ length: 20 }, () =>
        attempt(() => db.transaction((tx) => ledger.retrieveBond(tx, { userId: userId!, coins: ['BTC'] }))),
      ),
    );
    expect(tally(retrievals)).toEqual({ ok: 20 });
    const moved = retrievals.flatMap((outcome) => (outcome.ok ? outcome.value : []));
    expect(moved).toEqual([{ coin: 'BTC', amount: 1_000n }]);
    expect(await entryCount(db, 'bond_retrieve', `bond:${userId!}`)).toBe(1);
    expect(await balanceOf(db, userId!, 'BTC')).toBe(1_500n);
    expect(await balanceOf(db, userId!, 'BTC', 'bond')).toBe(0n);
    await expectInvariants();
  });

  it('deposits a bond once when many deposits race, and bond moves race withdrawals safely', async () => {
    const [userId] = await insertUsers(db, 1);
    await fund(db, userId!, 'ETH', 10_000n);
    const deposits = await Promise.all(
      Array.from({ length: 20 }, () =>
        attempt(() =>
          db.transaction((tx) => ledger.depositBond(tx, { userId: userId!, coin: 'ETH', amount: 3_000n })),
        ),
      ),
    );
    expect(tally(deposits)).toEqual({ ok: 1, ERROR_CONFLICT: 19 });
    expect(await entryCount(db, 'bond_deposit', `bond:${userId!}`)).toBe(1);

    // Bond retrievals and deposits interleaved with withdrawals: whatever the order, the money is
    // conserved and nothing goes below zero.
    const operations: (() => Promise<unknown>)[] = [];
    for (let index = 0; index < 15; index += 1) {
      operations.push(
        () => db.transaction((tx) => ledger.retrieveBond(tx, { userId: userId!, coins: ['ETH'] })),
        () =>
          db.transaction((tx) => ledger.depositBond(tx, { userId: userId!, coin: 'ETH', amount: 3_000n })),
        () =>
          db.transaction((tx) =>
            requestWithdrawal(tx, { userId: userId!, coin: 'ETH', amount: 400n, fee: 100n }),
          ),
      );
    }
    const outcomes = await Promise.all(operations.map((op) => attempt(op)));
    for (const outcome of outcomes) {
      expect(['ok', 'ERROR_CONFLICT', 'ERROR_INSUFFICIENT_FUNDS']).toContain(codeOf(outcome));
    }
    const withdrawn =
      BigInt(outcomes.filter((outcome, index) => index % 3 === 2 && outcome.ok).length) * 500n;
    const available = await balanceOf(db, userId!, 'ETH');
    const bond = await balanceOf(db, userId!, 'ETH', 'bond');
    expect(available).toBeGreaterThanOrEqual(0n);
    expect([0n, 3_000n]).toContain(bond);
    expect(available + bond + withdrawn).toBe(10_000n);
    await expectInvariants();
  });

  it('runs crossing transfers in both directions at once without a deadlock', async () => {
    const users = await insertUsers(db, 4);
    for (const userId of users) await fund(db, userId, 'BTC', 1_000_000n);
    const feeBefore = await platformBalance(db, 'fee_income', 'BTC');
    const expected = new Map(users.map((userId) => [userId, 1_000_000n]));
    let fees = 0n;
    const pairs = users.flatMap((from) => users.filter((to) => to !== from).map((to) => [from, to] as const));
    const transfers: (() => Promise<unknown>)[] = [];
    // Every ordered pair eight times, interleaved, so each pair sees traffic both ways at once; some
    // with a fee leg, and the postings listed in varied orders.
    for (let index = 0; index < pairs.length * 8; index += 1) {
      const [from, to] = pairs[index % pairs.length]!;
      const amount = BigInt(100 + index);
      const fee = index % 3 === 0 ? 7n : 0n;
      const postings: ledger.Posting[] = [
        { account: ledger.user('available', from, 'BTC'), amount: -(amount + fee) },
        { account: ledger.user('available', to, 'BTC'), amount },
      ];
      if (fee > 0n) postings.push({ account: ledger.platform('fee_income', 'BTC'), amount: fee });
      if (index % 2 === 1) postings.reverse();
      expected.set(from, expected.get(from)! - amount - fee);
      expected.set(to, expected.get(to)! + amount);
      fees += fee;
      transfers.push(() =>
        db.transaction((tx) => ledger.transfer(tx, { kind: 'test_transfer', coin: 'BTC', postings })),
      );
    }
    const outcomes = await Promise.all(transfers.map((run) => attempt(run)));
    expect(tally(outcomes)).toEqual({ ok: transfers.length });
    for (const userId of users) expect(await balanceOf(db, userId, 'BTC')).toBe(expected.get(userId));
    expect((await platformBalance(db, 'fee_income', 'BTC')) - feeBefore).toBe(fees);
    await expectInvariants();
  });

  it('swaps between two users in both directions in one transaction each, many at once', async () => {
    const [alice, bob] = await insertUsers(db, 2);
    await fund(db, alice!, 'USDT', 100_000n);
    await fund(db, bob!, 'USDT', 100_000n);
    // Each transaction makes two transfers, in opposite orders for the two sides: the second
    // transfer locks the same two accounts again (already held), so no cycle can form.
    const swap = (first: number, second: number) => (tx: Transaction) =>
      ledger
        .transfer(tx, {
          kind: 'test_swap',
          coin: 'USDT',
          postings: [
            { account: ledger.user('available', first, 'USDT'), amount: -10n },
            { account: ledger.user('available', second, 'USDT'), amount: 10n },
          ],
        })
        .then(() =>
          ledger.transfer(tx, {
            kind: 'test_swap',
            coin: 'USDT',
            postings: [
              { account: ledger.user('available', second, 'USDT'), amount: -3n },
              { account: ledger.user('available', first, 'USDT'), amount: 3n },
            ],
          }),
        );
    const outcomes = await Promise.all(
      Array.from({ length: 60 }, (_, index) =>
        attempt(() => db.transaction(index % 2 === 0 ? swap(alice!, bob!) : swap(bob!, alice!))),
      ),
    );
    expect(tally(outcomes)).toEqual({ ok: 60 });
    // Each direction ran 30 times, moving 7 net each time: the two cancel out.
    expect(await balanceOf(db, alice!, 'USDT')).toBe(100_000n);
    expect(await balanceOf(db, bob!, 'USDT')).toBe(100_000n);
    await expectInvariants();
  });

  it('releases and refunds one escrow at once: exactly one wins', async () => {
    const [seller, buyer] = await insertUsers(db, 2);
    await fund(db, seller!, 'BTC', 100_000n);
    const trade = tag();
    for (let round = 0; round < 10; round += 1) {
      const ref = `R-${trade}-${round}`;
      await db.transaction((tx) =>
        ledger.lockEscrow(tx, { ref, sellerId: seller!, coin: 'BTC', amount: 1_000n, fee: 10n }),
      );
      const outcomes = await Promise.all([
        attempt(() => db.transaction((tx) => ledger.releaseEscrow(tx, { ref, buyerId: buyer! }))),
        attempt(() => db.transaction((tx) => ledger.refundEscrow(tx, { ref }))),
        attempt(() => db.transaction((tx) => ledger.releaseEscrow(tx, { ref, buyerId: buyer! }))),
        attempt(() => db.transaction((tx) => ledger.refundEscrow(tx, { ref }))),
      ]);
      const counts = tally(outcomes);
      // Either both releases answer (one moved the money, the other repeated it) and both refunds
      // conflict, or the other way round.
      expect(counts).toEqual({ ok: 2, ERROR_CONFLICT: 2 });
      const moved =
        (await entryCount(db, 'escrow_release', ref)) + (await entryCount(db, 'escrow_refund', ref));
      expect(moved).toBe(1);
    }
    expect(await balanceOf(db, seller!, 'BTC', 'escrow')).toBe(0n);
    await expectInvariants();
  });

  describe('the same escrow locked twice at once', () => {
    it('moves the money only once', async () => {
      const [seller] = await insertUsers(db, 1);
      await fund(db, seller!, 'BTC', 1_000_000n);
      const trade = tag();
      for (let round = 0; round < 20; round += 1) {
        const ref = `D-${trade}-${round}`;
        await Promise.all(
          Array.from({ length: 4 }, () =>
            attempt(() =>
              db.transaction((tx) =>
                ledger.lockEscrow(tx, { ref, sellerId: seller!, coin: 'BTC', amount: 5_000n, fee: 50n }),
              ),
            ),
          ),
        );
        expect(await entryCount(db, 'escrow_lock', ref)).toBe(1);
      }
      expect(await balanceOf(db, seller!, 'BTC')).toBe(1_000_000n - 20n * 5_050n);
      expect(await balanceOf(db, seller!, 'BTC', 'escrow')).toBe(20n * 5_050n);
      await expectInvariants();
    });

    // Fails today: lockHold's `for update` finds no row to lock while the first lock is uncommitted,
    // so every racing caller runs the transfer; all but the first then hit escrow_holds_ref_unique
    // (23505) and roll back: the money is safe, but the caller gets a raw database error (a 500 over
    // HTTP) where a repeat one after the other answers the hold.
    it('answers every caller with the hold, as a repeated lock does one after the other', async () => {
      const [seller] = await insertUsers(db, 1);
      await fund(db, seller!, 'BTC', 1_000_000n);
      const trade = tag();
      const counts: Record<string, number> = {};
      for (let round = 0; round < 20; round += 1) {
        const ref = `I-${trade}-${round}`;
        const outcomes = await Promise.all(
          Array.from({ length: 4 }, () =>
            attempt(() =>
              db.transaction((tx) =>
                ledger.lockEscrow(tx, { ref, sellerId: seller!, coin: 'BTC', amount: 5_000n, fee: 50n }),
              ),
            ),
          ),
        );
        for (const [code, count] of Object.entries(tally(outcomes)))
          counts[code] = (counts[code] ?? 0) + count;
      }
      expect(counts).toEqual({ ok: 80 });
    });
  });
});
