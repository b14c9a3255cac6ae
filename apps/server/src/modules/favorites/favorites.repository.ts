import { and, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { offerFavorites, offers } from '../../db/schema.js';

/** The row id of an offer that is not deleted, by its hash. */
export async function findLiveOfferId(db: Executor, hash: string): Promise<number | undefined> {
  const [row] = await db
    .select({ id: offers.id })
    .from(offers)
    .where(and(eq(offers.hash, hash), isNull(offers.deletedAt)));
  return row?.id;
}

export async function addFavorite(db: Executor, userId: number, offerId: number): Promise<void> {
  await db.insert(offerFavorites).values({ userId, offerId }).onConflictDoNothing();
}

export async function removeFavorite(db: Executor, userId: number, offerId: number): Promise<void> {
  await db
    .delete(offerFavorites)
    .where(and(eq(offerFavorites.userId, userId), eq(offerFavorites.offerId, offerId)));
}
