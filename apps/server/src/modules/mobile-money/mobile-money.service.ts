import {
  MOBILE_MONEY_WALLET_IN_USE_CODE,
  MOBILE_MONEY_WALLETS_MAX,
  type MobileMoneyPaymentMethod,
  type MobileMoneyWallet,
  type MobileMoneyWalletDeleted,
  type MobileMoneyWalletInput,
} from '@p2p/shared';
import type { Database, Executor } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { referenceCatalog } from '../reference/reference.service.js';
import { checkWallet } from './mobile-money-checks.js';
import * as repo from './mobile-money.repository.js';

/** The wallet's payment methods by id, in its order; a method retired from the reference data drops out. */
export async function methodsOf(db: Executor, ids: readonly number[]): Promise<MobileMoneyPaymentMethod[]> {
  const catalog = await referenceCatalog(db);
  return ids.flatMap((id) => {
    const method = catalog.paymentMethod(String(id));
    return method ? [{ id: method.id, slug: method.slug, name: method.name }] : [];
  });
}

export async function toView(db: Executor, row: repo.WalletWithCountry): Promise<MobileMoneyWallet> {
  const { wallet } = row;
  return {
    id: wallet.id,
    countryId: wallet.countryId,
    countryIso: row.countryIso ?? '',
    countryName: row.countryName,
    phone: wallet.phone,
    holderName: wallet.holderName,
    paymentMethods: await methodsOf(db, wallet.paymentMethodIds),
    isSelected: wallet.isSelected,
    createdAt: wallet.createdAt.toISOString(),
    updatedAt: wallet.updatedAt.toISOString(),
  };
}

export async function listWallets(db: Database, userId: number): Promise<MobileMoneyWallet[]> {
  const rows = await repo.listLiveWallets(db, userId);
  return Promise.all(rows.map((row) => toView(db, row)));
}

/** The user's own live wallet; anyone else's (or a deleted one) is a 404. */
export async function getWallet(db: Executor, userId: number, id: number): Promise<MobileMoneyWallet> {
  const row = await repo.findLiveWallet(db, userId, id);
  if (!row) throw AppError.notFound('Mobile money wallet');
  return toView(db, row);
}

/** Adds a wallet; the user's first one becomes the selected wallet. */
export async function createWallet(
  db: Database,
  userId: number,
  input: MobileMoneyWalletInput,
): Promise<MobileMoneyWallet> {
  const id = await db.transaction(async (tx) => {
    await repo.lockOwner(tx, userId);
    const count = await repo.countLiveWallets(tx, userId);
    if (count >= MOBILE_MONEY_WALLETS_MAX)
      throw new AppError(
        'ERROR_INPUT_VALIDATION',
        `At most ${MOBILE_MONEY_WALLETS_MAX} mobile money wallets`,
        { wallet: ['wallets_limit'] },
      );
    const values = await checkWallet(tx, userId, input);
    return repo.insertWallet(tx, userId, values, count === 0);
  });
  return getWallet(db, userId, id);
}

/** Replaces the whole wallet; whether it is selected does not change. */
export async function updateWallet(
  db: Database,
  userId: number,
  id: number,
  input: MobileMoneyWalletInput,
): Promise<MobileMoneyWallet> {
  await db.transaction(async (tx) => {
    await repo.lockOwner(tx, userId);
    if (!(await repo.lockLiveWallet(tx, userId, id))) throw AppError.notFound('Mobile money wallet');
    await repo.updateWallet(tx, id, await checkWallet(tx, userId, input, id));
  });
  return getWallet(db, userId, id);
}

/** Makes the wallet the user's selected (default) one; the previous one is no longer selected. */
export async function selectWallet(db: Database, userId: number, id: number): Promise<MobileMoneyWallet> {
  await db.transaction(async (tx) => {
    await repo.lockOwner(tx, userId);
    if (!(await repo.lockLiveWallet(tx, userId, id))) throw AppError.notFound('Mobile money wallet');
    await repo.selectWallet(tx, userId, id);
  });
  return getWallet(db, userId, id);
}

/**
 * Soft delete. A wallet an enabled offer or an open trade shows stays (422 with the reason); a
 * disabled offer just loses it. When the selected wallet goes, the newest one left is selected.
 */
export async function deleteWallet(
  db: Database,
  userId: number,
  id: number,
): Promise<MobileMoneyWalletDeleted> {
  return db.transaction(async (tx) => {
    await repo.lockOwner(tx, userId);
    const wallet = await repo.lockLiveWallet(tx, userId, id);
    if (!wallet) throw AppError.notFound('Mobile money wallet');
    if (await repo.isLinkedToOpenTrade(tx, id))
      throw new AppError(
        MOBILE_MONEY_WALLET_IN_USE_CODE,
        'The wallet is shown in an open trade',
        { wallet: ['linked_to_open_trade'] },
        422,
      );
    if (await repo.isLinkedToEnabledOffer(tx, id))
      throw new AppError(
        MOBILE_MONEY_WALLET_IN_USE_CODE,
        'The wallet is shown on an active offer',
        { wallet: ['linked_to_enabled_offer'] },
        422,
      );
    await repo.unlinkFromOffers(tx, id);
    await repo.softDeleteWallet(tx, id);
    if (wallet.isSelected) {
      const next = await repo.newestLiveWalletId(tx, userId);
      if (next !== undefined) await repo.selectWallet(tx, userId, next);
    }
    return { id, deleted: true as const, selectedWalletId: await repo.selectedWalletId(tx, userId) };
  });
}
