/**
 * The listing search part of `npm run bench`: requests per second and p50/p99 latency at 50
 * connections for a filtered search (`GET /rest/v1/offers?type=buy&currency=USD&payment-method=paypal`)
 * over 100,000 offers, through the whole app over HTTP, next to a bare Fastify handler that runs the
 * same SQL statement on the same database in the same run; then p50 at 10,000 and (with
 * BENCH_OFFERS_MILLION=1) 1,000,000 offers. Needs BENCH_DATABASE_URL or TEST_DATABASE_URL (a
 * PostgreSQL server); it works in a database of its own, created and dropped here.
 * Options: BENCH_SECONDS (default 5), BENCH_OFFERS_CONNECTIONS (default 50).
 */
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import Fastify from 'fastify';
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/app.js';
import { type Database } from '../src/db/client.js';
import { loadConfig } from '../src/config.js';
import { searchOffersQuery, type SearchFilter } from '../src/modules/offer-search/offer-search.repository.js';
import { searchRate } from '../src/modules/offer-search/offer-search.service.js';
import { openScratchDatabase } from './scratch-database.js';

const CONNECTIONS = Number(process.env.BENCH_OFFERS_CONNECTIONS ?? 50);
const VENDORS = 2_000;
const QUERY = 'type=buy&currency=USD&payment-method=paypal&limit=20';

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

interface Load {
  perSecond: number;
  p50: number;
  p99: number;
  errors: number;
}

async function load(url: string, seconds: number, connections = CONNECTIONS): Promise<Load> {
  const latencies: number[] = [];
  let errors = 0;
  const deadline = performance.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < deadline) {
        const started = performance.now();
        const response = await fetch(url);
        await response.arrayBuffer();
        if (!response.ok) errors += 1;
        latencies.push(performance.now() - started);
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  return {
    perSecond: Math.round(latencies.length / seconds),
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    errors,
  };
}

/** Vendors with a large BTC balance (so every sell offer is funded) and `count` offers, all in SQL. */
async function seedVendors(db: Database): Promise<void> {
  await db.execute(
    sql`insert into users (username, email, password_hash, referral_code, last_seen_at)
        select 'bv_' || g, 'bv' || g || '@bench.test', 'x', 'bref_' || g, now() - (g % 600) * interval '1 minute'
        from generate_series(1, ${VENDORS}) g`,
  );
  // Balances straight into the ledger accounts: this database is thrown away after the run.
  await db.execute(
    sql`insert into ledger_accounts (kind, coin, user_id, balance)
        select 'available', c.coin, u.id, 100000000000 from users u
        cross join (values ('BTC'), ('USDT'), ('ETH')) as c(coin) where u.username like 'bv\\_%'`,
  );
  // Fresh statistics, as autovacuum would gather them on a live database.
  await db.execute(sql`analyze users`);
  await db.execute(sql`analyze ledger_accounts`);
}

async function seedOffers(db: Database, count: number): Promise<void> {
  await db.execute(sql`truncate offers cascade`);
  // 20 popular methods, 10 currencies, 2 sides, mostly BTC: about 1 in 560 offers match the search.
  await db.execute(
    sql`with methods as (
          select row_number() over (order by popularity desc, id) - 1 as k, id, group_id
          from payment_methods where is_active order by popularity desc, id limit 20),
        vendors as (select row_number() over (order by id) - 1 as k, id from users where username like 'bv\\_%')
        insert into offers (hash, owner_id, type, coin, fiat_currency_id, payment_method_id, payment_method_group_id,
                            price_type, margin_bps, fixed_price, range_min, range_max, tag_ids, created_at)
        select 'b' || lpad(g::text, 10, '0'), v.id,
               case when g % 2 = 0 then 'sell' else 'buy' end,
               case when g % 10 < 7 then 'BTC' when g % 10 < 9 then 'USDT' else 'ETH' end,
               (array[144, 98, 47, 44, 68, 61, 49, 26, 20, 159])[1 + (g / 2) % 10],
               m.id, m.group_id,
               case when g % 5 = 0 then 'fixed' else 'margin' end,
               (g * 37) % 1500 - 300,
               case when g % 5 = 0 then 5000000 + (g::bigint * 7919) % 5000000 else null end,
               1000 + (g % 50) * 1000, 100000 + (g % 50) * 10000,
               case when g % 3 = 0 then array[1, 5] else array[]::integer[] end,
               now() - (g % 1000) * interval '1 hour'
        from generate_series(1, ${count}) g
        join methods m on m.k = (g / 20) % 20
        join vendors v on v.k = g % ${VENDORS}`,
  );
  await db.execute(sql`analyze offers`);
}

/** The statement's own execution time in the database (EXPLAIN ANALYZE), median of five runs. */
async function executionMs(db: Database, filter: SearchFilter): Promise<string> {
  const times: number[] = [];
  for (let run = 0; run < 5; run += 1) {
    const plan = (await db.execute(sql`explain analyze ${searchOffersQuery(filter)}`)) as unknown as {
      rows: { 'QUERY PLAN': string }[];
    };
    const line = plan.rows.map((row) => row['QUERY PLAN']).find((text) => text.startsWith('Execution Time'));
    times.push(Number(/([\d.]+) ms/.exec(line ?? '')?.[1] ?? Number.NaN));
  }
  times.sort((a, b) => a - b);
  return times[2]!.toFixed(1);
}

