import {
  coinPrecision,
  formatAmount,
  LAST_SEEN_SUCCESS_WITHIN_MS,
  divideRoundHalfUp,
  parseDecimal,
  pow10,
  RATE_SCALE,
  type Badge,
  type OfferListingCard,
  type OfferOwner,
  type OfferSection,
  type OfferSourceId,
  type OfferTagRef,
} from '@p2p/shared';
import {
  availabilityOf,
  escrowFeeBps,
  isPromoted,
  marginPercent,
  pricingOf,
  type OfferPricing,
  type OfferReadContext,
} from './offer-pricing.js';
import type { OfferReference } from './offers-reference.js';
import type { OfferRow, OwnerFacts } from './offers.repository.js';

export {
  availabilityOf,
  defaultEscrowFeeBps,
  effectiveMarginBps,
  escrowFeeBps,
  isPromoted,
  marginPercent,
  pricingOf,
  type Availability,
  type OfferPricing,
  type OfferReadContext,
} from './offer-pricing.js';

/** Levels at which a user's identity is verified (an ID document was accepted). */
export const ID_VERIFIED_LEVELS: readonly string[] = ['L2', 'L2+POA', 'L3', 'L4'];
/** How many offers an owner may promote (stick to the top of their listing) at once. */
export const PROMOTE_SLOTS = 3;
/**
 * How long a promotion lasts: one week, then the offer drops back into its listing's price order and
 * the slot is free again (the owner may end it sooner).
 */
export const PROMOTION_DURATION_MS = 7 * 24 * 60 * 60_000;
/** A margin this far from the market (either way) is flagged to the visitor (feature flag 7). */
export const CRITICAL_MARGIN_BPS = 2_500;
/** "Recently" on a card: seen within the hour. */
export const RECENTLY_WITHIN_MS = 60 * 60_000;

function ownerStatus(lastSeenAt: Date | null, now: Date): OfferOwner['status'] {
  if (!lastSeenAt) return 'offline';
  const elapsed = now.getTime() - lastSeenAt.getTime();
  if (elapsed <= LAST_SEEN_SUCCESS_WITHIN_MS) return 'online';
  return elapsed <= RECENTLY_WITHIN_MS ? 'recently' : 'offline';
}

/**
 * The owner's trading record (modules/trade-stats): the offer page reads it with the 30-day figures,
 * the listing search from the kept statistics joined in its query (no 30-day figures, decision 035).
 */
export interface OwnerTrading {
  completedTrades: number;
  feedback: { positive: number; negative: number };
  monthly?: { trades: number; partners: number };
  badge?: Badge;
  completionRate?: number | null;
  avgReleaseSeconds?: number | null;
}

/** The owner block of cards and the view; without `trading` the owner shows no trades yet. */
export function toOfferOwner(owner: OwnerFacts, now: Date, trading?: OwnerTrading): OfferOwner {
  return {
    username: owner.username,
    avatarUrl: owner.avatarUrl,
    status: ownerStatus(owner.lastSeenAt, now),
    lastSeenAt: owner.lastSeenAt?.toISOString() ?? null,
    feedback: trading?.feedback ?? { positive: 0, negative: 0 },
    badge: trading?.badge ?? 'no_badge',
    ...(trading === undefined || trading.monthly !== undefined
      ? { monthlyTradeStats: trading?.monthly ?? { trades: 0, partners: 0 } }
      : {}),
    country: owner.country,
    verifiedId: ID_VERIFIED_LEVELS.includes(owner.verificationLevel),
    completedTrades: trading?.completedTrades ?? 0,
    completionRate: trading?.completionRate ?? null,
    avgReleaseSeconds: trading?.avgReleaseSeconds ?? null,
  };
}

export function tagRefs(row: OfferRow, reference: OfferReference): OfferTagRef[] {
  return row.tagIds
    .map((id) => reference.tagById(id))
    .filter((tag) => tag !== undefined)
    .map((tag) => ({ id: tag.id, slug: tag.slug, name: tag.name }));
}

export function paymentMethodRef(row: OfferRow, reference: OfferReference) {
  const method = reference.paymentMethod(row.paymentMethodId);
  return {
    id: row.paymentMethodId,
    groupId: row.paymentMethodGroupId,
    name: method?.name ?? 'Unknown',
    slug: method?.slug ?? 'unknown',
    isBinCodeEnabled: method?.isBinCodeEnabled ?? false,
  };
}

export const fiat = (value: bigint, digits: number) => formatAmount(value, digits);

export function usdPerCoin(pricing: OfferPricing, ctx: OfferReadContext): string {
  if (!ctx.rates.hasCurrency(pricing.fiatCode)) return '0.00';
  const perUsd = parseDecimal(ctx.rates.fiatRate(pricing.fiatCode).usd, RATE_SCALE);
  if (perUsd === 0n) return '0.00';
  const cents = divideRoundHalfUp(
    pricing.priceMinor * 100n * pow10(RATE_SCALE),
    pow10(pricing.fiatDigits) * perUsd,
  );
  return formatAmount(cents, 2);
}

