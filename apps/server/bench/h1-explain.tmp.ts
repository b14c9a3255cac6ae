import { sql } from 'drizzle-orm';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { searchOffersQuery, type SearchFilter } from '../src/modules/offer-search/offer-search.repository.js';
import { searchCountQuery } from '../src/modules/offer-search/offer-search.sql.js';
import { searchRate } from '../src/modules/offer-search/offer-search.service.js';
import { openScratchDatabase } from './scratch-database.js';
import { seedOffers, seedVendors } from './offers.js';

const scratch = await openScratchDatabase('offersx', 5);
if (scratch) {
  try {
    const db = scratch.handle.db;
    const config = loadConfig({ ...process.env, DATABASE_URL: scratch.url, DATA_DIR: 'memory', LOG_LEVEL: 'silent', WALLET_SYNC_INTERVAL_MS: '0' });
    const app = await buildApp({ config, database: scratch.handle, closeDatabase: false });
    await seedVendors(db);
    await seedOffers(db, 100_000);
    const broad: SearchFilter = {
      offerType: 'sell', coin: 'BTC',
      rates: app.rates.cryptoFiatRates().map((c) => searchRate(app.rates, 'BTC', c.code)).filter((e) => e !== undefined),
      sort: 'default', limit: 20, offset: 0,
    };
    for (const [name, q] of [['page', searchOffersQuery(broad)], ['count', searchCountQuery(broad)]] as const) {
      const plan = (await db.execute(sql`explain analyze ${q}`)) as unknown as { rows: { 'QUERY PLAN': string }[] };
      console.log(`=== ${name}\n` + plan.rows.map((r) => r['QUERY PLAN']).join('\n'));
    }
    await app.close();
  } finally {
    await scratch.drop();
  }
}
