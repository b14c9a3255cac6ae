import {
  bpsToPercent,
  coinPrecision,
  CRYPTO_CURRENCIES,
  cryptoForFiatMinor,
  divideRoundHalfUp,
  formatDecimal,
  isOnDuty,
  mergeDutyHours,
  OFFER_BLOCKING_FEATURE_FLAGS,
  OFFER_FEATURE_FLAGS,
  parseDecimal,
  pow10,
  RATE_SCALE,
  type OfferFeatureFlag,
  type OfferSection,
  type OfferView,
} from '@p2p/shared';
import { toOriginalData } from './my-offer.views.js';
import {
  availabilityOf,
  defaultEscrowFeeBps,
  effectiveMarginBps,
  escrowFeeBps,
  isPromoted,
  marginPercent,
  pricingOf,
  type Availability,
  type OfferPricing,
} from './offer-pricing.js';
import type { OfferRow } from './offers.repository.js';
import {
  CRITICAL_MARGIN_BPS,
  fiat,
  ID_VERIFIED_LEVELS,
  offerCapView,
  paymentMethodRef,
  tagRefs,
  toOfferOwner,
  type OfferViewContext,
} from './offers.views.js';

/** The visitor's side of an offer: the spec's "Offer (view)" with its feature flags. */

function isAvailableForCountry(row: OfferRow, iso: string | null | undefined): boolean {
  if (!iso) return row.countriesAllowed.length === 0;
  if (row.countriesDenied.includes(iso)) return false;
  return row.countriesAllowed.length === 0 || row.countriesAllowed.includes(iso);
}

/** The feature flags that apply to this visitor, in numeric order. */
export function featureFlagsOf(
  row: OfferRow,
  ctx: OfferViewContext,
  pricing: OfferPricing,
  availability: Availability,
): OfferFeatureFlag[] {
  const flags = new Set<OfferFeatureFlag>();
  const viewer = ctx.viewer;
  const isOwner = viewer?.userId === row.ownerId;
  const viewerVerified = viewer ? ID_VERIFIED_LEVELS.includes(viewer.facts.verificationLevel) : false;
  if (!viewer) flags.add('anonymous_user_restricted');
  if (isOwner) flags.add('offer_owner');
  if (viewer && !isOwner) {
    if (row.requireFullName && viewer.facts.fullNameVisibilityType === 'hide')
      flags.add('full_name_visibility');
    if (!viewerVerified) flags.add('max_trades_limit');
    if (viewer.blocked) flags.add('opponent_is_blocked');
    if (row.requireVerifiedId && !viewerVerified) flags.add('id_verification');
    if (viewer.completedTrades < row.requireMinTrades) flags.add('minimum_required_trades');
    if (row.trustedOnly && !viewer.trustedByOwner) flags.add('trusted_user');
    if (!isAvailableForCountry(row, viewer.facts.country?.iso)) flags.add('not_available_in_your_country');
    if (viewer.restricted) flags.add('user_restricted');
    if (row.type === 'buy' && pricing.priceMinor > 0n) {
      const minCrypto = cryptoForFiatMinor(row.rangeMin, pricing.priceMinor, coinPrecision(pricing.coin));
      if (viewer.available < minCrypto) flags.add('negative_balance');
    }
  }
  if (Math.abs(effectiveMarginBps(row, pricing)) >= CRITICAL_MARGIN_BPS) flags.add('critical_margin');
  if (row.bondRequired) flags.add('bond_required');
  if (row.isBlocked) flags.add('offer_is_blocked');
  if (!availability.isActive && !row.isBlocked) flags.add('offer_not_active');
  if (!ID_VERIFIED_LEVELS.includes(ctx.owner.verificationLevel)) flags.add('owner_not_id_verified');
  if (row.manualEscrowFeeBps !== null && row.manualEscrowFeeBps < defaultEscrowFeeBps(row, ctx.fees)) {
    flags.add('discounted_escrow_fee');
  }
  // Card payments and gift cards can be charged back after the release.
  if (row.paymentMethodGroupId === 4 || row.paymentMethodGroupId === 1) flags.add('risky_payment_method');
  return [...flags].sort((a, b) => OFFER_FEATURE_FLAGS.indexOf(a) - OFFER_FEATURE_FLAGS.indexOf(b));
}

