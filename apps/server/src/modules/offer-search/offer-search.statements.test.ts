import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registerUser, TestClient, type TestContext } from '../../test/app.js';
import { countStatements } from '../../test/statements.js';
import { createOffer } from './offer-fixtures.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

describe('GET /rest/v1/offers: statements per request', () => {
  it('a page with more to come: the search (with the owners’ kept trading records), the capped count and the offers by id', async () => {
    const db = ctx.database.db;
    const owners = [await registerUser(ctx.app), await registerUser(ctx.app), await registerUser(ctx.app)];
    // ETH buy offers of three owners, so that no other test's offers mix in.
    for (const [index, owner] of owners.entries()) {
      for (let n = 0; n < 2; n += 1) {
        await createOffer(db, owner.user.id, {
          coin: 'ETH',
          type: 'buy',
          fiatCurrencyId: 144,
          marginBps: index * 10 + n,
        });
      }
    }
    const guest = new TestClient(ctx.app);
    const url = '/rest/v1/offers?type=sell&crypto_currency_code=ETH&limit=4';
    // A first search warms what is read once per process (reference data).
    await guest.get(url);
    const { result, statements } = await countStatements(() => guest.get(url));
    expect(result.statusCode).toBe(200);
    expect(result.json().data).toHaveLength(4);
    expect(result.json().meta).toMatchObject({ total: 6, lastPage: 2 });
    // The owners' trading records are joined in the search (user_trade_stats, decision 035): 3
    // statements, were 4 (and 7 before the records were read in one statement).
    expect(statements, statements.join('\n---\n')).toHaveLength(3);
    expect(statements.filter((statement) => /from trades\b/i.test(statement))).toEqual([]);
  });
});
