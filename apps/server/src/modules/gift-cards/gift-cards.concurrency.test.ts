import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, DatabaseHandle } from '../../db/client.js';
import { giftCards, trades } from '../../db/schema.js';
import { createTestApp, type TestContext } from '../../test/app.js';
import { openWidePool, testDriver } from '../../test/database.js';
import { fund, insertUsers } from '../../test/ledger.js';
import { verifyLedger } from '../ledger/ledger-verify.js';
import { performTradeAction } from '../trades/trade-actions.service.js';
import type { TradeDeps } from '../trades/trade-deps.js';
import { startTrade } from '../trades/trade-start.service.js';
import { createGccOffer, giftCardBrand } from './gift-card-test-kit.js';

/**
 * Racing gcc-auto starts on PostgreSQL (PGlite runs one transaction at a time): more takers than cards
 * start at once; each card goes to exactly one trade, the rest are refused, and after reveals,
 * releases and cancels the ledger invariants hold.
 */
describe.skipIf(testDriver !== 'postgres')('gcc-auto trades under real concurrency (PostgreSQL)', () => {
  let ctx: TestContext;
  let wide: DatabaseHandle;
  let db: Database;
  let deps: TradeDeps;

  beforeAll(async () => {
    ctx = await createTestApp();
    wide = await openWidePool(ctx.database.db, 20);
    db = wide.db;
    deps = {
      db,
      rates: ctx.app.rates,
      fees: { bankTransfersBps: 50, giftCardsBps: 300, defaultBps: 100 },
      disputeDelayMinutes: 30,
    };
  });
  afterAll(async () => {
    await wide?.close();
    await ctx?.close();
  });

  it('gives each card to one trade only, and the gift-card trade keeps the ledger balanced', async () => {
    const brand = await giftCardBrand(db);
    const [vendorId, ...takers] = await insertUsers(db, 13);
    await db.execute(
      sql`update users set verification_level = 'L2' where id in (${sql.join(
        [vendorId!, ...takers].map((id) => sql`${id}`),
        sql`, `,
      )})`,
    );
    for (const id of takers) await fund(db, id, 'BTC', 10n ** 8n);
    // Two offers of the same brand and value: their starts do not wait for each other on an offer row,
    // so they really race for the same free cards.
    const offer = await createGccOffer(db, vendorId!);
    const twin = await createGccOffer(db, vendorId!);
    const cards = await db
      .insert(giftCards)
      .values(
        [0, 1, 2, 3].map((index) => ({
          ownerId: vendorId!,
          paymentMethodId: brand.id,
          fiatCurrencyId: offer.fiatCurrencyId,
          faceValue: 10_000n,
          type: 'e-card',
          codeSealed: `sealed-${index}`,
          codeDigest: `digest-${offer.hash}-${index}`,
        })),
      )
      .returning();

    const outcomes = await Promise.allSettled(
      takers.map((userId, index) =>
        startTrade(deps, {
          userId,
          input: { offerHash: (index % 2 ? twin : offer).hash, fiatAmount: '100.00' },
        }),
      ),
    );
    const started = outcomes.filter((outcome) => outcome.status === 'fulfilled');
    const refused = outcomes.filter((outcome) => outcome.status === 'rejected');
    expect(started.length).toBe(cards.length);
    for (const outcome of refused) {
      expect((outcome.reason as { details?: { reason?: string[] } }).details?.reason).toEqual([
        'no_gift_cards',
      ]);
    }
    const rows = await db
      .select()
      .from(trades)
      .where(inArray(trades.offerId, [offer.id, twin.id]));
    expect(new Set(rows.map((row) => row.giftCardId)).size).toBe(cards.length);
    const held = await db.select().from(giftCards).where(eq(giftCards.ownerId, vendorId!));
    expect(held.every((card) => card.status === 'in_use')).toBe(true);

    // Two reveal and release, one is cancelled by the vendor, one reveals and then expires nothing.
    const [first, second, third, fourth] = rows;
    const seller = (row: (typeof rows)[number]) => ({ userId: row.sellerId, role: 'user' as const });
    for (const row of [first!, second!]) {
      await performTradeAction(db, {
        hash: row.hash,
        action: 'reveal_card',
        actor: seller(row),
        disputeDelayMinutes: 30,
      });
      await performTradeAction(db, {
        hash: row.hash,
        action: 'release',
        actor: seller(row),
        disputeDelayMinutes: 30,
      });
    }
    await performTradeAction(db, {
      hash: third!.hash,
      action: 'cancel',
      actor: { userId: third!.buyerId, role: 'user' },
      disputeDelayMinutes: 30,
    });
    await performTradeAction(db, {
      hash: fourth!.hash,
      action: 'reveal_card',
      actor: seller(fourth!),
      disputeDelayMinutes: 30,
    });
    const statuses = (await db.select().from(giftCards).where(eq(giftCards.ownerId, vendorId!)))
      .map((card) => card.status)
      .sort();
    expect(statuses).toEqual(['free', 'revealed', 'used', 'used']);

    const report = await verifyLedger(db);
    expect(report.invariants.filter((invariant) => invariant.violations.length > 0)).toEqual([]);
  });
});