export async function runOffersBench(options: { seconds: number }): Promise<void> {
  const scratch = await openScratchDatabase('offers', 20);
  if (!scratch) return;
  const { handle } = scratch;
  try {
    const db = handle.db;
    const config = loadConfig({
      ...process.env,
      DATABASE_URL: scratch.url,
      DATA_DIR: 'memory',
      LOG_LEVEL: 'silent',
      WALLET_SYNC_INTERVAL_MS: '0',
    });
    const app = await buildApp({ config, database: handle, closeDatabase: false });
    await app.listen({ host: '127.0.0.1', port: 0 });
    const appAddress = app.server.address();
    const appBase = `http://127.0.0.1:${typeof appAddress === 'object' && appAddress ? appAddress.port : 0}`;

    // The bare handler: the same statement the search service builds, rates fixed at start.
    const rate = searchRate(app.rates, 'BTC', 'USD')!;
    const filter: SearchFilter = {
      offerType: 'sell',
      coin: 'BTC',
      rates: [rate],
      fiatCurrencyId: rate.fiatCurrencyId,
      paymentMethodId: 62,
      sort: 'default',
      limit: 20,
      offset: 0,
    };
    const bare = Fastify({ logger: false });
    bare.get('/offers', async (_request, reply) => {
      const result = (await db.execute(searchOffersQuery(filter))) as unknown as { rows: unknown[] };
      // node-postgres hands int8 back as bigint, which JSON cannot carry: as strings, like the app.
      const body = JSON.stringify({ data: result.rows }, (_key, value: unknown) =>
        typeof value === 'bigint' ? value.toString() : value,
      );
      return reply.type('application/json').send(body);
    });
    await bare.listen({ host: '127.0.0.1', port: 0 });
    const bareAddress = bare.server.address();
    const bareBase = `http://127.0.0.1:${typeof bareAddress === 'object' && bareAddress ? bareAddress.port : 0}`;

    let started = performance.now();
    await seedVendors(db);
    await seedOffers(db, 100_000);
    console.log(`offers: seeded 100,000 offers in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    const probe = await (await fetch(`${appBase}/rest/v1/offers?${QUERY}`)).json();
    console.log(`offers: the search matches ${(probe as { meta: { total: number } }).meta.total} offers`);
    const plan = (await db.execute(sql`explain ${searchOffersQuery(filter)}`)) as unknown as {
      rows: { 'QUERY PLAN': string }[];
    };
    if (process.env.BENCH_OFFERS_EXPLAIN === '1') {
      const analyzed = (await db.execute(sql`explain analyze ${searchOffersQuery(filter)}`)) as unknown as {
        rows: { 'QUERY PLAN': string }[];
      };
      console.log(analyzed.rows.map((line) => line['QUERY PLAN']).join('\n'));
    }
    const indexLine = plan.rows.map((row) => row['QUERY PLAN']).find((line) => /Index|Bitmap/.test(line));
    console.log(`offers: plan uses ${indexLine?.trim() ?? 'no index (sequential scan)'}`);

    const appLoad = await load(`${appBase}/rest/v1/offers?${QUERY}`, options.seconds);
    const bareLoad = await load(`${bareBase}/offers`, options.seconds);
    // The broadest listing (one side and coin, every currency and method): no index narrows it much.
    const broadLoad = await load(`${appBase}/rest/v1/offers?type=buy&limit=20`, options.seconds);
    const broadFilter: SearchFilter = {
      offerType: 'sell',
      coin: 'BTC',
      rates: app.rates
        .cryptoFiatRates()
        .map((currency) => searchRate(app.rates, 'BTC', currency.code))
        .filter((entry) => entry !== undefined),
      sort: 'default',
      limit: 20,
      offset: 0,
    };
    console.log(
      `offers: database execution, filtered ${await executionMs(db, filter)} ms, ` +
        `broad (type only) ${await executionMs(db, broadFilter)} ms`,
    );
    const row = (figures: Load) => ({
      'req/s': figures.perSecond,
      'p50 ms': figures.p50.toFixed(1),
      'p99 ms': figures.p99.toFixed(1),
      errors: figures.errors,
    });
    console.log(
      `offers: filtered search over 100,000 offers, ${CONNECTIONS} connections, ${options.seconds} s each`,
    );
    console.table({
      'app GET /rest/v1/offers': row(appLoad),
      'bare Fastify, same SQL': row(bareLoad),
      'app, broad search (type=buy only)': row(broadLoad),
    });
    console.log(
      `offers: app/bare throughput ratio ${(appLoad.perSecond / Math.max(1, bareLoad.perSecond)).toFixed(2)}, ` +
        `p50 ratio ${(appLoad.p50 / Math.max(0.001, bareLoad.p50)).toFixed(2)}`,
    );

    const sizes = [10_000, ...(process.env.BENCH_OFFERS_MILLION === '1' ? [1_000_000] : [])];
    const bySize: Record<string, unknown> = {
      '100,000 offers': { ...row(appLoad), 'db exec ms': await executionMs(db, filter) },
    };
    for (const size of sizes) {
      started = performance.now();
      await seedOffers(db, size);
      const seeded = ((performance.now() - started) / 1000).toFixed(1);
      const figures = await load(`${appBase}/rest/v1/offers?${QUERY}`, options.seconds);
      bySize[`${size.toLocaleString('en')} offers`] = {
        ...row(figures),
        'db exec ms': await executionMs(db, filter),
        'seed s': seeded,
      };
    }
    if (sizes.length === 1) console.log('offers: 1,000,000 offers skipped (set BENCH_OFFERS_MILLION=1)');
    console.table(bySize);
    await bare.close();
    await app.close();
  } finally {
    await scratch.drop();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await runOffersBench({ seconds: Number(process.env.BENCH_SECONDS ?? 5) });
}
