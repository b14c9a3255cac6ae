import { randomBytes } from 'node:crypto';
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import type { CryptoCode } from '@p2p/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, DatabaseHandle, Transaction } from '../../db/client.js';
import { createTestDatabase } from '../../test/database.js';
import { fund, insertUsers } from '../../test/ledger.js';
import { verifyLedger } from './ledger-verify.js';
import * as ledger from './ledger.service.js';

/**
 * Model-based tests: random sequences of ledger operations run against the real service and a
 * plain in-memory model of what every balance should be; after each step the database must agree
 * with the model and every ledger invariant must hold. Then random interleavings of concurrent
 * debits (fast-check's scheduler decides which SQL statement runs next) must end as some serial
 * order would.
 */

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(() => handle.close());

const COINS = ['BTC', 'USDT', 'ETH'] as const satisfies readonly CryptoCode[];
const USERS = 3;
const INITIAL_FUNDS = 4_000n;
type Coin = (typeof COINS)[number];
type UserKind = 'available' | 'escrow' | 'bond';
type PlatformKind = 'fee_income' | 'withdrawal_clearing';

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
const big = (value: unknown) => BigInt(String(value));

// The model.

interface HoldModel {
  ref: string;
  seller: number;
  coin: Coin;
  amount: bigint;
  fee: bigint;
  status: 'held' | 'released' | 'refunded';
  beneficiary: number | null;
}

interface WithdrawalModel {
  id: string;
  user: number;
  coin: Coin;
  amount: bigint;
  fee: bigint;
  status: 'pending' | 'sent' | 'failed';
}

interface Model {
  /** Keyed `user|coin|kind` with the user's index (0..USERS-1). */
  balances: Map<string, bigint>;
  /** Platform balances' change since the run began, keyed `coin|kind`. */
  platform: Map<string, bigint>;
  holds: HoldModel[];
  withdrawals: WithdrawalModel[];
}

interface Real {
  db: Database;
  users: number[];
  tag: string;
  /** Platform balances when the run began (other runs share the platform accounts). */
  baseline: Map<string, bigint>;
}

const userKey = (user: number, coin: Coin, kind: UserKind) => `${user}|${coin}|${kind}`;
const platformKey = (coin: string, kind: PlatformKind) => `${coin}|${kind}`;

function get(model: Model, user: number, coin: Coin, kind: UserKind): bigint {
  return model.balances.get(userKey(user, coin, kind)) ?? 0n;
}
function add(model: Model, user: number, coin: Coin, kind: UserKind, delta: bigint): void {
  model.balances.set(userKey(user, coin, kind), get(model, user, coin, kind) + delta);
}
function addPlatform(model: Model, coin: Coin, kind: PlatformKind, delta: bigint): void {
  const key = platformKey(coin, kind);
  model.platform.set(key, (model.platform.get(key) ?? 0n) + delta);
}

// Reading the database.

async function platformBalances(db: Database): Promise<Map<string, bigint>> {
  const found = rowsOf<{ coin: string; kind: PlatformKind; balance: unknown }>(
    await db.execute(
      sql`select coin, kind, balance from ledger_accounts
          where user_id is null and kind in ('fee_income', 'withdrawal_clearing')`,
    ),
  );
  return new Map(found.map((row) => [platformKey(row.coin, row.kind), big(row.balance)]));
}

/** Row counts of every table a refused operation must leave alone. */
async function writes(db: Database): Promise<Record<string, string>> {
  const [row] = rowsOf<Record<string, unknown>>(
    await db.execute(
      sql`select (select count(*) from ledger_entries) as entries,
                 (select count(*) from ledger_postings) as postings,
                 (select count(*) from ledger_accounts) as accounts,
                 (select count(*) from escrow_holds) as holds,
                 (select count(*) from withdrawals) as withdrawals`,
    ),
  );
  return Object.fromEntries(Object.entries(row!).map(([key, value]) => [key, String(value)]));
}

async function expectInvariants(db: Database): Promise<void> {
  const report = await verifyLedger(db);
  expect(report.invariants.filter((invariant) => invariant.violations.length > 0)).toEqual([]);
  expect(report.ok).toBe(true);
}

