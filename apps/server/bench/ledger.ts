/**
 * The ledger part of `npm run bench`: transfers per second through the ledger service on
 * PostgreSQL at 1 and 8 concurrent clients, next to the same three statements (lock the accounts
 * in id order, update the balances, insert the entry and its postings) sent as raw SQL through
 * `pg` in the same run; and the hot-account case, where every client pays into the one fee account.
 * Needs BENCH_DATABASE_URL or TEST_DATABASE_URL (a PostgreSQL server); it works in a database of
 * its own, created and dropped here.
 */
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import type { CryptoCode } from '@p2p/shared';
import { type Database } from '../src/db/client.js';
import { verifyLedger } from '../src/modules/ledger/ledger-verify.js';
import { ensureAccount } from '../src/modules/ledger/ledger.repository.js';
import * as ledger from '../src/modules/ledger/ledger.service.js';
import { fund, insertUsers } from '../src/test/ledger.js';
import { openScratchDatabase } from './scratch-database.js';

const CLIENTS = 8;
/** More clients than connections would measure the pool's queue, not the row lock. */
const HOT_CLIENTS = 16;

interface Measured {
  perSecond: number;
  p50: number;
  p95: number;
  errors: number;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

/** Runs `operation` in `clients` loops for `seconds`; each loop passes its own index. */
async function measure(
  clients: number,
  seconds: number,
  operation: (client: number) => Promise<void>,
): Promise<Measured> {
  const latencies: number[] = [];
  let errors = 0;
  const started = performance.now();
  const deadline = started + seconds * 1000;
  await Promise.all(
    Array.from({ length: clients }, async (_, client) => {
      while (performance.now() < deadline) {
        const begun = performance.now();
        try {
          await operation(client);
          latencies.push(performance.now() - begun);
        } catch {
          errors += 1;
        }
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    perSecond: latencies.length / elapsed,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    errors,
  };
}

/** The service's three statements, by hand: lock in id order, update the balances, write the entry. */
async function rawTransfer(
  pool: pg.Pool,
  coin: CryptoCode,
  from: number,
  to: number,
  amount: bigint,
): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('begin');
    const ids = [from, to].sort((a, b) => a - b);
    const locked = await client.query<{ id: bigint; balance: bigint }>(
      'select id, balance from ledger_accounts where id = any($1::bigint[]) order by id for update',
      [ids],
    );
    const source = locked.rows.find((row) => Number(row.id) === from);
    if (!source || source.balance < amount) throw new Error('insufficient funds');
    await client.query(
      `update ledger_accounts as a set balance = a.balance + d.delta
       from unnest($1::bigint[], $2::bigint[]) as d(id, delta) where a.id = d.id`,
      [
        [from, to],
        [(-amount).toString(), amount.toString()],
      ],
    );
    await client.query(
      `with e as (
         insert into ledger_entries (kind, coin, ref, details) values ('bench_raw', $3, '', '{}'::jsonb) returning id
       )
       insert into ledger_postings (entry_id, account_id, amount)
       select e.id, p.account_id, p.amount from e, unnest($1::bigint[], $2::bigint[]) as p(account_id, amount)`,
      [[from, to], [(-amount).toString(), amount.toString()], coin],
    );
    await client.query('commit');
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}

function serviceTransfer(db: Database, from: number, to: number) {
  return db.transaction(async (tx) => {
    await ledger.transfer(tx, {
      kind: 'bench_service',
      coin: 'BTC',
      postings: [
        { account: ledger.user('available', from, 'BTC'), amount: -1n },
        { account: ledger.user('available', to, 'BTC'), amount: 1n },
      ],
    });
  });
}

function serviceFee(db: Database, from: number, coin: CryptoCode) {
  return db.transaction(async (tx) => {
    await ledger.chargeFee(tx, { userId: from, coin, amount: 1n, ref: 'bench', reason: 'bench' });
  });
}

export async function runLedgerBench(options: { seconds: number }): Promise<void> {
  const scratch = await openScratchDatabase('ledger', HOT_CLIENTS);
  if (!scratch) return;
  const { handle } = scratch;
  const pool = new pg.Pool({ connectionString: scratch.url, max: HOT_CLIENTS });
  pool.on('error', () => {});
  try {
    const db = handle.db;

    /**
     * Fresh accounts for every figure: a row updated thousands of times carries dead versions until
     * vacuum, which would slow whichever side ran second on the same rows.
     */
    async function payers(count: number, coin: CryptoCode) {
      const users = await insertUsers(db, count * 2);
      const pairs: { from: number; to: number; fromAccount: number; toAccount: number }[] = [];
      for (let index = 0; index < count; index += 1) {
        const from = users[index]!;
        const to = users[count + index]!;
        await fund(db, from, coin, 1_000_000_000_000n);
        pairs.push({
          from,
          to,
          fromAccount: await ensureAccount(db, ledger.user('available', from, coin)),
          toAccount: await ensureAccount(db, ledger.user('available', to, coin)),
        });
      }
      return pairs;
    }

    const rows: Record<string, Record<string, string | number>> = {};
    const row = (service: Measured, raw: Measured) => ({
      'service tx/s': Math.round(service.perSecond),
      'raw SQL tx/s': Math.round(raw.perSecond),
      'service / raw': (service.perSecond / raw.perSecond).toFixed(2),
      'service p50 ms': service.p50.toFixed(1),
      'service p95 ms': service.p95.toFixed(1),
      'raw p50 ms': raw.p50.toFixed(1),
      'raw p95 ms': raw.p95.toFixed(1),
      errors: service.errors + raw.errors,
    });

    // Warm up connections, prepared plans and the JIT before the first figure.
    const warm = await payers(CLIENTS, 'USDT');
    await measure(CLIENTS, 1, (client) =>
      serviceTransfer(db, warm[client]!.from, warm[client]!.to).then(() => {}),
    );

    for (const clients of [1, CLIENTS]) {
      const viaService = await payers(clients, 'BTC');
      const viaRaw = await payers(clients, 'BTC');
      const service = await measure(clients, options.seconds, (client) =>
        serviceTransfer(db, viaService[client]!.from, viaService[client]!.to),
      );
      const raw = await measure(clients, options.seconds, (client) =>
        rawTransfer(pool, 'BTC', viaRaw[client]!.fromAccount, viaRaw[client]!.toAccount, 1n),
      );
      rows[`transfer, ${clients} client${clients === 1 ? '' : 's'}`] = row(service, raw);
    }

    // The hot account: every client pays a fee into the platform's one fee account of the coin
    // (BTC through the service, ETH by hand, so that each side starts on a fresh row).
    const hotService = await payers(HOT_CLIENTS, 'BTC');
    const hotRaw = await payers(HOT_CLIENTS, 'ETH');
    const feeAccount = await ensureAccount(db, ledger.platform('fee_income', 'ETH'));
    const service = await measure(HOT_CLIENTS, options.seconds, (client) =>
      serviceFee(db, hotService[client]!.from, 'BTC'),
    );
    const raw = await measure(HOT_CLIENTS, options.seconds, (client) =>
      rawTransfer(pool, 'ETH', hotRaw[client]!.fromAccount, feeAccount, 1n),
    );
    rows[`hot fee account, ${HOT_CLIENTS} clients`] = row(service, raw);

    console.log(`ledger on PostgreSQL, ${options.seconds} s per figure`);
    console.table(rows);
    const report = await verifyLedger(db);
    const broken = report.invariants.filter((invariant) => invariant.violations.length > 0);
    console.log(
      `ledger invariants after the run: ${report.ok ? 'ok' : `VIOLATED ${JSON.stringify(broken, null, 2)}`}`,
    );
    if (!report.ok) process.exitCode = 1;
  } finally {
    await pool.end();
    await scratch.drop();
  }
}

// `tsx --conditions=source bench/ledger.ts` runs this part alone.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await runLedgerBench({ seconds: Number(process.env.BENCH_SECONDS ?? 5) });
}
