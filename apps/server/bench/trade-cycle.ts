/**
 * The trade part of `npm run bench`: whole trade cycles per second through the services (start with
 * every check and the escrow lock, mark paid, release with the fee to the platform) on PostgreSQL,
 * next to the same money moves as raw SQL through `pg` in the same run (create the trade's escrow
 * account; seller available -> escrow for amount + fee; escrow -> buyer amount and platform fee), at
 * 1 and 8 clients. The ratio is what the trade bookkeeping (checks, trade row, chat message, events,
 * state machine) costs on top of the ledger. Needs BENCH_DATABASE_URL or TEST_DATABASE_URL.
 */
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { inArray } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { users } from '../src/db/schema.js';
import { verifyLedger } from '../src/modules/ledger/ledger-verify.js';
import { ensureAccount } from '../src/modules/ledger/ledger.repository.js';
import * as ledger from '../src/modules/ledger/ledger.service.js';
import { createOffer } from '../src/modules/offer-search/offer-fixtures.js';
import { performTradeAction } from '../src/modules/trades/trade-actions.service.js';
import { tradeDepsFrom } from '../src/modules/trades/trade-deps.js';
import { startTrade } from '../src/modules/trades/trade-start.service.js';
import { fund, insertUsers } from '../src/test/ledger.js';
import { openScratchDatabase } from './scratch-database.js';

const CLIENTS = 8;
/** Each cycle trades 100.00 USD of BTC: far below any balance the bench funds. */
const FIAT_AMOUNT = '100.00';
const RAW_AMOUNT = 100_000n;
const RAW_FEE = 1_000n;

