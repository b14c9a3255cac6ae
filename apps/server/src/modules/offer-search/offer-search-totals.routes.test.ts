import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registerUser, TestClient, type TestContext } from '../../test/app.js';
import { countStatements } from '../../test/statements.js';
import { createOffer } from './offer-fixtures.js';

let ctx: TestContext;
beforeAll(async () => {
  // Totals reused for a minute (the default is 10 s; other tests count on every request).
  ctx = await createTestApp({ SEARCH_TOTAL_CACHE_MS: '60000' });
});
afterAll(() => ctx.close());

describe('GET /rest/v1/offers: the total of a recent search is reused (SEARCH_TOTAL_CACHE_MS)', () => {
  it('counts once per search and period; a page reaching the end tells the exact total', async () => {
    const db = ctx.database.db;
    const owner = await registerUser(ctx.app);
    const offer = (marginBps: number) =>
      createOffer(db, owner.user.id, { coin: 'ETH', type: 'buy', fiatCurrencyId: 144, marginBps });
    for (let n = 0; n < 6; n += 1) await offer(n);
    const guest = new TestClient(ctx.app);
    const firstPage = '/rest/v1/offers?type=sell&crypto_currency_code=ETH&limit=4';
    await guest.get(firstPage);

    // Counted on the first request; the same search again sends the search and the rows, no count.
    const again = await countStatements(() => guest.get(firstPage));
    expect(again.result.json().meta).toMatchObject({ total: 6, lastPage: 2 });
    expect(again.statements).toHaveLength(2);
    expect(again.statements.filter((statement) => /count\(\*\)/i.test(statement))).toEqual([]);

    // A new offer: the first page's total is the held one for the period ...
    await offer(7);
    const held = await guest.get(firstPage);
    expect(held.json().meta.total).toBe(6);
    expect(held.json().data).toHaveLength(4);
    // ... while the last page counts nothing and tells the exact total.
    const last = await guest.get(`${firstPage}&page=2`);
    expect(last.json().data).toHaveLength(3);
    expect(last.json().meta).toMatchObject({ total: 7, lastPage: 2 });

    // Another page size is the same search: its pages are counted by the held total.
    const smaller = await countStatements(() =>
      guest.get('/rest/v1/offers?type=sell&crypto_currency_code=ETH&limit=3'),
    );
    expect(smaller.result.json().meta).toMatchObject({ total: 6, lastPage: 2 });
    expect(smaller.statements.filter((statement) => /count\(\*\)/i.test(statement))).toEqual([]);
    // Another filter is counted for itself.
    const other = await countStatements(() =>
      guest.get('/rest/v1/offers?type=sell&crypto_currency_code=ETH&limit=3&sort=crypto_usd_price_asc'),
    );
    expect(other.result.json().meta).toMatchObject({ total: 7, lastPage: 3 });
    expect(other.statements.filter((statement) => /count\(\*\)/i.test(statement))).toHaveLength(1);
  });
});