export function offerCapView(row: OfferRow, digits: number) {
  if (row.offerCapAmount === null) return null;
  return {
    initialValue: fiat(row.offerCapAmount, digits),
    remainingValue: fiat(row.offerCapRemaining ?? row.offerCapAmount, digits),
    active: row.offerCapActive,
  };
}

/** The owner facts a listing card and the view need, with balances for availability. */
export interface OfferOwnerContext {
  owner: OwnerFacts;
  /** The owner's available balance of the offer's coin (minor units). */
  available: bigint;
  /** The owner's bond balance of the offer's coin. */
  bond: bigint;
  /** A restriction of the owner takes their offers off the market (HIDING_RESTRICTIONS). */
  offMarket?: boolean;
  ownerTrading?: OwnerTrading;
}

/**
 * The most one trade on the offer can be for now, in fiat minor units: the upper limit, lowered by
 * what is left of an active cap and, for a sell offer, by what the owner's available balance less the
 * escrow fee they pay is worth at the live price (rounded down). Zero when nothing can be traded.
 */
export function fiatAvailableMinor(
  row: OfferRow,
  pricing: OfferPricing,
  available: bigint,
  ctx: Pick<OfferReadContext, 'fees'>,
): bigint {
  let most = row.rangeMax;
  if (row.offerCapActive && row.offerCapAmount !== null) {
    const left = row.offerCapRemaining ?? row.offerCapAmount;
    if (left < most) most = left;
  }
  if (row.type === 'sell') {
    if (pricing.priceMinor <= 0n || available <= 0n) return 0n;
    const usable = (available * 10_000n) / (10_000n + BigInt(escrowFeeBps(row, ctx.fees)));
    const worth = (usable * pricing.priceMinor) / pow10(coinPrecision(pricing.coin));
    if (worth < most) most = worth;
  }
  return most > 0n ? most : 0n;
}

/** The spec's listing card of an offer. */
export function toListingCard(
  row: OfferRow,
  ctx: OfferReadContext & OfferOwnerContext & { isFavorite?: boolean },
): OfferListingCard {
  const pricing = pricingOf(row, ctx);
  const availability = availabilityOf(row, pricing, ctx, ctx.now);
  return {
    offerHash: row.hash,
    type: row.type === 'buy' ? 'buy' : 'sell',
    status: availability.status,
    owner: toOfferOwner(ctx.owner, ctx.now, ctx.ownerTrading),
    paymentMethod: paymentMethodRef(row, ctx.reference),
    cryptoCurrencyCode: pricing.coin,
    fiatCurrencyCode: pricing.fiatCode,
    priceType: row.priceType === 'fixed' ? 'fixed' : 'margin',
    margin: marginPercent(row, pricing),
    fiatPricePerCrypto: fiat(pricing.priceMinor, pricing.fiatDigits),
    usdPricePerCrypto: usdPerCoin(pricing, ctx),
    amountType: row.amountType === 'predefined' ? 'predefined' : 'min_max',
    fiatLimitMin: fiat(row.rangeMin, pricing.fiatDigits),
    fiatLimitMax: fiat(row.rangeMax, pricing.fiatDigits),
    predefinedAmounts: row.predefinedAmounts.map((value) => fiat(BigInt(value), pricing.fiatDigits)),
    tags: tagRefs(row, ctx.reference),
    location: { city: null, subdivision: null, country: ctx.owner.country?.name ?? null },
    paymentWindowMinutes: row.paymentWindowMinutes,
    requireMinPastTrades: row.requireMinTrades,
    requireVerifiedId: row.requireVerifiedId,
    requireFullNameVisibility: row.requireFullName,
    trustedOnly: row.trustedOnly,
    cashback: { withCashback: false, cashbackPercent: '0', cashbackMaxValue: '0' },
    isFeatured: row.isFeatured,
    isStickied: isPromoted(row, ctx.now),
    isBlocked: row.isBlocked,
    isFavorite: ctx.isFavorite ?? false,
    isAvailable: availability.isActive,
    fiatAvailable: fiat(fiatAvailableMinor(row, pricing, ctx.available, ctx), pricing.fiatDigits),
    section: (row.section as OfferSection | null) ?? null,
  };
}

/** The visitor of an offer page (null for anonymous visitors). */
export interface OfferViewer {
  userId: number;
  facts: OwnerFacts;
  /** The visitor's available balance of the offer's coin (to sell into a buy offer). */
  available: bigint;
  isFavorite: boolean;
  /** The owner put the visitor in their trusted list. */
  trustedByOwner: boolean;
  /** Either side blocked the other. */
  blocked: boolean;
  /** An active restriction forbids the visitor to start trades. */
  restricted: boolean;
  completedTrades: number;
  isOfacWarningPopupAccepted?: boolean;
}

export interface OfferViewContext extends OfferReadContext, OfferOwnerContext {
  viewer: OfferViewer | null;
  sourceId?: OfferSourceId | null;
}
