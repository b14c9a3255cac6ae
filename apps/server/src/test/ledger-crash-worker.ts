/**
 * The child process of ledger.crash.test.ts: opens the database it is given and runs an endless
 * stream of ledger transactions (deposits, escrow locks, releases and refunds, withdrawals and
 * their settlement, fees, transfers), printing one JSON line per committed transaction, until the
 * parent kills it.
 *
 *   node --conditions=source --import tsx ledger-crash-worker.ts pg <url> <loops>
 *   node --conditions=source --import tsx ledger-crash-worker.ts pglite <data dir> 1
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { openDatabase, type Database, type Transaction } from '../db/client.js';
import * as ledger from '../modules/ledger/ledger.service.js';
import { creditTestDeposit, insertUsers } from './ledger.js';

export interface CommittedLine {
  /** The journal entries the transaction wrote, as kind and ref. */
  entries: { kind: string; ref: string }[];
}

const [driver, target, loopsArgument] = process.argv.slice(2);
if ((driver !== 'pg' && driver !== 'pglite') || !target) {
  process.stderr.write('usage: ledger-crash-worker.ts pg|pglite <url|data dir> [loops]\n');
  process.exit(2);
}
const loops = Number(loopsArgument ?? 1);

const handle =
  driver === 'pg'
    ? await openDatabase({ driver: 'pg', url: target, poolSize: loops + 1 })
    : await openDatabase({ driver: 'pglite', dataDir: target });
const db: Database = handle.db;

// Pipes are written synchronously on Linux: a line the parent reads was printed after its commit.
function report(entries: CommittedLine['entries']): void {
  process.stdout.write(`${JSON.stringify({ entries } satisfies CommittedLine)}\n`);
}

async function commit(work: (tx: Transaction) => Promise<CommittedLine['entries']>): Promise<void> {
  const entries = await db.transaction(work);
  report(entries);
}

const id = () => randomBytes(6).toString('hex');

async function deposit(tx: Transaction, userId: number, amount: bigint) {
  const ref = await creditTestDeposit(tx, { userId, coin: 'BTC', amount, address: 'crash-test' });
  return [{ kind: 'deposit', ref }];
}

/** One seller's round of trading against the shared buyer; several rounds run at once on PostgreSQL. */
async function round(seller: number, buyer: number): Promise<void> {
  await commit((tx) => deposit(tx, seller, 10_000n));

  const released = `crash-${id()}`;
  await commit(async (tx) => {
    await ledger.lockEscrow(tx, { ref: released, sellerId: seller, coin: 'BTC', amount: 3_000n, fee: 30n });
    return [{ kind: 'escrow_lock', ref: released }];
  });
  await commit(async (tx) => {
    await ledger.releaseEscrow(tx, { ref: released, buyerId: buyer });
    return [{ kind: 'escrow_release', ref: released }];
  });

  // A lock and its refund in one transaction: both entries commit together or neither does.
  const refunded = `crash-${id()}`;
  await commit(async (tx) => {
    await ledger.lockEscrow(tx, { ref: refunded, sellerId: seller, coin: 'BTC', amount: 2_000n, fee: 20n });
    await ledger.refundEscrow(tx, { ref: refunded });
    return [
      { kind: 'escrow_lock', ref: refunded },
      { kind: 'escrow_refund', ref: refunded },
    ];
  });

  let withdrawal = '';
  await commit(async (tx) => {
    const result = (await tx.execute(
      sql`insert into withdrawals (user_id, coin, address, amount, fee, status)
          values (${seller}, 'BTC', 'crash-test', 1000, 10, 'pending') returning id`,
    )) as unknown as { rows: { id: string }[] };
    withdrawal = `withdrawal:${result.rows[0]!.id}`;
    await ledger.debitWithdrawal(tx, {
      userId: seller,
      coin: 'BTC',
      amount: 1_000n,
      fee: 10n,
      ref: withdrawal,
    });
    return [{ kind: 'withdrawal', ref: withdrawal }];
  });
  await commit(async (tx) => {
    await tx.execute(
      sql`update withdrawals set status = 'sent', sent_at = now() where id = ${withdrawal.slice('withdrawal:'.length)}`,
    );
    await ledger.settleWithdrawal(tx, { coin: 'BTC', amount: 1_000n, fee: 10n, ref: withdrawal });
    return [{ kind: 'withdrawal_settled', ref: withdrawal }];
  });

  const fee = `crash-fee-${id()}`;
  await commit(async (tx) => {
    await ledger.chargeFee(tx, { userId: seller, coin: 'BTC', amount: 5n, ref: fee, reason: 'crash test' });
    return [{ kind: 'fee', ref: fee }];
  });

  // The buyer hands part of it back: transfers cross between the shared buyer and every seller.
  const back = `crash-back-${id()}`;
  await commit(async (tx) => {
    await ledger.transfer(tx, {
      kind: 'crash_transfer',
      coin: 'BTC',
      ref: back,
      postings: [
        { account: ledger.user('available', buyer, 'BTC'), amount: -1_000n },
        { account: ledger.user('available', seller, 'BTC'), amount: 1_000n },
      ],
    });
    return [{ kind: 'crash_transfer', ref: back }];
  });
}

const users = await insertUsers(db, loops + 1);
const buyer = users[0]!;
process.stdout.write('ready\n');
await Promise.all(
  users.slice(1).map(async (seller) => {
    for (;;) await round(seller, buyer);
  }),
);
