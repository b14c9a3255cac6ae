import {
  MOBILE_MONEY_GROUP_ID,
  type MobileMoneyErrorCode,
  type OfferMobileMoneyWallet,
  type TradeMobileMoneyWallet,
} from '@p2p/shared';
import type { Database, Executor } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { referenceCatalog } from '../reference/reference.service.js';
import type { TradeCaller } from '../trades/trade-access.js';
import { getTradeView } from '../trades/trade-view.service.js';
import * as repo from './mobile-money.repository.js';
import { methodsOf, toView } from './mobile-money.service.js';

function refuse(code: MobileMoneyErrorCode, message: string): AppError {
  return new AppError('ERROR_INPUT_VALIDATION', message, { wallet_id: [code] });
}

async function answer(db: Executor, hash: string, offerId: number): Promise<OfferMobileMoneyWallet> {
  const row = await repo.walletOfOffer(db, offerId);
  return { offerHash: hash, wallet: row ? await toView(db, row) : null };
}

export async function getOfferWallet(db: Database, userId: number, hash: string) {
  const offer = await repo.findOwnedLiveOffer(db, userId, hash);
  if (!offer) throw AppError.notFound('Offer');
  return answer(db, hash, offer.id);
}

/**
 * Chooses the wallet a mobile money sell offer shows to its buyers (null: none). Only a sell offer
 * receives fiat (a buy offer's owner pays the taker's wallet), the method must be mobile money and
 * the wallet must take it. Another user's offer or wallet is a 404.
 */
export async function setOfferWallet(
  db: Database,
  userId: number,
  hash: string,
  walletId: number | null,
): Promise<OfferMobileMoneyWallet> {
  return db.transaction(async (tx) => {
    const offer = await repo.findOwnedLiveOffer(tx, userId, hash);
    if (!offer) throw AppError.notFound('Offer');
    if (walletId !== null) {
      const method = (await referenceCatalog(tx)).paymentMethod(String(offer.paymentMethodId));
      if (method?.groupId !== MOBILE_MONEY_GROUP_ID)
        throw refuse('offer_not_mobile_money', 'The offer is not paid by mobile money');
      if (offer.type !== 'sell')
        throw refuse('offer_not_sell', "A buy offer pays the seller's wallet: only a sell offer shows yours");
      // Locked: a delete racing this link either sees it or has removed the wallet first.
      const wallet = await repo.lockLiveWallet(tx, userId, walletId);
      if (!wallet) throw AppError.notFound('Mobile money wallet');
      if (!wallet.paymentMethodIds.includes(offer.paymentMethodId))
        throw refuse('wallet_not_for_method', "The wallet does not take the offer's payment method");
    }
    await repo.setOfferWallet(tx, offer.id, walletId);
    return answer(tx, hash, offer.id);
  });
}

/**
 * The wallet a trade's buyer pays to: the one the seller's mobile money offer shows. The parties (and
 * staff on a disputed trade) may ask; the buyer sees it when the payment details are revealed.
 */
export async function getTradeWallet(
  db: Database,
  hash: string,
  caller: TradeCaller | undefined,
): Promise<TradeMobileMoneyWallet> {
  const view = await getTradeView(db, hash, caller);
  const trade = await repo.offerIdOfTrade(db, view.tradeHash);
  const applies =
    trade !== undefined &&
    trade.vendorId === trade.sellerId &&
    view.paymentMethod.groupId === MOBILE_MONEY_GROUP_ID;
  if (!applies) return { tradeHash: view.tradeHash, hidden: false, wallet: null };
  if (view.role === 'buyer' && view.paymentDetails === null)
    return { tradeHash: view.tradeHash, hidden: true, wallet: null };
  const row = await repo.walletOfOffer(db, trade.offerId);
  return {
    tradeHash: view.tradeHash,
    hidden: false,
    wallet: row
      ? {
          phone: row.wallet.phone,
          holderName: row.wallet.holderName,
          countryIso: row.countryIso ?? '',
          countryName: row.countryName,
          paymentMethods: await methodsOf(db, row.wallet.paymentMethodIds),
        }
      : null,
  };
}