/** The database agrees with the model: every user balance, the platform's, each hold's state. */
async function expectMatchesModel(model: Model, real: Real): Promise<void> {
  const found = rowsOf<{ user_id: number; coin: Coin; kind: UserKind; balance: unknown }>(
    await real.db.execute(
      sql`select user_id, coin, kind, sum(balance) as balance from ledger_accounts
          where user_id in (${sql.join(
            real.users.map((id) => sql`${id}`),
            sql`, `,
          )})
          group by user_id, coin, kind`,
    ),
  );
  const actual = new Map<string, bigint>();
  for (const row of found) {
    const balance = big(row.balance);
    if (balance !== 0n)
      actual.set(userKey(real.users.indexOf(Number(row.user_id)), row.coin, row.kind), balance);
  }
  const expected = new Map([...model.balances].filter(([, balance]) => balance !== 0n));
  expect(Object.fromEntries(actual)).toEqual(Object.fromEntries(expected));

  const platform = await platformBalances(real.db);
  for (const coin of COINS) {
    for (const kind of ['fee_income', 'withdrawal_clearing'] as const) {
      const key = platformKey(coin, kind);
      expect({ key, change: (platform.get(key) ?? 0n) - (real.baseline.get(key) ?? 0n) }).toEqual({
        key,
        change: model.platform.get(key) ?? 0n,
      });
    }
  }

  const holds = rowsOf<{ ref: string; status: string; beneficiary_id: number | null }>(
    await real.db.execute(
      sql`select ref, status, beneficiary_id from escrow_holds where ref like ${`${real.tag}-%`} order by ref`,
    ),
  );
  expect(
    holds.map((hold) => ({
      ref: hold.ref,
      status: hold.status,
      beneficiary: hold.beneficiary_id === null ? null : real.users.indexOf(Number(hold.beneficiary_id)),
    })),
  ).toEqual(
    model.holds
      .map((hold) => ({ ref: hold.ref, status: hold.status, beneficiary: hold.beneficiary }))
      .sort((a, b) => (a.ref < b.ref ? -1 : a.ref > b.ref ? 1 : 0)),
  );

  await expectInvariants(real.db);
}

type Outcome<T> = { ok: true; value: T } | { ok: false; error: unknown };
async function attempt<T>(work: () => Promise<T>): Promise<Outcome<T>> {
  try {
    return { ok: true, value: await work() };
  } catch (error) {
    return { ok: false, error };
  }
}

/** A refused operation: the expected error code, and not one row written anywhere. */
async function expectRefused(real: Real, code: string, work: () => Promise<unknown>): Promise<void> {
  const before = await writes(real.db);
  const outcome = await attempt(work);
  expect(outcome.ok).toBe(false);
  if (!outcome.ok) expect(outcome.error).toMatchObject({ code });
  expect(await writes(real.db)).toEqual(before);
}

/** An operation that must change nothing (an idempotent repeat). */
async function expectNoWrites<T>(real: Real, work: () => Promise<T>): Promise<T> {
  const before = await writes(real.db);
  const value = await work();
  expect(await writes(real.db)).toEqual(before);
  return value;
}

// The commands.

type LedgerCommand = fc.AsyncCommand<Model, Real>;

class Fund implements LedgerCommand {
  constructor(
    readonly user: number,
    readonly coin: Coin,
    readonly amount: bigint,
  ) {}
  check = () => true;
  async run(model: Model, real: Real) {
    await fund(real.db, real.users[this.user]!, this.coin, this.amount);
    add(model, this.user, this.coin, 'available', this.amount);
    await expectMatchesModel(model, real);
  }
  toString = () => `fund(u${this.user}, ${this.amount} ${this.coin})`;
}

