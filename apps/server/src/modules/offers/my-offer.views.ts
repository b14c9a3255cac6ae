import {
  bpsToPercent,
  coinPrecision,
  formatAmount,
  OFFER_BOND_AMOUNTS,
  type MyOffer,
  type OfferPinnedInfo,
  type OfferSection,
} from '@p2p/shared';
import {
  availabilityOf,
  isPromoted,
  marginPercent,
  pricingOf,
  type OfferReadContext,
} from './offer-pricing.js';
import type { OfferRow } from './offers.repository.js';
import { fiat, offerCapView, paymentMethodRef, tagRefs, type OfferOwnerContext } from './offers.views.js';

/** The owner's side of an offer: my offers, the editor's stored input, promotion and listing place. */

/** The editor's input as stored, for the owner's edit form (snake_case keys of offerInputSchema). */
export function toOriginalData(row: OfferRow, ctx: OfferReadContext): Record<string, unknown> {
  const pricing = pricingOf(row, ctx);
  const digits = pricing.fiatDigits;
  const method = ctx.reference.paymentMethod(row.paymentMethodId);
  return {
    type: row.type,
    crypto_currency_code: row.coin,
    fiat_currency_code: pricing.fiatCode,
    payment_method_slug: method?.slug,
    price_type: row.priceType,
    margin: bpsToPercent(row.marginBps),
    ...(row.fixedPrice !== null ? { fixed_price: fiat(row.fixedPrice, digits) } : {}),
    amount_type: row.amountType,
    ...(row.amountType === 'min_max'
      ? { range_min: fiat(row.rangeMin, digits), range_max: fiat(row.rangeMax, digits) }
      : { predefined_amounts: row.predefinedAmounts.map((value) => fiat(BigInt(value), digits)) }),
    new_buyer_max_amount: row.newBuyerMaxAmount === null ? null : fiat(row.newBuyerMaxAmount, digits),
    offer_terms: row.offerTerms,
    trade_details: row.tradeDetails,
    tags: row.tagIds.map((id) => ctx.reference.tagById(id)?.slug).filter((slug) => slug !== undefined),
    payment_window_minutes: row.paymentWindowMinutes,
    require_verified_id: row.requireVerifiedId,
    require_min_trades: row.requireMinTrades,
    trusted_only: row.trustedOnly,
    require_full_name: row.requireFullName,
    countries_allowed: row.countriesAllowed,
    countries_denied: row.countriesDenied,
    duty_hours: row.dutyHours,
    timezone: row.timezone,
    offer_cap:
      row.offerCapAmount === null
        ? null
        : { amount: fiat(row.offerCapAmount, digits), active: row.offerCapActive },
    flow_type: row.flowType === 'lite' ? 'lite' : 'default',
    bin_codes: row.binCodes,
    card_regions: row.cardRegionIds,
    bond_required: row.bondRequired,
    section: row.section,
  };
}

/** Pinned info: how the offer is promoted, and until when. */
export function toPinnedInfo(
  row: OfferRow,
  promoteAvailable: number,
  listingPosition: number | null = null,
  now = new Date(),
): OfferPinnedInfo {
  const promoted = isPromoted(row, now);
  return {
    offerHash: row.hash,
    isFeatured: row.isFeatured,
    isStickied: promoted,
    isPinned: row.isFeatured || promoted,
    stickiedUntil: promoted ? row.stickiedUntil!.toISOString() : null,
    listingPosition,
    promoteAvailable,
  };
}

/**
 * Where an offer sits in its listing's default order (1-based): promoted first, then featured, then
 * the taker's best price (lowest for sell offers, highest for buy offers), then the oldest.
 */
export function listingPosition(
  row: OfferRow,
  competitors: readonly OfferRow[],
  ctx: OfferReadContext,
): number | null {
  if (!competitors.some((other) => other.id === row.id)) return null;
  const keyed = competitors.map((other) => ({
    other,
    price: pricingOf(other, ctx).priceMinor,
    promoted: isPromoted(other, ctx.now),
  }));
  const direction = row.type === 'sell' ? 1 : -1;
  keyed.sort(
    (a, b) =>
      Number(b.promoted) - Number(a.promoted) ||
      Number(b.other.isFeatured) - Number(a.other.isFeatured) ||
      (a.price === b.price ? 0 : (a.price < b.price ? -1 : 1) * direction) ||
      a.other.id - b.other.id,
  );
  return keyed.findIndex((entry) => entry.other.id === row.id) + 1;
}

/** One row of my offers. */
export function toMyOffer(
  row: OfferRow,
  ctx: OfferReadContext &
    Omit<OfferOwnerContext, 'owner'> & {
      promoteAvailable: number;
      /** The live bank accounts linked to the offer (bankAccountIdsByOffer). */
      bankAccountIds?: number[];
    },
): MyOffer {
  const pricing = pricingOf(row, ctx);
  const availability = availabilityOf(row, pricing, ctx, ctx.now);
  const digits = pricing.fiatDigits;
  const precision = coinPrecision(pricing.coin);
  return {
    idHashed: row.hash,
    hash: row.hash,
    type: row.type === 'buy' ? 'buy' : 'sell',
    status: availability.status,
    isEnabled: row.isEnabled,
    isActive: availability.isActive,
    isBlocked: row.isBlocked,
    penaltyUntil: availability.isPenalized ? row.penaltyUntil!.toISOString() : null,
    depositInfo: {
      bondRequired: row.bondRequired,
      isBondInsufficient: availability.isBondInsufficient,
      bondAmount: formatAmount(OFFER_BOND_AMOUNTS[pricing.coin], precision),
      bondBalance: formatAmount(ctx.bond, precision),
      cryptoCurrencyCode: pricing.coin,
    },
    bankAccounts: ctx.bankAccountIds ?? [],
    isFavorite: false,
    paymentMethod: paymentMethodRef(row, ctx.reference),
    cryptoCurrencyCode: pricing.coin,
    fiatCurrencyCode: pricing.fiatCode,
    fiatPrecision: digits,
    rate: fiat(pricing.priceMinor, digits),
    priceType: row.priceType === 'fixed' ? 'fixed' : 'margin',
    margin: marginPercent(row, pricing),
    fixedPrice: row.fixedPrice === null ? null : fiat(row.fixedPrice, digits),
    amountType: row.amountType === 'predefined' ? 'predefined' : 'min_max',
    rangeMin: fiat(row.rangeMin, digits),
    rangeMax: fiat(row.rangeMax, digits),
    predefinedAmounts: row.predefinedAmounts.map((value) => fiat(BigInt(value), digits)),
    offerCap: offerCapView(row, digits),
    manualEscrowFee: row.manualEscrowFeeBps === null ? null : bpsToPercent(row.manualEscrowFeeBps),
    tags: tagRefs(row, ctx.reference),
    pinnedInfo: toPinnedInfo(row, ctx.promoteAvailable, null, ctx.now),
    flowType:
      (['default', 'gcc-auto', 'lite', 'bt-auto'] as const).find((type) => type === row.flowType) ??
      'default',
    section: (row.section as OfferSection | null) ?? null,
    paymentWindowMinutes: row.paymentWindowMinutes,
    // Counted by the caller for gcc-auto offers (giftCardsInStockOf), which reads the inventory.
    giftCardsInStock: null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
