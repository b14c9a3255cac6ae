import { and, asc, desc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import { OPEN_TRADE_STATUSES } from '@p2p/shared';
import type { Executor } from '../../db/client.js';
import {
  countries,
  mobileMoneyWallets,
  offerMobileMoneyWallets,
  offers,
  trades,
  users,
} from '../../db/schema.js';

export type WalletRow = typeof mobileMoneyWallets.$inferSelect;
export interface WalletWithCountry {
  wallet: WalletRow;
  countryIso: string | null;
  countryName: string;
}
export interface WalletValues {
  countryId: number;
  phone: string;
  holderName: string;
  paymentMethodIds: number[];
}

const live = (userId: number) =>
  and(eq(mobileMoneyWallets.userId, userId), isNull(mobileMoneyWallets.deletedAt));

function selectWithCountry(db: Executor) {
  return db
    .select({ wallet: mobileMoneyWallets, countryIso: countries.iso, countryName: countries.name })
    .from(mobileMoneyWallets)
    .innerJoin(countries, eq(countries.id, mobileMoneyWallets.countryId));
}

/** The user's live wallets, oldest first. */
export function listLiveWallets(db: Executor, userId: number): Promise<WalletWithCountry[]> {
  return selectWithCountry(db).where(live(userId)).orderBy(asc(mobileMoneyWallets.id));
}

export async function findLiveWallet(
  db: Executor,
  userId: number,
  id: number,
): Promise<WalletWithCountry | undefined> {
  const [row] = await selectWithCountry(db).where(and(live(userId), eq(mobileMoneyWallets.id, id)));
  return row;
}

/** Serialises one user's wallet changes (count, uniqueness, the selected flag) on PostgreSQL. */
export async function lockOwner(db: Executor, userId: number): Promise<void> {
  await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

export async function lockLiveWallet(
  db: Executor,
  userId: number,
  id: number,
): Promise<WalletRow | undefined> {
  const [row] = await db
    .select()
    .from(mobileMoneyWallets)
    .where(and(live(userId), eq(mobileMoneyWallets.id, id)))
    .for('update');
  return row;
}

export async function countLiveWallets(db: Executor, userId: number): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(mobileMoneyWallets)
    .where(live(userId));
  return Number(row?.count ?? 0);
}

/** Whether the owner already keeps this number in another live wallet. */
export async function phoneTaken(db: Executor, userId: number, phone: string, exceptId?: number) {
  const [row] = await db
    .select({ id: mobileMoneyWallets.id })
    .from(mobileMoneyWallets)
    .where(
      and(
        live(userId),
        eq(mobileMoneyWallets.phone, phone),
        exceptId === undefined ? undefined : ne(mobileMoneyWallets.id, exceptId),
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function insertWallet(
  db: Executor,
  userId: number,
  values: WalletValues,
  isSelected: boolean,
): Promise<number> {
  const [row] = await db
    .insert(mobileMoneyWallets)
    .values({ userId, ...values, isSelected })
    .returning({ id: mobileMoneyWallets.id });
  return row!.id;
}

export async function updateWallet(db: Executor, id: number, values: WalletValues): Promise<void> {
  await db
    .update(mobileMoneyWallets)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(mobileMoneyWallets.id, id));
}

/** Makes `id` the user's only selected wallet (clearing first keeps the partial unique index happy). */
export async function selectWallet(db: Executor, userId: number, id: number): Promise<void> {
  await db
    .update(mobileMoneyWallets)
    .set({ isSelected: false })
    .where(and(live(userId), eq(mobileMoneyWallets.isSelected, true), ne(mobileMoneyWallets.id, id)));
  await db.update(mobileMoneyWallets).set({ isSelected: true }).where(eq(mobileMoneyWallets.id, id));
}

export async function softDeleteWallet(db: Executor, id: number): Promise<void> {
  await db
    .update(mobileMoneyWallets)
    .set({ deletedAt: new Date(), isSelected: false })
    .where(eq(mobileMoneyWallets.id, id));
}

/** The newest live wallet left, the one that becomes selected when the selected one goes. */
export async function newestLiveWalletId(db: Executor, userId: number): Promise<number | undefined> {
  const [row] = await db
    .select({ id: mobileMoneyWallets.id })
    .from(mobileMoneyWallets)
    .where(live(userId))
    .orderBy(desc(mobileMoneyWallets.id))
    .limit(1);
  return row?.id;
}

export async function selectedWalletId(db: Executor, userId: number): Promise<number | null> {
  const [row] = await db
    .select({ id: mobileMoneyWallets.id })
    .from(mobileMoneyWallets)
    .where(and(live(userId), eq(mobileMoneyWallets.isSelected, true)));
  return row?.id ?? null;
}

export async function countryById(db: Executor, id: number) {
  const [row] = await db
    .select({ id: countries.id, iso: countries.iso, name: countries.name })
    .from(countries)
    .where(eq(countries.id, id));
  return row;
}

// Offers and trades.

export async function isLinkedToEnabledOffer(db: Executor, walletId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: offers.id })
    .from(offerMobileMoneyWallets)
    .innerJoin(offers, eq(offers.id, offerMobileMoneyWallets.offerId))
    .where(
      and(
        eq(offerMobileMoneyWallets.walletId, walletId),
        eq(offers.isEnabled, true),
        isNull(offers.deletedAt),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** An open trade of an offer that shows this wallet: its buyer may be paying to it right now. */
export async function isLinkedToOpenTrade(db: Executor, walletId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: trades.id })
    .from(offerMobileMoneyWallets)
    .innerJoin(trades, eq(trades.offerId, offerMobileMoneyWallets.offerId))
    .where(
      and(eq(offerMobileMoneyWallets.walletId, walletId), inArray(trades.status, [...OPEN_TRADE_STATUSES])),
    )
    .limit(1);
  return row !== undefined;
}

export async function unlinkFromOffers(db: Executor, walletId: number): Promise<void> {
  await db.delete(offerMobileMoneyWallets).where(eq(offerMobileMoneyWallets.walletId, walletId));
}

export async function findOwnedLiveOffer(db: Executor, userId: number, hash: string) {
  const [row] = await db
    .select({ id: offers.id, type: offers.type, paymentMethodId: offers.paymentMethodId })
    .from(offers)
    .where(and(eq(offers.hash, hash), eq(offers.ownerId, userId), isNull(offers.deletedAt)));
  return row;
}

/** The live wallet an offer shows, with its owner's id. */
export async function walletOfOffer(db: Executor, offerId: number): Promise<WalletWithCountry | undefined> {
  const [row] = await selectWithCountry(db)
    .innerJoin(offerMobileMoneyWallets, eq(offerMobileMoneyWallets.walletId, mobileMoneyWallets.id))
    .where(and(eq(offerMobileMoneyWallets.offerId, offerId), isNull(mobileMoneyWallets.deletedAt)));
  return row ? { wallet: row.wallet, countryIso: row.countryIso, countryName: row.countryName } : undefined;
}

export async function setOfferWallet(db: Executor, offerId: number, walletId: number | null): Promise<void> {
  await db.delete(offerMobileMoneyWallets).where(eq(offerMobileMoneyWallets.offerId, offerId));
  if (walletId !== null) await db.insert(offerMobileMoneyWallets).values({ offerId, walletId });
}

export async function offerIdOfTrade(db: Executor, hash: string) {
  const [row] = await db
    .select({ offerId: trades.offerId, sellerId: trades.sellerId, vendorId: trades.vendorId })
    .from(trades)
    .where(eq(trades.hash, hash));
  return row;
}