class LockEscrow implements LedgerCommand {
  constructor(
    readonly seller: number,
    readonly coin: Coin,
    readonly amount: bigint,
    readonly fee: bigint,
  ) {}
  check = () => true;
  async run(model: Model, real: Real) {
    const ref = `${real.tag}-T${String(model.holds.length).padStart(3, '0')}`;
    const input = {
      ref,
      sellerId: real.users[this.seller]!,
      coin: this.coin,
      amount: this.amount,
      fee: this.fee,
    };
    const total = this.amount + this.fee;
    if (total > get(model, this.seller, this.coin, 'available')) {
      await expectRefused(real, 'ERROR_INSUFFICIENT_FUNDS', () =>
        real.db.transaction((tx) => ledger.lockEscrow(tx, input)),
      );
    } else {
      const hold = await real.db.transaction((tx) => ledger.lockEscrow(tx, input));
      expect(hold).toMatchObject({ ref, amount: this.amount, fee: this.fee, status: 'held' });
      add(model, this.seller, this.coin, 'available', -total);
      add(model, this.seller, this.coin, 'escrow', total);
      model.holds.push({
        ref,
        seller: this.seller,
        coin: this.coin,
        amount: this.amount,
        fee: this.fee,
        status: 'held',
        beneficiary: null,
      });
    }
    await expectMatchesModel(model, real);
  }
  toString = () => `lockEscrow(u${this.seller}, ${this.amount}+${this.fee} ${this.coin})`;
}

/** Locking an existing hold again: the same figures change nothing, other figures are refused. */
class LockEscrowAgain implements LedgerCommand {
  constructor(
    readonly pick: number,
    readonly otherFigures: boolean,
  ) {}
  check = (model: Readonly<Model>) => model.holds.length > 0;
  async run(model: Model, real: Real) {
    const hold = model.holds[this.pick % model.holds.length]!;
    const input = {
      ref: hold.ref,
      sellerId: real.users[hold.seller]!,
      coin: hold.coin,
      amount: hold.amount + (this.otherFigures ? 1n : 0n),
      fee: hold.fee,
    };
    if (this.otherFigures || hold.status !== 'held') {
      // Other figures, or a hold already released or refunded: refused, nothing written.
      await expectRefused(real, 'ERROR_CONFLICT', () =>
        real.db.transaction((tx) => ledger.lockEscrow(tx, input)),
      );
    } else {
      const found = await expectNoWrites(real, () =>
        real.db.transaction((tx) => ledger.lockEscrow(tx, input)),
      );
      expect(found).toMatchObject({ ref: hold.ref, status: hold.status });
    }
    await expectMatchesModel(model, real);
  }
  toString = () => `lockEscrowAgain(#${this.pick}${this.otherFigures ? ', other figures' : ''})`;
}

class ReleaseEscrow implements LedgerCommand {
  constructor(
    readonly pick: number,
    readonly buyer: number,
  ) {}
  check = (model: Readonly<Model>) => model.holds.length > 0;
  async run(model: Model, real: Real) {
    const hold = model.holds[this.pick % model.holds.length]!;
    const release = () =>
      real.db.transaction((tx) =>
        ledger.releaseEscrow(tx, { ref: hold.ref, buyerId: real.users[this.buyer]! }),
      );
    if (hold.status === 'held') {
      await release();
      add(model, hold.seller, hold.coin, 'escrow', -(hold.amount + hold.fee));
      add(model, this.buyer, hold.coin, 'available', hold.amount);
      addPlatform(model, hold.coin, 'fee_income', hold.fee);
      hold.status = 'released';
      hold.beneficiary = this.buyer;
    } else if (hold.status === 'released' && hold.beneficiary === this.buyer) {
      await expectNoWrites(real, release);
    } else {
      await expectRefused(real, 'ERROR_CONFLICT', release);
    }
    await expectMatchesModel(model, real);
  }
  toString = () => `releaseEscrow(#${this.pick}, to u${this.buyer})`;
}

class RefundEscrow implements LedgerCommand {
  constructor(readonly pick: number) {}
  check = (model: Readonly<Model>) => model.holds.length > 0;
  async run(model: Model, real: Real) {
    const hold = model.holds[this.pick % model.holds.length]!;
    const refund = () => real.db.transaction((tx) => ledger.refundEscrow(tx, { ref: hold.ref }));
    if (hold.status === 'held') {
      await refund();
      add(model, hold.seller, hold.coin, 'escrow', -(hold.amount + hold.fee));
      add(model, hold.seller, hold.coin, 'available', hold.amount + hold.fee);
      hold.status = 'refunded';
      hold.beneficiary = hold.seller;
    } else if (hold.status === 'refunded') {
      await expectNoWrites(real, refund);
    } else {
      await expectRefused(real, 'ERROR_CONFLICT', refund);
    }
    await expectMatchesModel(model, real);
  }
  toString = () => `refundEscrow(#${this.pick})`;
}

