import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registerUser, TestClient, type TestContext } from '../../test/app.js';
import { createOffer } from './offer-fixtures.js';
import { SEARCH_TOTAL_CAP } from './offer-search.repository.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const guest = () => new TestClient(ctx.app);
const hashesOf = (body: { data: { offerHash: string }[] }) => body.data.map((card) => card.offerHash);

describe('a listing search without a currency', () => {
  it('lists promoted, then featured, then the newest offers; with a currency the best price leads', async () => {
    const db = ctx.database.db;
    const owner = await registerUser(ctx.app);
    // USDT buy offers, so that no other test's offers mix in.
    const base = { coin: 'USDT', type: 'buy' } as const;
    const oldCheap = await createOffer(db, owner.user.id, { ...base, fiatCurrencyId: 144, marginBps: -500 });
    const promoted = await createOffer(db, owner.user.id, {
      ...base,
      fiatCurrencyId: 44,
      isStickied: true,
      stickiedUntil: new Date(Date.now() + 3_600_000),
    });
    const featured = await createOffer(db, owner.user.id, { ...base, fiatCurrencyId: 47, isFeatured: true });
    const newDear = await createOffer(db, owner.user.id, { ...base, fiatCurrencyId: 144, marginBps: 900 });
    const ended = await createOffer(db, owner.user.id, {
      ...base,
      fiatCurrencyId: 26,
      isStickied: true,
      stickiedUntil: new Date(Date.now() - 1_000),
    });
    const broad = await guest().get('/rest/v1/offers?type=sell&crypto_currency_code=USDT');
    expect(broad.statusCode).toBe(200);
    expect(hashesOf(broad.json())).toEqual([
      promoted.hash,
      featured.hash,
      ended.hash,
      newDear.hash,
      oldCheap.hash,
    ]);
    expect(broad.json().meta).toMatchObject({ total: 5, lastPage: 1 });
    // Paging walks the same order.
    const second = await guest().get('/rest/v1/offers?type=sell&crypto_currency_code=USDT&limit=2&page=2');
    expect(hashesOf(second.json())).toEqual([ended.hash, newDear.hash]);
    expect(second.json().meta).toMatchObject({ total: 5, lastPage: 3 });
    // In one currency the prices compare: the seller's best (highest) price first.
    const usd = await guest().get('/rest/v1/offers?type=sell&crypto_currency_code=USDT&currency=USD');
    expect(hashesOf(usd.json())).toEqual([newDear.hash, oldCheap.hash]);
  });

  it(`counts at most ${SEARCH_TOTAL_CAP.toLocaleString('en')} matches`, async () => {
    const db = ctx.database.db;
    const owner = await registerUser(ctx.app);
    await db.execute(
      sql`insert into offers (hash, owner_id, type, coin, fiat_currency_id, payment_method_id,
            payment_method_group_id, price_type, margin_bps, range_min, range_max)
          select 'cap' || lpad(g::text, 8, '0'), ${owner.user.id}, 'buy', 'ETH', 144, 62, 3, 'margin', 100,
                 1000, 50000
          from generate_series(1, ${SEARCH_TOTAL_CAP + 5}) g`,
    );
    const first = await guest().get('/rest/v1/offers?type=sell&crypto_currency_code=ETH&limit=100');
    expect(first.json().data).toHaveLength(100);
    expect(first.json().meta).toMatchObject({ total: SEARCH_TOTAL_CAP, lastPage: SEARCH_TOTAL_CAP / 100 });
    // Newest first: the last inserted offer leads.
    expect(first.json().data[0].offerHash).toBe(`cap${String(SEARCH_TOTAL_CAP + 5).padStart(8, '0')}`);
    const far = await guest().get(
      '/rest/v1/offers?type=sell&crypto_currency_code=ETH&limit=100&offset=10000',
    );
    expect(far.json().data).toHaveLength(5);
    expect(far.json().meta.total).toBe(10_005);
  });
});