interface Measured {
  perSecond: number;
  p50: number;
  p95: number;
  errors: number;
  firstError?: string;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

async function measure(clients: number, seconds: number, cycle: (client: number) => Promise<void>) {
  const latencies: number[] = [];
  let errors = 0;
  let firstError: string | undefined;
  const started = performance.now();
  const deadline = started + seconds * 1000;
  await Promise.all(
    Array.from({ length: clients }, async (_, client) => {
      while (performance.now() < deadline) {
        const begun = performance.now();
        try {
          await cycle(client);
          latencies.push(performance.now() - begun);
        } catch (error) {
          errors += 1;
          firstError ??= error instanceof Error ? error.message : String(error);
        }
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  const elapsed = (performance.now() - started) / 1000;
  return {
    perSecond: latencies.length / elapsed,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    errors,
    firstError,
  } satisfies Measured;
}

/** One transaction: lock the accounts in id order, move the balances, write the entry and postings. */
async function rawMove(client: pg.PoolClient, coin: string, postings: [number, bigint][]): Promise<void> {
  await client.query('begin');
  try {
    const ids = postings.map(([id]) => id).sort((a, b) => a - b);
    await client.query('select id from ledger_accounts where id = any($1::bigint[]) order by id for update', [
      ids,
    ]);
    const accountIds = postings.map(([id]) => id);
    const amounts = postings.map(([, amount]) => amount.toString());
    await client.query(
      `update ledger_accounts as a set balance = a.balance + d.delta
       from unnest($1::bigint[], $2::bigint[]) as d(id, delta) where a.id = d.id`,
      [accountIds, amounts],
    );
    await client.query(
      `with e as (
         insert into ledger_entries (kind, coin, ref, details) values ('bench_raw', $3, '', '{}'::jsonb) returning id
       )
       insert into ledger_postings (entry_id, account_id, amount)
       select e.id, p.account_id, p.amount from e, unnest($1::bigint[], $2::bigint[]) as p(account_id, amount)`,
      [accountIds, amounts, coin],
    );
    await client.query('commit');
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  }
}

let rawSequence = 0;

/** The cycle's money moves by hand: a fresh escrow account, the lock, the release with the fee. */
async function rawCycle(
  pool: pg.Pool,
  party: { seller: number; buyer: number; sellerAccount: number; buyerAccount: number; feeAccount: number },
) {
  const client = await pool.connect();
  try {
    rawSequence += 1;
    const created = await client.query<{ id: string }>(
      `insert into ledger_accounts (kind, coin, user_id, ref) values ('escrow', 'BTC', $1, $2) returning id`,
      [party.seller, `bench-raw:${process.pid}:${rawSequence}`],
    );
    const escrow = Number(created.rows[0]!.id);
    await rawMove(client, 'BTC', [
      [party.sellerAccount, -(RAW_AMOUNT + RAW_FEE)],
      [escrow, RAW_AMOUNT + RAW_FEE],
    ]);
    await rawMove(client, 'BTC', [
      [escrow, -(RAW_AMOUNT + RAW_FEE)],
      [party.buyerAccount, RAW_AMOUNT],
      [party.feeAccount, RAW_FEE],
    ]);
  } finally {
    client.release();
  }
}

export async function runTradeCycleBench(options: { seconds: number }): Promise<void> {
  const scratch = await openScratchDatabase('trades', CLIENTS * 2);
  if (!scratch) return;
  const pool = new pg.Pool({ connectionString: scratch.url, max: CLIENTS });
  pool.on('error', () => {});
  const config = loadConfig({
    ...process.env,
    DATA_DIR: 'memory',
    LOG_LEVEL: 'silent',
    TRADE_EXPIRY_INTERVAL_MS: '0',
    WALLET_SYNC_INTERVAL_MS: '0',
  });
  const app = await buildApp({ config, database: scratch.handle, closeDatabase: false });
  await app.ready();
  try {
    const db = scratch.handle.db;
    const deps = tradeDepsFrom(app, config);

    /** Per client: a funded vendor selling BTC for USD, and a buyer; both ID-verified and online. */
    async function pairs(count: number) {
      const ids = await insertUsers(db, count * 2);
      await db
        .update(users)
        .set({ verificationLevel: 'L3', lastSeenAt: new Date() })
        .where(inArray(users.id, ids));
      const feeAccount = await ensureAccount(db, ledger.platform('fee_income', 'BTC'));
      const result = [];
      for (let index = 0; index < count; index += 1) {
        const seller = ids[index]!;
        const buyer = ids[count + index]!;
        await fund(db, seller, 'BTC', 100_000_000_000n);
        const offer = await createOffer(db, seller, { type: 'sell', rangeMin: 1_000n, rangeMax: 100_000n });
        result.push({
          seller,
          buyer,
          offerHash: offer.hash,
          sellerAccount: await ensureAccount(db, ledger.user('available', seller, 'BTC')),
          buyerAccount: await ensureAccount(db, ledger.user('available', buyer, 'BTC')),
          feeAccount,
        });
      }
      return result;
    }

    const serviceCycle = async (party: Awaited<ReturnType<typeof pairs>>[number]) => {
      const started = await startTrade(deps, {
        userId: party.buyer,
        input: { offerHash: party.offerHash, fiatAmount: FIAT_AMOUNT },
      });
      const hash = started.body.tradeHash;
      const common = { hash, disputeDelayMinutes: deps.disputeDelayMinutes };
      await performTradeAction(db, {
        ...common,
        action: 'mark_paid',
        actor: { userId: party.buyer, role: 'user' },
      });
      await performTradeAction(db, {
        ...common,
        action: 'release',
        actor: { userId: party.seller, role: 'user' },
      });
    };

    // Warm up connections, plans and the JIT.
    const warm = await pairs(CLIENTS);
    await measure(CLIENTS, 1, (client) => serviceCycle(warm[client]!));

    const rows: Record<string, Record<string, string | number>> = {};
    for (const clients of [1, CLIENTS]) {
      const viaService = await pairs(clients);
      const viaRaw = await pairs(clients);
      const service = await measure(clients, options.seconds, (client) => serviceCycle(viaService[client]!));
      const raw = await measure(clients, options.seconds, (client) => rawCycle(pool, viaRaw[client]!));
      rows[`trade cycle, ${clients} client${clients === 1 ? '' : 's'}`] = {
        'service cycles/s': Math.round(service.perSecond),
        'raw SQL cycles/s': Math.round(raw.perSecond),
        'service / raw': (service.perSecond / raw.perSecond).toFixed(2),
        'service p50 ms': service.p50.toFixed(1),
        'service p95 ms': service.p95.toFixed(1),
        'raw p50 ms': raw.p50.toFixed(1),
        errors: service.errors + raw.errors,
      };
      if (service.firstError) console.log(`trade cycle service error: ${service.firstError}`);
      if (raw.firstError) console.log(`trade cycle raw error: ${raw.firstError}`);
    }
    console.log(`trade cycle (start, paid, release) on PostgreSQL, ${options.seconds} s per figure`);
    console.table(rows);
    const report = await verifyLedger(db);
    console.log(`ledger invariants after the trade run: ${report.ok ? 'ok' : 'VIOLATED'}`);
    if (!report.ok) process.exitCode = 1;
  } finally {
    await app.close();
    await pool.end();
    await scratch.drop();
  }
}

// `tsx --conditions=source bench/trade-cycle.ts` runs this part alone.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await runTradeCycleBench({ seconds: Number(process.env.BENCH_SECONDS ?? 5) });
}
