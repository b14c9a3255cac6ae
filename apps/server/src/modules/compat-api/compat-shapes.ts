import { coinPrecision, parseAmount, type TradeRowStatus, type TradeView } from '@p2p/shared';

/** The original API's trade_status words; the exact state is in `status`. */
const TRADE_STATUS_WORDS: Readonly<Record<TradeRowStatus, string>> = {
  not_funded: 'Not funded',
  active_funded: 'Active funded',
  paid: 'Paid',
  dispute_open: 'Dispute open',
  released: 'Successful',
  cancelled_buyer: 'Cancelled',
  cancelled_seller: 'Cancelled',
  cancelled_system: 'Cancelled',
  expired: 'Expired',
  dispute_won_buyer: 'Successful',
  dispute_won_seller: 'Cancelled',
};

export function tradeStatusWord(status: TradeRowStatus): string {
  return TRADE_STATUS_WORDS[status];
}

/** A coin amount of a view ("0.00123") in minor units ("123000"), as the original API answered. */
export function minorUnits(decimal: string, coin: TradeView['cryptoCurrencyCode']): string {
  const parsed = parseAmount(decimal, coinPrecision(coin));
  return parsed.ok ? parsed.value.toString() : '0';
}

const unixSeconds = (iso: string | null) => (iso === null ? null : Math.floor(Date.parse(iso) / 1000));

/** A trade in the original API's field names (trade/get, trade/list, trade/completed). */
export function compatTrade(view: TradeView) {
  const coin = view.cryptoCurrencyCode;
  return {
    trade_hash: view.tradeHash,
    offer_hash: view.offer.hash,
    offer_type: view.offer.type,
    trade_status: tradeStatusWord(view.status),
    status: view.status,
    you_are_selling: view.role === 'seller',
    is_vendor: view.isVendor,
    buyer: view.buyer.username,
    seller: view.seller.username,
    buyer_full_name: view.buyer.fullName,
    seller_full_name: view.seller.fullName,
    fiat_amount_requested: view.fiatAmount,
    fiat_currency_code: view.currency.code,
    fiat_price_per_crypto: view.fiatPricePerCrypto,
    crypto_amount_requested: minorUnits(view.cryptoAmount, coin),
    crypto_amount: view.cryptoAmount,
    crypto_currency_code: coin,
    fee_crypto_amount: minorUnits(view.fee, coin),
    fee_percentage: view.feePercent,
    payment_method_name: view.paymentMethod.name,
    payment_method_slug: view.paymentMethod.slug,
    payment_window: view.paymentWindowMinutes,
    payment_details: view.paymentDetails,
    offer_terms: view.offer.terms,
    started_at: view.startedAt,
    funded_at: view.fundedAt,
    paid_at: view.paidAt,
    completed_at: view.completedAt,
    cancelled_at: view.cancelledAt,
    expires_at: view.expiresAt,
    started_at_unix: unixSeconds(view.startedAt),
    is_completed: view.tradeCompleted,
    release_requires_2fa: view.releaseRequiresSecondFactor,
    dispute: view.dispute,
    actions: view.actions,
    chat_url: view.chatUrl,
  };
}
export type CompatTrade = ReturnType<typeof compatTrade>;
