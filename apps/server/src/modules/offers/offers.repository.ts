import { and, asc, desc, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import type { FactColumn, UserIdParam } from '../../db/fact-column.js';
import { bankAccounts, countries, offerBankAccounts, offers, userRelations, users } from '../../db/schema.js';

export type OfferRow = typeof offers.$inferSelect;
export type NewOfferRow = typeof offers.$inferInsert;
/** The columns an owner's input sets (create and edit). */
export type OfferFields = Omit<
  NewOfferRow,
  | 'id'
  | 'hash'
  | 'ownerId'
  | 'isBlocked'
  | 'isFeatured'
  | 'isStickied'
  | 'stickiedUntil'
  | 'penaltyUntil'
  | 'deletedAt'
  | 'createdAt'
  | 'updatedAt'
  | 'manualEscrowFeeBps'
>;

export async function insertOffer(db: Executor, row: NewOfferRow): Promise<OfferRow> {
  const [inserted] = await db.insert(offers).values(row).returning();
  return inserted!;
}

/** A live (not deleted) offer by its public hash. */
export async function findOfferByHash(db: Executor, hash: string): Promise<OfferRow | undefined> {
  const [row] = await db
    .select()
    .from(offers)
    .where(and(eq(offers.hash, hash), isNull(offers.deletedAt)))
    .limit(1);
  return row;
}

/** The same, locked for an update inside a transaction. */
export async function lockOfferByHash(db: Executor, hash: string): Promise<OfferRow | undefined> {
  const [row] = await db
    .select()
    .from(offers)
    .where(and(eq(offers.hash, hash), isNull(offers.deletedAt)))
    .limit(1)
    .for('update');
  return row;
}

export async function updateOffer(
  db: Executor,
  id: number,
  values: Partial<Omit<NewOfferRow, 'id' | 'hash' | 'ownerId'>>,
): Promise<OfferRow> {
  const [row] = await db
    .update(offers)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(offers.id, id))
    .returning();
  return row!;
}

/** The owner's live offers, newest first, of one side or both. */
export async function listOwnerOffers(
  db: Executor,
  ownerId: number,
  type?: 'buy' | 'sell',
): Promise<OfferRow[]> {
  return db
    .select()
    .from(offers)
    .where(
      and(eq(offers.ownerId, ownerId), isNull(offers.deletedAt), type ? eq(offers.type, type) : undefined),
    )
    .orderBy(desc(offers.createdAt), desc(offers.id));
}

export async function countOwnerOffers(
  db: Executor,
  ownerId: number,
): Promise<{ buy: number; sell: number }> {
  const found = await db
    .select({ type: offers.type, count: sql<number>`count(*)::int` })
    .from(offers)
    .where(and(eq(offers.ownerId, ownerId), isNull(offers.deletedAt)))
    .groupBy(offers.type);
  const counts = { buy: 0, sell: 0 };
  for (const row of found)
    if (row.type === 'buy' || row.type === 'sell') counts[row.type] = Number(row.count);
  return counts;
}

/** The owner's live promotions: an ended one no longer holds its slot. */
export async function countStickied(db: Executor, ownerId: number, now = new Date()): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(offers)
    .where(
      and(
        eq(offers.ownerId, ownerId),
        isNull(offers.deletedAt),
        eq(offers.isStickied, true),
        gt(offers.stickiedUntil, now),
      ),
    );
  return Number(row?.count ?? 0);
}

export interface OwnerFacts {
  id: number;
  username: string;
  avatarUrl: string | null;
  lastSeenAt: Date | null;
  verificationLevel: string;
  fullNameVisibilityType: string;
  country: { iso: string | null; name: string } | null;
  createdAt: Date;
}

