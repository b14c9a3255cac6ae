import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { auditLog, giftCards, paymentMethods } from '../../db/schema.js';
import type { TestClient } from '../../test/app.js';
import { createTestOffer } from '../../test/trades.js';
import type { OfferOverrides } from '../offer-search/offer-fixtures.js';

/** The first active gift-card brand (payment method of group 1) of the seeded reference data. */
export async function giftCardBrand(db: Database): Promise<{ id: number; slug: string }> {
  const [row] = await db
    .select({ id: paymentMethods.id, slug: paymentMethods.slug })
    .from(paymentMethods)
    .where(and(eq(paymentMethods.groupId, 1), eq(paymentMethods.isActive, true)))
    .orderBy(asc(paymentMethods.id))
    .limit(1);
  if (!row) throw new Error('no gift-card payment method');
  return row;
}

/** A gcc-auto buy offer of the first gift-card brand (USD, 10.00–500.00) owned by `ownerId`. */
export function createGccOffer(db: Database, ownerId: number, offer: OfferOverrides = {}) {
  return createTestOffer(db, ownerId, {
    offerType: 'buy',
    paymentGroup: 1,
    offer: { flowType: 'gcc-auto', ...offer },
  });
}

/** A random plausible code ("GC-" and 16 letters and digits). */
export function randomCode(): string {
  return `GC-${Math.random().toString(36).slice(2, 10).toUpperCase()}${Date.now().toString(36).toUpperCase()}`.slice(
    0,
    24,
  );
}

/** POST /rest/v1/gift-cards as `client`: an e-card of the brand; throws unless 201. */
export async function addCard(
  client: TestClient,
  brand: string,
  overrides: Record<string, unknown> = {},
): Promise<{ id: number; code: string }> {
  const code = (overrides.code as string | undefined) ?? randomCode();
  const response = await client.post('/rest/v1/gift-cards', {
    payment_method: brand,
    currency: 'USD',
    face_value: '100.00',
    type: 'e-card',
    code,
    pin: '1234',
    ...overrides,
  });
  if (response.statusCode !== 201)
    throw new Error(`add card failed: ${response.statusCode} ${response.body}`);
  return { id: (response.json() as { data: { id: number } }).data.id, code };
}

export async function cardRow(db: Database, id: number) {
  const [row] = await db.select().from(giftCards).where(eq(giftCards.id, id));
  if (!row) throw new Error(`no card ${id}`);
  return row;
}

/** The audit records of gift-card reveals. */
export function revealAudits(db: Database) {
  return db.select().from(auditLog).where(eq(auditLog.action, 'gift_card.reveal'));
}
