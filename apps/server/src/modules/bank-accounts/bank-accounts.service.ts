import {
  BANK_ACCOUNT_IN_USE_CODE,
  type BankAccountForm,
  type BankAccountInput,
  type BankAccountView,
  type BankAccountType,
} from '@p2p/shared';
import type { Database } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { checkBankAccount } from './bank-account-checks.js';
import * as repo from './bank-accounts.repository.js';

export function toView({
  account,
  fiatCurrencyCode,
  countryIso,
  countryName,
}: repo.BankAccountWithNames): BankAccountView {
  return {
    id: account.id,
    form: account.form as BankAccountForm,
    fiatCurrencyId: account.fiatCurrencyId,
    fiatCurrencyCode,
    countryId: account.countryId,
    countryIso,
    countryName,
    accountType: account.accountType as BankAccountType,
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
    createdAt: account.createdAt.toISOString(),
    updatedAt: account.updatedAt.toISOString(),
  };
}

export async function listAccounts(
  db: Database,
  userId: number,
  fiatCurrencyId?: number,
): Promise<BankAccountView[]> {
  const rows = await repo.listLiveAccounts(db, userId);
  return rows
    .filter((row) => fiatCurrencyId === undefined || row.account.fiatCurrencyId === fiatCurrencyId)
    .map(toView);
}

/** The user's own live account; anyone else's (or a deleted one) is a 404. */
export async function getAccount(db: Database, userId: number, id: number): Promise<BankAccountView> {
  const row = await repo.findLiveAccount(db, userId, id);
  if (!row) throw AppError.notFound('Bank account');
  return toView(row);
}

export async function createAccount(
  db: Database,
  userId: number,
  input: BankAccountInput,
): Promise<BankAccountView> {
  const id = await db.transaction(async (tx) => {
    await repo.lockOwner(tx, userId);
    const account = await checkBankAccount(tx, userId, input);
    return repo.insertAccount(tx, userId, account);
  });
  return getAccount(db, userId, id);
}

export async function updateAccount(
  db: Database,
  userId: number,
  id: number,
  input: BankAccountInput,
): Promise<BankAccountView> {
  await db.transaction(async (tx) => {
    await repo.lockOwner(tx, userId);
    const before = await repo.lockLiveAccount(tx, userId, id);
    if (!before) throw AppError.notFound('Bank account');
    const account = await checkBankAccount(tx, userId, input, id);
    await repo.updateAccount(tx, id, account);
    // Offers list accounts in their own fiat currency only: one that changed currency leaves them.
    if (before.fiatCurrencyId !== account.fiatCurrencyId) await repo.unlinkFromOffers(tx, id);
  });
  return getAccount(db, userId, id);
}

/**
 * Soft delete. An account an open trade or an enabled offer uses stays: 422 with the reason, which the
 * web shows in its deletion-error modal.
 */
export async function deleteAccount(
  db: Database,
  userId: number,
  id: number,
): Promise<{ id: number; deleted: true }> {
  await db.transaction(async (tx) => {
    if (!(await repo.lockLiveAccount(tx, userId, id))) throw AppError.notFound('Bank account');
    if (await repo.isLinkedToOpenTrade(tx, id))
      throw new AppError(
        BANK_ACCOUNT_IN_USE_CODE,
        'The bank account is used in an open trade',
        { bank_account: ['linked_to_open_trade'] },
        422,
      );
    if (await repo.isLinkedToEnabledOffer(tx, id))
      throw new AppError(
        BANK_ACCOUNT_IN_USE_CODE,
        'The bank account is linked to an active offer',
        { bank_account: ['linked_to_enabled_offer'] },
        422,
      );
    await repo.softDeleteAccount(tx, id);
  });
  return { id, deleted: true };
}