/** What an offer view shows of a user (owner or visitor). */
export async function findUserFacts(db: Executor, userId: number): Promise<OwnerFacts | undefined> {
  const [row] = await db
    .select({
      id: users.id,
      username: users.username,
      avatarUrl: users.avatarUrl,
      lastSeenAt: users.lastSeenAt,
      verificationLevel: users.verificationLevel,
      fullNameVisibilityType: users.fullNameVisibilityType,
      createdAt: users.createdAt,
      countryIso: countries.iso,
      countryName: countries.name,
    })
    .from(users)
    .leftJoin(countries, eq(countries.id, users.countryId))
    .where(eq(users.id, userId))
    .limit(1);
  if (!row) return undefined;
  return {
    id: row.id,
    username: row.username,
    avatarUrl: row.avatarUrl,
    lastSeenAt: row.lastSeenAt,
    verificationLevel: row.verificationLevel,
    fullNameVisibilityType: row.fullNameVisibilityType,
    createdAt: row.createdAt,
    country: row.countryName ? { iso: row.countryIso, name: row.countryName } : null,
  };
}

/** The relations between two users, in both directions. */
export async function relationsBetween(
  db: Executor,
  a: number,
  b: number,
): Promise<{ userId: number; targetId: number; relation: string }[]> {
  return db
    .select({
      userId: userRelations.userId,
      targetId: userRelations.targetUserId,
      relation: userRelations.relation,
    })
    .from(userRelations)
    .where(
      or(
        and(eq(userRelations.userId, a), eq(userRelations.targetUserId, b)),
        and(eq(userRelations.userId, b), eq(userRelations.targetUserId, a)),
      ),
    );
}

export async function offersByIds(db: Executor, ids: readonly number[]): Promise<OfferRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(offers)
    .where(inArray(offers.id, [...ids]))
    .orderBy(asc(offers.id));
}

/**
 * The visible offers competing with one in its listing (same side, coin, currency and method), as
 * the listing index serves them; at most `limit`.
 */
export async function listingCompetitors(
  db: Executor,
  row: Pick<OfferRow, 'type' | 'coin' | 'fiatCurrencyId' | 'paymentMethodId'>,
  limit = 5_000,
): Promise<OfferRow[]> {
  return db
    .select()
    .from(offers)
    .where(
      and(
        eq(offers.type, row.type),
        eq(offers.coin, row.coin),
        eq(offers.fiatCurrencyId, row.fiatCurrencyId),
        eq(offers.paymentMethodId, row.paymentMethodId),
        eq(offers.isEnabled, true),
        eq(offers.isBlocked, false),
        isNull(offers.deletedAt),
      ),
    )
    .limit(limit);
}

/** Locks the user's row: serializes an owner's promote-slot changes. */
export async function lockOwner(db: Executor, userId: number): Promise<void> {
  await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

/**
 * The live bank accounts linked to each of these offers (my offers' `bankAccounts`), by offer id, ids
 * ascending; one query for a whole list. Deleted accounts drop out as in bankAccountIdsOfOffer.
 */
export async function bankAccountIdsByOffer(
  db: Executor,
  offerIds: readonly number[],
): Promise<Map<number, number[]>> {
  const result = new Map<number, number[]>();
  if (offerIds.length === 0) return result;
  const rows = await db
    .select({ offerId: offerBankAccounts.offerId, bankAccountId: offerBankAccounts.bankAccountId })
    .from(offerBankAccounts)
    .innerJoin(bankAccounts, eq(bankAccounts.id, offerBankAccounts.bankAccountId))
    .where(and(inArray(offerBankAccounts.offerId, [...offerIds]), isNull(bankAccounts.deletedAt)))
    .orderBy(asc(offerBankAccounts.offerId), asc(offerBankAccounts.bankAccountId));
  for (const row of rows) {
    const ids = result.get(row.offerId) ?? [];
    ids.push(row.bankAccountId);
    result.set(row.offerId, ids);
  }
  return result;
}

/**
 * Whether the user has a published offer (created and not deleted, on or paused): the current
 * user's `isVendor` (decision 035), as a column of the query that reads several modules' facts.
 */
export function hasPublishedOfferColumn(userId: UserIdParam): FactColumn<boolean> {
  return {
    sql: sql`exists (select 1 from offers where owner_id = ${userId} and deleted_at is null)`,
    read: (value) => value === true || value === 't',
  };
}