class ReleaseUnknownEscrow implements LedgerCommand {
  check = () => true;
  async run(model: Model, real: Real) {
    await expectRefused(real, 'ERROR_NOT_FOUND', () =>
      real.db.transaction((tx) =>
        ledger.releaseEscrow(tx, { ref: `${real.tag}-none`, buyerId: real.users[0]! }),
      ),
    );
    await expectRefused(real, 'ERROR_NOT_FOUND', () =>
      real.db.transaction((tx) => ledger.refundEscrow(tx, { ref: `${real.tag}-none` })),
    );
  }
  toString = () => 'releaseOrRefundUnknownEscrow()';
}

class ChargeFee implements LedgerCommand {
  constructor(
    readonly user: number,
    readonly coin: Coin,
    readonly amount: bigint,
  ) {}
  check = () => true;
  async run(model: Model, real: Real) {
    const charge = () =>
      real.db.transaction((tx) =>
        ledger.chargeFee(tx, {
          userId: real.users[this.user]!,
          coin: this.coin,
          amount: this.amount,
          ref: `${real.tag}-fee`,
          reason: 'model test',
        }),
      );
    if (this.amount > get(model, this.user, this.coin, 'available')) {
      await expectRefused(real, 'ERROR_INSUFFICIENT_FUNDS', charge);
    } else {
      await charge();
      add(model, this.user, this.coin, 'available', -this.amount);
      addPlatform(model, this.coin, 'fee_income', this.amount);
    }
    await expectMatchesModel(model, real);
  }
  toString = () => `chargeFee(u${this.user}, ${this.amount} ${this.coin})`;
}

class DepositBond implements LedgerCommand {
  constructor(
    readonly user: number,
    readonly coin: Coin,
    readonly amount: bigint,
  ) {}
  check = () => true;
  async run(model: Model, real: Real) {
    const deposit = () =>
      real.db.transaction((tx) =>
        ledger.depositBond(tx, { userId: real.users[this.user]!, coin: this.coin, amount: this.amount }),
      );
    const held = get(model, this.user, this.coin, 'bond');
    const missing = this.amount - held;
    if (held >= this.amount) {
      await expectRefused(real, 'ERROR_CONFLICT', deposit);
    } else if (missing > get(model, this.user, this.coin, 'available')) {
      await expectRefused(real, 'ERROR_INSUFFICIENT_FUNDS', deposit);
    } else {
      expect(await deposit()).toEqual({ bond: this.amount });
      add(model, this.user, this.coin, 'available', -missing);
      add(model, this.user, this.coin, 'bond', missing);
    }
    await expectMatchesModel(model, real);
  }
  toString = () => `depositBond(u${this.user}, ${this.amount} ${this.coin})`;
}

class RetrieveBond implements LedgerCommand {
  constructor(
    readonly user: number,
    readonly coins: Coin[],
  ) {}
  check = () => true;
  async run(model: Model, real: Real) {
    const expected = this.coins
      .map((coin) => ({ coin, amount: get(model, this.user, coin, 'bond') }))
      .filter((moved) => moved.amount > 0n);
    const moved = await real.db.transaction((tx) =>
      ledger.retrieveBond(tx, { userId: real.users[this.user]!, coins: this.coins }),
    );
    expect(moved).toEqual(expected);
    for (const { coin, amount } of expected) {
      add(model, this.user, coin, 'bond', -amount);
      add(model, this.user, coin, 'available', amount);
    }
    await expectMatchesModel(model, real);
  }
  toString = () => `retrieveBond(u${this.user}, [${this.coins.join(', ')}])`;
}

