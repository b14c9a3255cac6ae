import { and, asc, eq, inArray, isNull, ne, or, type SQL } from 'drizzle-orm';
import { OPEN_TRADE_STATUSES, type NormalizedBankAccount } from '@p2p/shared';
import type { Executor } from '../../db/client.js';
import {
  bankAccounts,
  countries,
  fiatCurrencies,
  offerBankAccounts,
  offers,
  tradeBankAccounts,
  trades,
  users,
} from '../../db/schema.js';

export type BankAccountRow = typeof bankAccounts.$inferSelect;
export interface BankAccountWithNames {
  account: BankAccountRow;
  fiatCurrencyCode: string;
  countryIso: string | null;
  countryName: string;
}

const withNames = {
  account: bankAccounts,
  fiatCurrencyCode: fiatCurrencies.code,
  countryIso: countries.iso,
  countryName: countries.name,
};

function selectWithNames(db: Executor, where: SQL | undefined) {
  return db
    .select(withNames)
    .from(bankAccounts)
    .innerJoin(fiatCurrencies, eq(fiatCurrencies.id, bankAccounts.fiatCurrencyId))
    .innerJoin(countries, eq(countries.id, bankAccounts.countryId))
    .where(where)
    .orderBy(asc(bankAccounts.id));
}

/** The user's accounts that are not deleted, oldest first. */
export function listLiveAccounts(db: Executor, userId: number): Promise<BankAccountWithNames[]> {
  return selectWithNames(db, and(eq(bankAccounts.userId, userId), isNull(bankAccounts.deletedAt)));
}

/** Locks the user's live accounts among `ids` (id order, so two writers cannot deadlock). */
export async function lockLiveAccounts(db: Executor, userId: number, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  await db
    .select({ id: bankAccounts.id })
    .from(bankAccounts)
    .where(
      and(eq(bankAccounts.userId, userId), isNull(bankAccounts.deletedAt), inArray(bankAccounts.id, ids)),
    )
    .orderBy(asc(bankAccounts.id))
    .for('update');
}

/** The user's live accounts among `ids`. */
export function listLiveAccountsByIds(
  db: Executor,
  userId: number,
  ids: number[],
): Promise<BankAccountWithNames[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return selectWithNames(
    db,
    and(eq(bankAccounts.userId, userId), isNull(bankAccounts.deletedAt), inArray(bankAccounts.id, ids)),
  );
}

export async function findLiveAccount(
  db: Executor,
  userId: number,
  id: number,
): Promise<BankAccountWithNames | undefined> {
  const [row] = await selectWithNames(
    db,
    and(eq(bankAccounts.id, id), eq(bankAccounts.userId, userId), isNull(bankAccounts.deletedAt)),
  );
  return row;
}

