import { and, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import { CLAIMABLE_GIFT_CARD_STATUSES, type GiftCardStatus } from '@p2p/shared';
import type { Executor, Transaction } from '../../db/client.js';
import { giftCards, offers, tradeGiftCardCodes, trades } from '../../db/schema.js';

export type GiftCardRow = typeof giftCards.$inferSelect;
export type NewGiftCard = typeof giftCards.$inferInsert;
export type TradeGiftCardCodeRow = typeof tradeGiftCardCodes.$inferSelect;

export async function insertGiftCard(db: Executor, values: NewGiftCard): Promise<GiftCardRow> {
  const [row] = await db.insert(giftCards).values(values).returning();
  return row!;
}

/** The owner's cards, newest first, with the offer and the trade that hold them. */
export async function listOwnerCards(db: Executor, ownerId: number, status?: GiftCardStatus) {
  return db
    .select({ card: giftCards, offerHash: offers.hash, tradeHash: trades.hash })
    .from(giftCards)
    .leftJoin(offers, eq(offers.id, giftCards.offerId))
    .leftJoin(trades, eq(trades.giftCardId, giftCards.id))
    .where(and(eq(giftCards.ownerId, ownerId), status ? eq(giftCards.status, status) : undefined))
    .orderBy(desc(giftCards.id))
    .limit(500);
}

export async function findOwnerCard(
  db: Executor,
  ownerId: number,
  id: number,
  options: { forUpdate?: boolean } = {},
): Promise<GiftCardRow | undefined> {
  const query = db
    .select()
    .from(giftCards)
    .where(and(eq(giftCards.id, id), eq(giftCards.ownerId, ownerId)));
  const [row] = options.forUpdate ? await query.for('update') : await query;
  return row;
}

export async function findCard(
  db: Executor,
  id: number,
  options: { forUpdate?: boolean } = {},
): Promise<GiftCardRow | undefined> {
  const query = db.select().from(giftCards).where(eq(giftCards.id, id));
  const [row] = options.forUpdate ? await query.for('update') : await query;
  return row;
}

export async function updateCard(
  db: Executor,
  id: number,
  changes: Partial<NewGiftCard>,
): Promise<GiftCardRow> {
  const [row] = await db
    .update(giftCards)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(giftCards.id, id))
    .returning();
  return row!;
}

export interface ClaimFilter {
  ownerId: number;
  offerId: number;
  paymentMethodId: number;
  fiatCurrencyId: number;
  faceValue: bigint;
  /** The offer's card regions: the card's region must be one (empty: any). */
  regionIds: readonly number[];
}

function claimConditions(filter: Omit<ClaimFilter, 'faceValue'> & { faceValue?: bigint }) {
  return and(
    eq(giftCards.ownerId, filter.ownerId),
    eq(giftCards.paymentMethodId, filter.paymentMethodId),
    eq(giftCards.fiatCurrencyId, filter.fiatCurrencyId),
    filter.faceValue === undefined ? undefined : eq(giftCards.faceValue, filter.faceValue),
    inArray(giftCards.status, [...CLAIMABLE_GIFT_CARD_STATUSES]),
    // A card set aside for an offer goes only to that offer's trades; a free one to any.
    or(isNull(giftCards.offerId), eq(giftCards.offerId, filter.offerId)),
    filter.regionIds.length > 0 ? inArray(giftCards.regionId, [...filter.regionIds]) : undefined,
  );
}

/**
 * Takes one claimable card for a trade: FOR UPDATE SKIP LOCKED, so two trades starting at once never
 * take the same card and neither waits for the other (a card another transaction holds is skipped).
 * Cards set aside for this offer go first, then the oldest.
 */
export async function claimCard(tx: Transaction, filter: ClaimFilter): Promise<GiftCardRow | undefined> {
  const [row] = await tx
    .select()
    .from(giftCards)
    .where(claimConditions(filter))
    .orderBy(sql`${giftCards.offerId} is null`, giftCards.id)
    .limit(1)
    .for('update', { skipLocked: true });
  return row;
}

/** How many cards trades on this offer may take now (any value when faceValue is not given). */
export async function countClaimable(
  db: Executor,
  filter: Omit<ClaimFilter, 'faceValue'> & { faceValue?: bigint },
): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(giftCards)
    .where(claimConditions(filter));
  return Number(row?.count ?? 0);
}

/** Claimable cards of these owners by owner, brand, currency and value (the store's stock). */
export async function stockByValue(db: Executor, paymentMethodIds: readonly number[]) {
  if (paymentMethodIds.length === 0) return [];
  return db
    .select({
      ownerId: giftCards.ownerId,
      paymentMethodId: giftCards.paymentMethodId,
      fiatCurrencyId: giftCards.fiatCurrencyId,
      faceValue: giftCards.faceValue,
      regionId: giftCards.regionId,
      offerId: giftCards.offerId,
      count: sql<number>`count(*)::int`,
    })
    .from(giftCards)
    .where(
      and(
        inArray(giftCards.status, [...CLAIMABLE_GIFT_CARD_STATUSES]),
        inArray(giftCards.paymentMethodId, [...paymentMethodIds]),
      ),
    )
    .groupBy(
      giftCards.ownerId,
      giftCards.paymentMethodId,
      giftCards.fiatCurrencyId,
      giftCards.faceValue,
      giftCards.regionId,
      giftCards.offerId,
    );
}

export async function isCodeDigestKnown(db: Executor, digest: string): Promise<boolean> {
  const [inventory] = await db
    .select({ id: giftCards.id })
    .from(giftCards)
    .where(and(eq(giftCards.codeDigest, digest), sql`${giftCards.status} <> 'deleted'`))
    .limit(1);
  if (inventory) return true;
  const [submitted] = await db
    .select({ id: tradeGiftCardCodes.id })
    .from(tradeGiftCardCodes)
    .where(eq(tradeGiftCardCodes.codeDigest, digest))
    .limit(1);
  return submitted !== undefined;
}

export async function insertTradeCode(
  db: Executor,
  values: typeof tradeGiftCardCodes.$inferInsert,
): Promise<TradeGiftCardCodeRow> {
  const [row] = await db.insert(tradeGiftCardCodes).values(values).returning();
  return row!;
}

export async function latestTradeCode(db: Executor, tradeId: number) {
  const [row] = await db
    .select()
    .from(tradeGiftCardCodes)
    .where(eq(tradeGiftCardCodes.tradeId, tradeId))
    .orderBy(desc(tradeGiftCardCodes.id))
    .limit(1);
  return row;
}
