import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, countDistinct, like } from 'drizzle-orm';
import { offers } from '../../db/schema.js';
import { createTestApp, TestClient, type TestContext } from '../../test/app.js';
import { verifyLedger } from '../ledger/ledger-verify.js';
import { seedDemo } from '../ops/ops.service.js';
import { DEMO_OFFERS_PER_TRADER } from './offers-demo.service.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

describe('demo offers', () => {
  it('seed-demo fills the marketplace once, with funded vendors whose sell offers are listed', async () => {
    await seedDemo(ctx.database.db);
    const demo = like(offers.hash, 'demo%');
    const [first] = await ctx.database.db
      .select({
        total: count(),
        owners: countDistinct(offers.ownerId),
        currencies: countDistinct(offers.fiatCurrencyId),
        methods: countDistinct(offers.paymentMethodId),
        types: countDistinct(offers.type),
        coins: countDistinct(offers.coin),
      })
      .from(offers)
      .where(demo);
    expect(first!.total).toBe(11 * DEMO_OFFERS_PER_TRADER);
    expect(first!.total).toBeGreaterThanOrEqual(250);
    expect(first!.owners).toBe(11);
    expect(first!.currencies).toBeGreaterThanOrEqual(6);
    expect(first!.methods).toBeGreaterThanOrEqual(15);
    expect(first!.types).toBe(2);
    expect(first!.coins).toBe(3);

    await seedDemo(ctx.database.db);
    const [second] = await ctx.database.db.select({ total: count() }).from(offers).where(demo);
    expect(second!.total).toBe(first!.total);

    const guest = new TestClient(ctx.app);
    const buying = await guest.get('/rest/v1/offers?type=buy&currency=NGN&limit=100');
    expect(buying.statusCode).toBe(200);
    expect(buying.json().data.length).toBeGreaterThan(5);
    const selling = await guest.get('/rest/v1/offers?type=sell&limit=100');
    expect(selling.json().data.length).toBeGreaterThan(5);
    // The vendors' coins came in through deposits: the ledger's invariants still hold.
    expect((await verifyLedger(ctx.database.db)).ok).toBe(true);
  });
});
