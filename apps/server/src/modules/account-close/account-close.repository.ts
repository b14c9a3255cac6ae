import { and, eq, inArray, isNull, ne, notExists, notInArray, or, sql } from 'drizzle-orm';
import { OPEN_TRADE_STATUSES } from '@p2p/shared';
import type { Executor } from '../../db/client.js';
import {
  authRequests,
  bankAccounts,
  chainDeposits,
  emailChangeRequests,
  knownDevices,
  ledgerAccounts,
  loginEvents,
  notificationPreferences,
  notifications,
  offerBankAccounts,
  offerFavorites,
  offers,
  outboxMessages,
  passwordResetTokens,
  telegramLinkCodes,
  telegramLinks,
  tradeBankAccounts,
  trades,
  twoFactorBackupCodes,
  twoFactorSettings,
  userEvents,
  userRelations,
  users,
  verificationCodes,
  webPushSubscriptions,
  withdrawals,
} from '../../db/schema.js';

export interface AccountRow {
  id: number;
  passwordHash: string;
  closedAt: Date | null;
  avatarUrl: string | null;
}

const accountColumns = {
  id: users.id,
  passwordHash: users.passwordHash,
  closedAt: users.closedAt,
  avatarUrl: users.avatarUrl,
};

export async function findAccount(db: Executor, userId: number): Promise<AccountRow | undefined> {
  const [row] = await db.select(accountColumns).from(users).where(eq(users.id, userId));
  return row;
}

/**
 * Locks the account row for the close. Trade starts take a key-share lock on the parties' rows before
 * they lock an offer, so a start either finishes before the close reads the open trades or waits for
 * the close and then finds the offers turned off.
 */
export async function lockAccount(db: Executor, userId: number): Promise<AccountRow | undefined> {
  const [row] = await db.select(accountColumns).from(users).where(eq(users.id, userId)).for('update');
  return row;
}

export function openTradesOf(db: Executor, userId: number) {
  return db
    .select({ tradeHash: trades.hash, status: trades.status })
    .from(trades)
    .where(
      and(
        or(eq(trades.buyerId, userId), eq(trades.sellerId, userId)),
        inArray(trades.status, [...OPEN_TRADE_STATUSES]),
      ),
    )
    .limit(50);
}

/** Non-zero balances of the user's own ledger accounts (available, escrow, bond), per coin and kind. */
export function nonZeroBalancesOf(db: Executor, userId: number) {
  return db
    .select({
      coin: ledgerAccounts.coin,
      kind: ledgerAccounts.kind,
      amount: sql<string>`sum(${ledgerAccounts.balance})::text`,
    })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.userId, userId), ne(ledgerAccounts.balance, 0n)))
    .groupBy(ledgerAccounts.coin, ledgerAccounts.kind);
}

export function pendingDepositsOf(db: Executor, userId: number) {
  return db
    .select({ coin: chainDeposits.coin, amount: sql<string>`${chainDeposits.amount}::text` })
    .from(chainDeposits)
    .where(and(eq(chainDeposits.userId, userId), eq(chainDeposits.status, 'pending')))
    .limit(50);
}

/** Send-outs not yet settled either way: the amount may still come back to the account. */
export function unsettledSendOutsOf(db: Executor, userId: number) {
  return db
    .select({
      coin: withdrawals.coin,
      amount: sql<string>`${withdrawals.amount}::text`,
      status: withdrawals.status,
    })
    .from(withdrawals)
    .where(and(eq(withdrawals.userId, userId), notInArray(withdrawals.status, ['confirmed', 'failed'])))
    .limit(50);
}

/** Turns every offer of the user off (kept: the trades made on them point at them). */
export async function disableOffers(db: Executor, userId: number): Promise<void> {
  await db.update(offers).set({ isEnabled: false }).where(eq(offers.ownerId, userId));
}

/**
 * Deletes what only served the account holder: sign-in and device records, second-factor secrets,
 * codes and tokens, contacts lists, favourites, notifications and their channels, and the mail sent
 * to them. Decision 015 lists each table and why.
 */
export async function deletePersonalRecords(db: Executor, userId: number): Promise<void> {
  for (const table of [
    knownDevices,
    loginEvents,
    passwordResetTokens,
    emailChangeRequests,
    verificationCodes,
    twoFactorBackupCodes,
    twoFactorSettings,
    authRequests,
    offerFavorites,
    notificationPreferences,
    notifications,
    webPushSubscriptions,
    telegramLinks,
    telegramLinkCodes,
    userEvents,
    outboxMessages,
  ]) {
    await db.delete(table).where(eq(table.userId, userId));
  }
  await db
    .delete(userRelations)
    .where(or(eq(userRelations.userId, userId), eq(userRelations.targetUserId, userId)));
}

/**
 * Bank accounts: unlinked from the user's offers; deleted unless shared in a trade, where they are
 * part of that trade's record for the counterparty (then only marked deleted).
 */
export async function removeBankAccounts(db: Executor, userId: number): Promise<void> {
  const own = db.select({ id: bankAccounts.id }).from(bankAccounts).where(eq(bankAccounts.userId, userId));
  await db.delete(offerBankAccounts).where(inArray(offerBankAccounts.bankAccountId, own));
  await db.delete(bankAccounts).where(
    and(
      eq(bankAccounts.userId, userId),
      notExists(
        db
          .select({ one: sql`1` })
          .from(tradeBankAccounts)
          .where(eq(tradeBankAccounts.bankAccountId, bankAccounts.id)),
      ),
    ),
  );
  await db
    .update(bankAccounts)
    .set({ deletedAt: new Date() })
    .where(and(eq(bankAccounts.userId, userId), isNull(bankAccounts.deletedAt)));
}

/** Replaces the personal fields of the user row; the username stays, reserved, and marks it closed. */
export async function anonymiseUser(
  db: Executor,
  userId: number,
  replacement: { email: string; passwordHash: string; closedAt: Date },
): Promise<void> {
  await db
    .update(users)
    .set({
      email: replacement.email,
      passwordHash: replacement.passwordHash,
      closedAt: replacement.closedAt,
      phone: null,
      phoneVerifiedAt: null,
      phoneCountryIso: null,
      phoneCodeLockedUntil: null,
      emailVerifiedAt: null,
      avatarUrl: null,
      firstName: null,
      lastName: null,
      fullNameVisibilityType: 'hide',
      bio: '',
      countryId: null,
      timezone: 'UTC',
      vendorLanguages: [],
      completedTourGuides: [],
      lastSeenAt: null,
    })
    .where(eq(users.id, userId));
}
