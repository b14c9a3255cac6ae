import {
  bpsToPercent,
  coinPrecision,
  cryptoForFiatMinor,
  marginBpsOfPrice,
  OFFER_BOND_AMOUNTS,
  offerPriceMinor,
  parseDecimal,
  RATE_SCALE,
  tradeFeeBps,
  type CryptoCode,
  type OfferStatus,
  type TradeFeeRates,
} from '@p2p/shared';
import type { RatesService } from '../rates/rates.service.js';
import type { OfferReference } from './offers-reference.js';
import type { OfferRow } from './offers.repository.js';

/** What an offer costs and whether it is on the market now: the live price, fees, availability. */

/**
 * The platform's escrow fee in basis points, paid by the seller: the same computation and operator
 * rates (config TRADE_FEE_BPS_*) a trade started on the offer uses (tradeFeeBps), so the offer page
 * shows what the trade will charge. Without `fees` the platform's defaults apply.
 */
export function escrowFeeBps(
  row: Pick<OfferRow, 'paymentMethodGroupId' | 'manualEscrowFeeBps'>,
  fees?: TradeFeeRates,
): number {
  return tradeFeeBps(row, fees);
}

/** The rate of the offer's payment group before any manual fee. */
export function defaultEscrowFeeBps(
  row: Pick<OfferRow, 'paymentMethodGroupId'>,
  fees?: TradeFeeRates,
): number {
  return tradeFeeBps({ paymentMethodGroupId: row.paymentMethodGroupId, manualEscrowFeeBps: null }, fees);
}

/** Promoted now: a promotion counts (order, slots, views) only until its end. */
export function isPromoted(row: Pick<OfferRow, 'isStickied' | 'stickiedUntil'>, now: Date): boolean {
  return row.isStickied && row.stickiedUntil !== null && row.stickiedUntil.getTime() > now.getTime();
}

/** Everything a read of offers needs besides the row. */
export interface OfferReadContext {
  rates: RatesService;
  reference: OfferReference;
  now: Date;
  /** The operator's trade fee rates (offerFeeRates(config)); the platform's defaults when absent. */
  fees?: TradeFeeRates;
}

export interface OfferPricing {
  coin: CryptoCode;
  fiatCode: string;
  fiatDigits: number;
  /** The published market rate (fiat per coin), '0' when the rates provider does not price it. */
  rate: string;
  /** The offer's live price, fiat minor units per coin. */
  priceMinor: bigint;
  /**
   * A margin-priced offer while every price feed is stale (rates marketPricesPaused): off the market
   * and not tradable until a feed answers again. Fixed prices never pause (decision 032).
   */
  pricePaused: boolean;
}

/** The live price of an offer: its fixed price, or the market rate with its margin. */
export function pricingOf(row: OfferRow, ctx: OfferReadContext): OfferPricing {
  const coin = row.coin as CryptoCode;
  const fiat = ctx.reference.fiatById(row.fiatCurrencyId);
  const fiatCode = fiat?.code ?? 'USD';
  const priced = ctx.rates.hasCurrency(fiatCode);
  const fiatDigits = priced ? ctx.rates.fiatPrecision(fiatCode) : (fiat?.digits ?? 2);
  const rate = priced ? ctx.rates.fiatPerCoin(coin, fiatCode) : '0';
  const priceMinor = offerPriceMinor(
    {
      priceType: row.priceType === 'fixed' ? 'fixed' : 'margin',
      marginBps: row.marginBps,
      fixedPrice: row.fixedPrice,
    },
    rate,
    fiatDigits,
  );
  const pricePaused = row.priceType !== 'fixed' && ctx.rates.marketPricesPaused();
  return { coin, fiatCode, fiatDigits, rate, priceMinor, pricePaused };
}

/** The margin in basis points: the offer's own, or where its fixed price stands over the market now. */
export function effectiveMarginBps(row: OfferRow, pricing: OfferPricing): number {
  if (row.priceType !== 'fixed') return row.marginBps;
  if (parseDecimal(pricing.rate, RATE_SCALE) === 0n) return 0;
  return marginBpsOfPrice(pricing.priceMinor, pricing.fiatDigits, pricing.rate);
}

/** The margin in percent ("2.5"), see effectiveMarginBps. */
export function marginPercent(row: OfferRow, pricing: OfferPricing): string {
  return bpsToPercent(effectiveMarginBps(row, pricing));
}

export interface Availability {
  isReachedCap: boolean;
  isCapLessThanMin: boolean;
  /** A sell offer's owner holds enough of the coin for the minimum at the live price. */
  isBalanceEnough: boolean;
  isBondInsufficient: boolean;
  isPenalized: boolean;
  /** Listed and tradable now: enabled, not blocked, not penalized, bond and balance and cap fine. */
  isActive: boolean;
  status: OfferStatus;
}

export function availabilityOf(
  row: OfferRow,
  pricing: OfferPricing,
  owner: { available: bigint; bond: bigint; offMarket?: boolean },
  now: Date,
): Availability {
  const capActive = row.offerCapActive && row.offerCapAmount !== null;
  const remaining = row.offerCapRemaining ?? row.offerCapAmount ?? 0n;
  const isReachedCap = capActive && remaining <= 0n;
  const isCapLessThanMin = capActive && !isReachedCap && remaining < row.rangeMin;
  const minCrypto =
    pricing.priceMinor > 0n
      ? cryptoForFiatMinor(row.rangeMin, pricing.priceMinor, coinPrecision(pricing.coin))
      : 0n;
  const isBalanceEnough = row.type !== 'sell' || owner.available >= minCrypto;
  const isBondInsufficient = row.bondRequired && owner.bond < OFFER_BOND_AMOUNTS[pricing.coin];
  const isPenalized = row.penaltyUntil !== null && row.penaltyUntil.getTime() > now.getTime();
  const isActive =
    row.isEnabled &&
    !row.isBlocked &&
    owner.offMarket !== true &&
    !isPenalized &&
    !isBondInsufficient &&
    !isReachedCap &&
    !isCapLessThanMin &&
    isBalanceEnough &&
    !pricing.pricePaused &&
    pricing.priceMinor > 0n;
  const status: OfferStatus = row.isBlocked
    ? 'blocked'
    : isPenalized
      ? 'penalized'
      : isActive
        ? 'active'
        : 'inactive';
  return {
    isReachedCap,
    isCapLessThanMin,
    isBalanceEnough,
    isBondInsufficient,
    isPenalized,
    isActive,
    status,
  };
}
