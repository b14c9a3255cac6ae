import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { offers, users } from '../../db/schema.js';

export type OfferOverrides = Partial<typeof offers.$inferInsert>;

/** Test and demo helper: a visible BTC/USD PayPal buy offer, 10.00–500.00 at +2 %, with overrides. */
export async function createOffer(db: Database, ownerId: number, overrides: OfferOverrides = {}) {
  const [row] = await db
    .insert(offers)
    .values({
      hash: randomBytes(8).toString('base64url').slice(0, 11),
      ownerId,
      type: 'buy',
      coin: 'BTC',
      fiatCurrencyId: 144,
      paymentMethodId: 62,
      paymentMethodGroupId: 3,
      priceType: 'margin',
      marginBps: 200,
      rangeMin: 1_000n,
      rangeMax: 50_000n,
      ...overrides,
    })
    .returning();
  return row!;
}

/** Credits a user's available balance as the chain watcher does (ledger-verify still holds). */
export { fund } from '../../test/ledger.js';

export async function setLastSeen(db: Database, userId: number, at: Date | null): Promise<void> {
  await db.update(users).set({ lastSeenAt: at }).where(eq(users.id, userId));
}