/** A send-out as the wallet records it: the withdrawals row and its debit in one transaction. */
async function requestWithdrawal(
  tx: Transaction,
  input: { userId: number; coin: Coin; amount: bigint; fee: bigint },
): Promise<string> {
  const [row] = rowsOf<{ id: string }>(
    await tx.execute(
      sql`insert into withdrawals (user_id, coin, address, amount, fee, status)
          values (${input.userId}, ${input.coin}, 'model-test-address', ${input.amount}, ${input.fee}, 'pending')
          returning id`,
    ),
  );
  await ledger.debitWithdrawal(tx, { ...input, ref: `withdrawal:${row!.id}` });
  return row!.id;
}

class Withdraw implements LedgerCommand {
  constructor(
    readonly user: number,
    readonly coin: Coin,
    readonly amount: bigint,
    readonly fee: bigint,
  ) {}
  check = () => true;
  async run(model: Model, real: Real) {
    const request = () =>
      real.db.transaction((tx) =>
        requestWithdrawal(tx, {
          userId: real.users[this.user]!,
          coin: this.coin,
          amount: this.amount,
          fee: this.fee,
        }),
      );
    const total = this.amount + this.fee;
    if (total > get(model, this.user, this.coin, 'available')) {
      await expectRefused(real, 'ERROR_INSUFFICIENT_FUNDS', request);
    } else {
      const id = await request();
      add(model, this.user, this.coin, 'available', -total);
      addPlatform(model, this.coin, 'withdrawal_clearing', total);
      model.withdrawals.push({
        id,
        user: this.user,
        coin: this.coin,
        amount: this.amount,
        fee: this.fee,
        status: 'pending',
      });
    }
    await expectMatchesModel(model, real);
  }
  toString = () => `withdraw(u${this.user}, ${this.amount}+${this.fee} ${this.coin})`;
}

const pending = (model: Readonly<Model>) => model.withdrawals.filter((w) => w.status === 'pending');

/** The send-out went on chain (`settle`) or failed and is paid back (`reverse`). */
class FinishWithdrawal implements LedgerCommand {
  constructor(
    readonly pick: number,
    readonly outcome: 'settle' | 'reverse',
  ) {}
  check = (model: Readonly<Model>) => pending(model).length > 0;
  async run(model: Model, real: Real) {
    const open = pending(model);
    const withdrawal = open[this.pick % open.length]!;
    const input = {
      userId: real.users[withdrawal.user]!,
      coin: withdrawal.coin,
      amount: withdrawal.amount,
      fee: withdrawal.fee,
      ref: `withdrawal:${withdrawal.id}`,
    };
    const total = withdrawal.amount + withdrawal.fee;
    await real.db.transaction(async (tx) => {
      const status = this.outcome === 'settle' ? 'sent' : 'failed';
      await tx.execute(sql`update withdrawals set status = ${status} where id = ${withdrawal.id}`);
      if (this.outcome === 'settle') await ledger.settleWithdrawal(tx, input);
      else await ledger.reverseWithdrawal(tx, input);
    });
    addPlatform(model, withdrawal.coin, 'withdrawal_clearing', -total);
    if (this.outcome === 'settle') {
      addPlatform(model, withdrawal.coin, 'fee_income', withdrawal.fee);
      withdrawal.status = 'sent';
    } else {
      add(model, withdrawal.user, withdrawal.coin, 'available', total);
      withdrawal.status = 'failed';
    }
    await expectMatchesModel(model, real);
  }
  toString = () => `${this.outcome}Withdrawal(#${this.pick})`;
}

// Small amounts, so that refusals (more than available) are frequent.
const userArb = fc.integer({ min: 0, max: USERS - 1 });
// Mostly one coin, so that a user's balance in it sees many operations.
const coinArb = fc.oneof(
  { arbitrary: fc.constant<Coin>('BTC'), weight: 4 },
  { arbitrary: fc.constantFrom<Coin>('USDT', 'ETH'), weight: 1 },
);
const amountArb = (max: number) => fc.bigInt({ min: 1n, max: BigInt(max) });
const feeArb = fc.bigInt({ min: 0n, max: 200n });

