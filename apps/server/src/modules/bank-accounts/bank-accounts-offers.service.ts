import type { OfferBankAccounts } from '@p2p/shared';
import type { Database, Executor } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import * as repo from './bank-accounts.repository.js';
import { toView } from './bank-accounts.service.js';

/** The bank account ids an offer shows (for the view-offer state); deleted accounts drop out. */
export function bankAccountIdsOfOffer(db: Executor, offerId: number): Promise<number[]> {
  return repo.bankAccountIdsOfOffer(db, offerId);
}

async function answer(
  db: Executor,
  userId: number,
  hash: string,
  offerId: number,
): Promise<OfferBankAccounts> {
  const ids = await repo.bankAccountIdsOfOffer(db, offerId);
  const accounts = await repo.listLiveAccountsByIds(db, userId, ids);
  return { offerHash: hash, bankAccountIds: ids, bankAccounts: accounts.map(toView) };
}

export async function getOfferBankAccounts(
  db: Database,
  userId: number,
  hash: string,
): Promise<OfferBankAccounts> {
  const offer = await repo.findOwnedLiveOffer(db, userId, hash);
  if (!offer) throw AppError.notFound('Offer');
  return answer(db, userId, hash, offer.id);
}

/**
 * Replaces the accounts an offer shows. The offer and every account must be the caller's, live, and
 * the accounts in the offer's fiat currency; anything else is a 404 (as if it did not exist).
 */
export async function setOfferBankAccounts(
  db: Database,
  userId: number,
  hash: string,
  ids: number[],
): Promise<OfferBankAccounts> {
  return db.transaction(async (tx) => {
    const offer = await repo.findOwnedLiveOffer(tx, userId, hash);
    if (!offer) throw AppError.notFound('Offer');
    // As when sharing in a trade: a delete racing this link either sees it or wins first.
    await repo.lockLiveAccounts(tx, userId, ids);
    const accounts = await repo.listLiveAccountsByIds(tx, userId, ids);
    const usable = new Set(
      accounts
        .filter((row) => row.account.fiatCurrencyId === offer.fiatCurrencyId)
        .map((row) => row.account.id),
    );
    const missing = ids.filter((id) => !usable.has(id));
    if (missing.length > 0)
      throw new AppError('ERROR_NOT_FOUND', 'Bank account not found', {
        bank_account_ids: missing.map((id) => `Bank account ${id} not found`),
      });
    await repo.replaceOfferBankAccounts(tx, offer.id, ids);
    return answer(tx, userId, hash, offer.id);
  });
}