/** Serializes one owner's account writes, so two requests cannot both add the same number. */
export async function lockOwner(db: Executor, userId: number): Promise<void> {
  await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

/**
 * Locks the user's live account for a change and answers its currency, or undefined when there is no
 * such account (PGlite ignores the lock; it runs one transaction at a time).
 */
export async function lockLiveAccount(
  db: Executor,
  userId: number,
  id: number,
): Promise<{ fiatCurrencyId: number } | undefined> {
  const [row] = await db
    .select({ fiatCurrencyId: bankAccounts.fiatCurrencyId })
    .from(bankAccounts)
    .where(and(eq(bankAccounts.id, id), eq(bankAccounts.userId, userId), isNull(bankAccounts.deletedAt)))
    .for('update');
  return row;
}

export async function unlinkFromOffers(db: Executor, id: number): Promise<void> {
  await db.delete(offerBankAccounts).where(eq(offerBankAccounts.bankAccountId, id));
}

const columns = (account: NormalizedBankAccount) => ({
  fiatCurrencyId: account.fiatCurrencyId,
  countryId: account.countryId,
  form: account.form,
  accountType: account.accountType,
  isPersonal: account.isPersonal,
  holderName: account.holderName,
  accountNumber: account.accountNumber,
  iban: account.iban,
  swiftCode: account.swiftCode,
  routingNumber: account.routingNumber,
  bankId: account.bankId,
  bankName: account.bankName,
  ifsc: account.ifsc,
  clabe: account.clabe,
  additionalInfo: account.additionalInfo,
  residency: account.residency,
  state: account.state,
  city: account.city,
  zip: account.zip,
  address: account.address,
});

export async function insertAccount(
  db: Executor,
  userId: number,
  account: NormalizedBankAccount,
): Promise<number> {
  const [row] = await db
    .insert(bankAccounts)
    .values({ userId, ...columns(account) })
    .returning({ id: bankAccounts.id });
  return row!.id;
}

export async function updateAccount(db: Executor, id: number, account: NormalizedBankAccount): Promise<void> {
  await db
    .update(bankAccounts)
    .set({ ...columns(account), updatedAt: new Date() })
    .where(eq(bankAccounts.id, id));
}

/** Soft delete; links to offers (none enabled, checked before) go with it. */
export async function softDeleteAccount(db: Executor, id: number): Promise<void> {
  await db
    .update(bankAccounts)
    .set({ deletedAt: new Date(), updatedAt: new Date() })
    .where(eq(bankAccounts.id, id));
  await unlinkFromOffers(db, id);
}

/** The same number at another bank is another account: the bank's key per form. */
function sameBank(account: NormalizedBankAccount): SQL | undefined {
  switch (account.form) {
    case 'US':
    case 'GB':
    case 'RU':
      return eq(bankAccounts.routingNumber, account.routingNumber ?? '');
    case 'IN':
      return eq(bankAccounts.ifsc, account.ifsc ?? '');
    case 'NG':
      return eq(bankAccounts.bankId, account.bankId ?? '');
    case 'OTHER':
      return eq(bankAccounts.swiftCode, account.swiftCode ?? '');
    default:
      return undefined;
  }
}

/** Whether the user already has a live account of the same form with the same number. */
export async function hasDuplicate(
  db: Executor,
  userId: number,
  account: NormalizedBankAccount,
  excludeId?: number,
): Promise<boolean> {
  const sameNumber = [
    account.accountNumber !== null ? eq(bankAccounts.accountNumber, account.accountNumber) : undefined,
    account.form === 'FI' && account.iban !== null ? eq(bankAccounts.iban, account.iban) : undefined,
  ].filter((condition): condition is SQL => condition !== undefined);
  if (sameNumber.length === 0) return false;
  const [row] = await db
    .select({ id: bankAccounts.id })
    .from(bankAccounts)
    .where(
      and(
        eq(bankAccounts.userId, userId),
        isNull(bankAccounts.deletedAt),
        eq(bankAccounts.form, account.form),
        sameBank(account),
        or(...sameNumber),
        excludeId === undefined ? undefined : ne(bankAccounts.id, excludeId),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** Whether the account is shared in (or chosen for) a trade that is still open. */
export async function isLinkedToOpenTrade(db: Executor, id: number): Promise<boolean> {
  const open = inArray(trades.status, [...OPEN_TRADE_STATUSES]);
  const [shared] = await db
    .select({ id: trades.id })
    .from(tradeBankAccounts)
    .innerJoin(trades, eq(trades.id, tradeBankAccounts.tradeId))
    .where(and(eq(tradeBankAccounts.bankAccountId, id), open))
    .limit(1);
  if (shared) return true;
  const [chosen] = await db
    .select({ id: trades.id })
    .from(trades)
    .where(and(eq(trades.bankAccountId, id), open))
    .limit(1);
  return chosen !== undefined;
}

export async function isLinkedToEnabledOffer(db: Executor, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: offers.id })
    .from(offerBankAccounts)
    .innerJoin(offers, eq(offers.id, offerBankAccounts.offerId))
    .where(and(eq(offerBankAccounts.bankAccountId, id), eq(offers.isEnabled, true), isNull(offers.deletedAt)))
    .limit(1);
  return row !== undefined;
}

export async function countryIso(db: Executor, countryId: number): Promise<string | null | undefined> {
  const [row] = await db.select({ iso: countries.iso }).from(countries).where(eq(countries.id, countryId));
  return row === undefined ? undefined : row.iso;
}

export async function countryIsoExists(db: Executor, iso: string): Promise<boolean> {
  const [row] = await db.select({ id: countries.id }).from(countries).where(eq(countries.iso, iso));
  return row !== undefined;
}

export async function fiatCurrencyExists(db: Executor, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: fiatCurrencies.id })
    .from(fiatCurrencies)
    .where(eq(fiatCurrencies.id, id));
  return row !== undefined;
}

// The offer link.

export async function findOwnedLiveOffer(
  db: Executor,
  userId: number,
  hash: string,
): Promise<{ id: number; fiatCurrencyId: number } | undefined> {
  const [row] = await db
    .select({ id: offers.id, fiatCurrencyId: offers.fiatCurrencyId })
    .from(offers)
    .where(and(eq(offers.hash, hash), eq(offers.ownerId, userId), isNull(offers.deletedAt)));
  return row;
}

/** The live bank accounts linked to an offer, by id. */
export async function bankAccountIdsOfOffer(db: Executor, offerId: number): Promise<number[]> {
  const rows = await db
    .select({ id: offerBankAccounts.bankAccountId })
    .from(offerBankAccounts)
    .innerJoin(bankAccounts, eq(bankAccounts.id, offerBankAccounts.bankAccountId))
    .where(and(eq(offerBankAccounts.offerId, offerId), isNull(bankAccounts.deletedAt)))
    .orderBy(asc(offerBankAccounts.bankAccountId));
  return rows.map((row) => row.id);
}

export async function replaceOfferBankAccounts(db: Executor, offerId: number, ids: number[]): Promise<void> {
  // Lock the offer so two concurrent replacements end with one whole list, not a mix.
  await db.select({ id: offers.id }).from(offers).where(eq(offers.id, offerId)).for('update');
  await db.delete(offerBankAccounts).where(eq(offerBankAccounts.offerId, offerId));
  if (ids.length > 0)
    await db.insert(offerBankAccounts).values(ids.map((bankAccountId) => ({ offerId, bankAccountId })));
}