const commands = fc.commands(
  [
    // Deposits listed twice: drawn twice as often, so that balances keep up with the debits.
    fc.tuple(userArb, coinArb, amountArb(5_000)).map(([u, c, a]) => new Fund(u, c, a)),
    fc.tuple(userArb, coinArb, amountArb(5_000)).map(([u, c, a]) => new Fund(u, c, a)),
    fc.tuple(userArb, coinArb, amountArb(5_000), feeArb).map(([u, c, a, f]) => new LockEscrow(u, c, a, f)),
    fc.tuple(fc.nat(), fc.boolean()).map(([p, other]) => new LockEscrowAgain(p, other)),
    fc.tuple(fc.nat(), userArb).map(([p, b]) => new ReleaseEscrow(p, b)),
    fc.nat().map((p) => new RefundEscrow(p)),
    fc.constant(new ReleaseUnknownEscrow()),
    fc.tuple(userArb, coinArb, amountArb(3_000)).map(([u, c, a]) => new ChargeFee(u, c, a)),
    fc
      .tuple(userArb, coinArb, fc.constantFrom(500n, 1_000n, 2_500n))
      .map(([u, c, a]) => new DepositBond(u, c, a)),
    fc
      .tuple(userArb, fc.subarray([...COINS], { minLength: 1 }))
      .map(([u, coins]) => new RetrieveBond(u, coins)),
    fc.tuple(userArb, coinArb, amountArb(4_000), feeArb).map(([u, c, a, f]) => new Withdraw(u, c, a, f)),
    fc
      .tuple(fc.nat(), fc.constantFrom('settle' as const, 'reverse' as const))
      .map(([p, outcome]) => new FinishWithdrawal(p, outcome)),
  ],
  { maxCommands: 30, size: 'max' },
);

describe('ledger against an in-memory model', () => {
  it('agrees with the model and keeps every invariant after each operation', async () => {
    await fc.assert(
      fc.asyncProperty(commands, async (cmds) => {
        const db = handle.db;
        const setup = async () => {
          const model: Model = { balances: new Map(), platform: new Map(), holds: [], withdrawals: [] };
          const real: Real = {
            db,
            users: await insertUsers(db, USERS),
            tag: `M${randomBytes(4).toString('hex')}`,
            baseline: await platformBalances(db),
          };
          // Everyone starts with some of each coin, so that debits succeed about as often as they are refused.
          for (const [user, userId] of real.users.entries()) {
            for (const coin of COINS) {
              await fund(db, userId, coin, INITIAL_FUNDS);
              add(model, user, coin, 'available', INITIAL_FUNDS);
            }
          }
          return { model, real };
        };
        await fc.asyncModelRun(setup, cmds);
      }),
      { numRuns: 30 },
    );
    // 30 runs of up to dozens of transactions each: room for a loaded 2-core machine.
  }, 180_000);
});

// Interleavings.

type Debit =
  | { kind: 'withdraw'; amount: bigint; fee: bigint }
  | { kind: 'lock'; amount: bigint; fee: bigint }
  | { kind: 'fee'; amount: bigint }
  | { kind: 'bond'; amount: bigint };

const need = (debit: Debit) => debit.amount + ('fee' in debit ? debit.fee : 0n);

const debitArb: fc.Arbitrary<Debit> = fc.oneof(
  fc.record({
    kind: fc.constant('withdraw' as const),
    amount: amountArb(400),
    fee: fc.bigInt({ min: 0n, max: 20n }),
  }),
  fc.record({
    kind: fc.constant('lock' as const),
    amount: amountArb(400),
    fee: fc.bigInt({ min: 0n, max: 20n }),
  }),
  fc.record({ kind: fc.constant('fee' as const), amount: amountArb(400) }),
  fc.record({ kind: fc.constant('bond' as const), amount: fc.constant(300n) }),
);

/**
 * Every statement a transaction sends waits for the scheduler's go, so the scheduler decides how
 * the transactions' statements interleave (on PostgreSQL; PGlite runs one transaction at a time, so
 * there it decides the order in which they start).
 */