/** The spec's "Offer (view)" for one visitor, with the view-offer state flags and feature flags. */
export function toOfferView(row: OfferRow, ctx: OfferViewContext): OfferView {
  const pricing = pricingOf(row, ctx);
  const availability = availabilityOf(row, pricing, ctx, ctx.now);
  const digits = pricing.fiatDigits;
  const featureFlags = featureFlagsOf(row, ctx, pricing, availability);
  const isOwner = ctx.viewer?.userId === row.ownerId;
  const coin = CRYPTO_CURRENCIES.find((entry) => entry.code === pricing.coin)!;
  const feeBps = escrowFeeBps(row, ctx.fees);
  const priced = ctx.rates.hasCurrency(pricing.fiatCode);
  const onDuty = isOnDuty(row.dutyHours, ctx.now, row.timezone);
  const ownerOnline = toOfferOwner(ctx.owner, ctx.now).status === 'online';
  const viewerVerified = ctx.viewer ? ID_VERIFIED_LEVELS.includes(ctx.viewer.facts.verificationLevel) : false;
  const discounted =
    row.manualEscrowFeeBps !== null && row.manualEscrowFeeBps < defaultEscrowFeeBps(row, ctx.fees);
  return {
    id: row.hash,
    idHashed: row.hash,
    type: row.type === 'buy' ? 'buy' : 'sell',
    isSell: row.type === 'sell',
    ownerUsername: ctx.owner.username,
    owner: toOfferOwner(ctx.owner, ctx.now, ctx.ownerTrading),
    paymentMethod: paymentMethodRef(row, ctx.reference),
    cryptoCurrencyId: coin.id,
    cryptoCurrencyCode: pricing.coin,
    fiatCurrency: {
      code: pricing.fiatCode,
      name: ctx.reference.fiatById(row.fiatCurrencyId)?.name ?? pricing.fiatCode,
      precision: digits,
      rate: { usd: priced ? ctx.rates.fiatRate(pricing.fiatCode).usd : '0' },
    },
    priceType: row.priceType === 'fixed' ? 'fixed' : 'margin',
    margin: marginPercent(row, pricing),
    fiatPricePerCrypto: fiat(pricing.priceMinor, digits),
    marketRate: pricing.rate,
    fiatLimitMin: fiat(row.rangeMin, digits),
    fiatLimitMax: fiat(row.rangeMax, digits),
    amountType: row.amountType === 'predefined' ? 'predefined' : 'min_max',
    predefinedAmounts: row.predefinedAmounts.map((value) => fiat(BigInt(value), digits)),
    newBuyerMaxFiatLimit: row.newBuyerMaxAmount === null ? null : fiat(row.newBuyerMaxAmount, digits),
    // Alt-coin prices derive from the fiat USD rate and the price (trading.md §9); BTC needs none.
    altCoin:
      pricing.coin === 'BTC'
        ? null
        : { code: pricing.coin, rate: ctx.rates.coinUsd(pricing.coin), precision: coin.precision },
    altCoinPricePerBtc:
      pricing.coin === 'BTC'
        ? null
        : formatDecimal(
            divideRoundHalfUp(
              parseDecimal(ctx.rates.coinUsd('BTC'), RATE_SCALE) * pow10(RATE_SCALE),
              parseDecimal(ctx.rates.coinUsd(pricing.coin), RATE_SCALE) || 1n,
            ),
            RATE_SCALE,
            8,
          ),
    offerTerms: row.offerTerms,
    tradeDetails: row.tradeDetails,
    tags: tagRefs(row, ctx.reference),
    timezone: row.timezone,
    paymentWindowMinutes: row.paymentWindowMinutes,
    fees: { escrowFeePercent: bpsToPercent(feeBps), isManual: row.manualEscrowFeeBps !== null },
    offerFee: bpsToPercent(feeBps),
    customRate: null,
    isOnline: ownerOnline && onDuty,
    isReachedCap: availability.isReachedCap,
    isCapLessThanMin: availability.isCapLessThanMin,
    offerCap: isOwner ? offerCapView(row, digits) : null,
    isAnonymousUserRestricted: ctx.viewer === null,
    isThirdPartyTreatmentEnabled: false,
    isGiftCodeCheckEnabled: row.flowType === 'gcc-auto',
    isBinCodeEnabled: row.binCodes.length > 0,
    giftCardBinCodes: row.binCodes,
    amazonGiftCardRegions: row.cardRegionIds.map((id) => ({
      id,
      name: ctx.reference.countryById(id)?.name ?? String(id),
    })),
    availableIn: row.countriesAllowed,
    countriesDenied: row.countriesDenied,
    buySellPagePrice: fiat(pricing.priceMinor, digits),
    originalData: isOwner ? toOriginalData(row, ctx) : null,
    flowType:
      (['default', 'gcc-auto', 'lite', 'bt-auto'] as const).find((type) => type === row.flowType) ??
      'default',
    isActive: availability.isActive,
    hasGiftCards: row.paymentMethodGroupId === 1,
    section: (row.section as OfferSection | null) ?? null,
    requireVerifiedId: row.requireVerifiedId,
    requireMinPastTrades: row.requireMinTrades,
    requireFullNameVisibility: row.requireFullName,
    trustedOnly: row.trustedOnly,
    bondRequired: row.bondRequired,
    isFeatured: row.isFeatured,
    isStickied: isPromoted(row, ctx.now),
    isBlocked: row.isBlocked,
    messages: featureFlags.map((name) => ({ name })),
    termUntilOnlineMessage: onDuty ? null : 'The vendor is outside their duty hours and may answer later.',
    isNewBuyer: ctx.viewer !== null && ctx.viewer.completedTrades === 0,
    isTrustedUser: ctx.viewer?.trustedByOwner ?? false,
    isGrayCountry: false,
    isFavorite: ctx.viewer?.isFavorite ?? false,
    isAvailableForCountry: isAvailableForCountry(row, ctx.viewer?.facts.country?.iso),
    discountedEscrowFee: discounted ? bpsToPercent(row.manualEscrowFeeBps!) : null,
    dutyHours: mergeDutyHours(row.dutyHours),
    dutyHoursTimezone: row.timezone,
    isMaxTradeLimitUserIDNotVerified: ctx.viewer !== null && !viewerVerified,
    isOfacWarningPopupAccepted: ctx.viewer?.isOfacWarningPopupAccepted ?? false,
    // A lite sell offer's trade starts not funded: the seller funds the escrow after the start.
    isDeferredEscrow: row.type === 'sell' && row.flowType === 'lite',
    reasonForChangeOffer: null,
    payerName: null,
    ownerBankAccountIds: [],
    recipientBankAccountIds: [],
    sourceId: ctx.sourceId ?? null,
    featureFlags,
    canTrade: !featureFlags.some((flag) => OFFER_BLOCKING_FEATURE_FLAGS.includes(flag)),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