function scheduled(tx: Transaction, s: fc.Scheduler, label: string): Transaction {
  return new Proxy(tx, {
    get(target, property, receiver) {
      if (property === 'execute') {
        return async (query: Parameters<Transaction['execute']>[0]) => {
          await s.schedule(Promise.resolve(), label);
          return target.execute(query);
        };
      }
      return Reflect.get(target, property, receiver) as unknown;
    },
  });
}

function runDebit(db: Database, s: fc.Scheduler, userId: number, debit: Debit, ref: string) {
  return attempt(async () => {
    await s.schedule(Promise.resolve(), `start ${ref}`);
    return db.transaction(async (plain) => {
      const tx = scheduled(plain, s, ref);
      if (debit.kind === 'withdraw')
        return requestWithdrawal(tx, { userId, coin: 'BTC', amount: debit.amount, fee: debit.fee });
      if (debit.kind === 'lock')
        return ledger.lockEscrow(tx, {
          ref,
          sellerId: userId,
          coin: 'BTC',
          amount: debit.amount,
          fee: debit.fee,
        });
      if (debit.kind === 'fee')
        return ledger.chargeFee(tx, {
          userId,
          coin: 'BTC',
          amount: debit.amount,
          ref,
          reason: 'interleaving',
        });
      return ledger.depositBond(tx, { userId, coin: 'BTC', amount: debit.amount });
    });
  });
}

describe('concurrent debits of one balance, in scheduler-chosen interleavings', () => {
  it('end as some serial order would: never over-spent, refusals only when short', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.scheduler(),
        amountArb(1_500),
        fc.array(debitArb, { minLength: 2, maxLength: 6 }),
        async (s, balance, debits) => {
          const db = handle.db;
          const [userId] = await insertUsers(db, 1);
          await fund(db, userId!, 'BTC', balance);
          const tag = `S${randomBytes(4).toString('hex')}`;
          const outcomes = await s.waitFor(
            Promise.all(debits.map((debit, index) => runDebit(db, s, userId!, debit, `${tag}-${index}`))),
          );

          let spent = 0n;
          let bonds = 0;
          for (const [index, outcome] of outcomes.entries()) {
            if (outcome.ok) {
              spent += need(debits[index]!);
              if (debits[index]!.kind === 'bond') bonds += 1;
            }
          }
          const left = balance - spent;
          // A serial order exists: every success first, then every refusal. Balances only fall here, so
          // each refusal must be one that would also be refused at the end: short of funds then, or
          // a second bond.
          expect(left).toBeGreaterThanOrEqual(0n);
          expect(bonds).toBeLessThanOrEqual(1);
          for (const [index, outcome] of outcomes.entries()) {
            if (outcome.ok) continue;
            const debit = debits[index]!;
            const code = (outcome.error as { code?: unknown }).code;
            if (debit.kind === 'bond' && code === 'ERROR_CONFLICT') {
              expect(bonds).toBe(1);
            } else {
              expect({ index, code, error: code ? undefined : String(outcome.error) }).toEqual({
                index,
                code: 'ERROR_INSUFFICIENT_FUNDS',
                error: undefined,
              });
              expect(need(debit)).toBeGreaterThan(left);
            }
          }
          const [row] = rowsOf<{ available: unknown; escrow: unknown; bond: unknown }>(
            await db.execute(
              sql`select coalesce(sum(balance) filter (where kind = 'available'), 0) as available,
                         coalesce(sum(balance) filter (where kind = 'escrow'), 0) as escrow,
                         coalesce(sum(balance) filter (where kind = 'bond'), 0) as bond
                  from ledger_accounts where user_id = ${userId!}`,
            ),
          );
          const locked = outcomes.reduce(
            (sum, outcome, index) =>
              outcome.ok && debits[index]!.kind === 'lock' ? sum + need(debits[index]!) : sum,
            0n,
          );
          expect({ available: big(row!.available), escrow: big(row!.escrow), bond: big(row!.bond) }).toEqual({
            available: left,
            escrow: locked,
            bond: bonds === 1 ? 300n : 0n,
          });
          await expectInvariants(db);
        },
      ),
      { numRuns: 25 },
    );
  });
});
