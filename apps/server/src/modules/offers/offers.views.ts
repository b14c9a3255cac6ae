import {
  bpsToPercent,
  coinPrecision,
  CRYPTO_CURRENCIES,
  cryptoForFiatMinor,
  divideRoundHalfUp,
  formatAmount,
  formatDecimal,
  isOnDuty,
  LAST_SEEN_SUCCESS_WITHIN_MS,
  marginBpsOfPrice,
  mergeDutyHours,
  OFFER_BLOCKING_FEATURE_FLAGS,
  OFFER_BOND_AMOUNTS,
  OFFER_FEATURE_FLAGS,
  offerPriceMinor,
  parseDecimal,
  pow10,
  RATE_SCALE,
  type CryptoCode,
  type MyOffer,
  type OfferFeatureFlag,
  type OfferListingCard,
  type OfferOwner,
  type OfferPinnedInfo,
  type OfferSection,
  type OfferSourceId,
  type OfferStatus,
  type OfferTagRef,
  type OfferView,
} from '@p2p/shared';
import type { RatesService } from '../rates/rates.service.js';
import type { OfferReference } from './offers-reference.js';
import type { OfferRow, OwnerFacts } from './offers.repository.js';

/** Levels at which a user's identity is verified (an ID document was accepted). */
export const ID_VERIFIED_LEVELS: readonly string[] = ['L2', 'L2+POA', 'L3', 'L4'];
/** How many offers an owner may promote (stick to the top of their listing) at once. */
export const PROMOTE_SLOTS = 3;
/** A margin this far from the market (either way) is flagged to the visitor (feature flag 7). */
export const CRITICAL_MARGIN_BPS = 2_500;
/** "Recently" on a card: seen within the hour. */
export const RECENTLY_WITHIN_MS = 60 * 60_000;

/**
 * The platform's escrow fee in basis points, paid by the seller (DESIGN.md): 0.5 % bank transfers,
 * 3 % gift cards, 1 % for the other methods; staff may set a manual fee per offer.
 */
export function escrowFeeBps(row: Pick<OfferRow, 'paymentMethodGroupId' | 'manualEscrowFeeBps'>): number {
  if (row.manualEscrowFeeBps !== null) return row.manualEscrowFeeBps;
  if (row.paymentMethodGroupId === 5) return 50;
  if (row.paymentMethodGroupId === 1) return 300;
  return 100;
}

export function defaultEscrowFeeBps(row: Pick<OfferRow, 'paymentMethodGroupId'>): number {
  return escrowFeeBps({ paymentMethodGroupId: row.paymentMethodGroupId, manualEscrowFeeBps: null });
}

/** Everything a read of offers needs besides the row. */
export interface OfferReadContext {
  rates: RatesService;
  reference: OfferReference;
  now: Date;
}

export interface OfferPricing {
  coin: CryptoCode;
  fiatCode: string;
  fiatDigits: number;
  /** The published market rate (fiat per coin), '0' when the rates provider does not price it. */
  rate: string;
  /** The offer's live price, fiat minor units per coin. */
  priceMinor: bigint;
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
  return { coin, fiatCode, fiatDigits, rate, priceMinor };
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
  owner: { available: bigint; bond: bigint },
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
    !isPenalized &&
    !isBondInsufficient &&
    !isReachedCap &&
    !isCapLessThanMin &&
    isBalanceEnough &&
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

function ownerStatus(lastSeenAt: Date | null, now: Date): OfferOwner['status'] {
  if (!lastSeenAt) return 'offline';
  const elapsed = now.getTime() - lastSeenAt.getTime();
  if (elapsed <= LAST_SEEN_SUCCESS_WITHIN_MS) return 'online';
  return elapsed <= RECENTLY_WITHIN_MS ? 'recently' : 'offline';
}

/** The owner block of cards and the view. Feedback, badges and trade counts arrive with trades. */
export function toOfferOwner(owner: OwnerFacts, now: Date): OfferOwner {
  return {
    username: owner.username,
    avatarUrl: owner.avatarUrl,
    status: ownerStatus(owner.lastSeenAt, now),
    lastSeenAt: owner.lastSeenAt?.toISOString() ?? null,
    feedback: { positive: 0, negative: 0 },
    badge: 'no_badge',
    monthlyTradeStats: { trades: 0, partners: 0 },
    country: owner.country,
    verifiedId: ID_VERIFIED_LEVELS.includes(owner.verificationLevel),
    completedTrades: 0,
  };
}

function tagRefs(row: OfferRow, reference: OfferReference): OfferTagRef[] {
  return row.tagIds
    .map((id) => reference.tagById(id))
    .filter((tag) => tag !== undefined)
    .map((tag) => ({ id: tag.id, slug: tag.slug, name: tag.name }));
}

function paymentMethodRef(row: OfferRow, reference: OfferReference) {
  const method = reference.paymentMethod(row.paymentMethodId);
  return {
    id: row.paymentMethodId,
    groupId: row.paymentMethodGroupId,
    name: method?.name ?? 'Unknown',
    slug: method?.slug ?? 'unknown',
    isBinCodeEnabled: method?.isBinCodeEnabled ?? false,
  };
}

const fiat = (value: bigint, digits: number) => formatAmount(value, digits);

function usdPerCoin(pricing: OfferPricing, ctx: OfferReadContext): string {
  if (!ctx.rates.hasCurrency(pricing.fiatCode)) return '0.00';
  const perUsd = parseDecimal(ctx.rates.fiatRate(pricing.fiatCode).usd, RATE_SCALE);
  if (perUsd === 0n) return '0.00';
  const cents = divideRoundHalfUp(
    pricing.priceMinor * 100n * pow10(RATE_SCALE),
    pow10(pricing.fiatDigits) * perUsd,
  );
  return formatAmount(cents, 2);
}

function offerCapView(row: OfferRow, digits: number) {
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
    owner: toOfferOwner(ctx.owner, ctx.now),
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
    isStickied: row.isStickied,
    isBlocked: row.isBlocked,
    isFavorite: ctx.isFavorite ?? false,
    isAvailable: availability.isActive,
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
  if (row.manualEscrowFeeBps !== null && row.manualEscrowFeeBps < defaultEscrowFeeBps(row)) {
    flags.add('discounted_escrow_fee');
  }
  // Card payments and gift cards can be charged back after the release.
  if (row.paymentMethodGroupId === 4 || row.paymentMethodGroupId === 1) flags.add('risky_payment_method');
  return [...flags].sort((a, b) => OFFER_FEATURE_FLAGS.indexOf(a) - OFFER_FEATURE_FLAGS.indexOf(b));
}

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

/** The spec's "Offer (view)" for one visitor, with the view-offer state flags and feature flags. */
export function toOfferView(row: OfferRow, ctx: OfferViewContext): OfferView {
  const pricing = pricingOf(row, ctx);
  const availability = availabilityOf(row, pricing, ctx, ctx.now);
  const digits = pricing.fiatDigits;
  const featureFlags = featureFlagsOf(row, ctx, pricing, availability);
  const isOwner = ctx.viewer?.userId === row.ownerId;
  const coin = CRYPTO_CURRENCIES.find((entry) => entry.code === pricing.coin)!;
  const feeBps = escrowFeeBps(row);
  const priced = ctx.rates.hasCurrency(pricing.fiatCode);
  const onDuty = isOnDuty(row.dutyHours, ctx.now, row.timezone);
  const ownerOnline = toOfferOwner(ctx.owner, ctx.now).status === 'online';
  const viewerVerified = ctx.viewer ? ID_VERIFIED_LEVELS.includes(ctx.viewer.facts.verificationLevel) : false;
  const discounted = row.manualEscrowFeeBps !== null && row.manualEscrowFeeBps < defaultEscrowFeeBps(row);
  return {
    id: row.hash,
    idHashed: row.hash,
    type: row.type === 'buy' ? 'buy' : 'sell',
    isSell: row.type === 'sell',
    ownerUsername: ctx.owner.username,
    owner: toOfferOwner(ctx.owner, ctx.now),
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
    isStickied: row.isStickied,
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
    isDeferredEscrow: false,
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

/** Pinned info: how the offer is promoted. */
export function toPinnedInfo(
  row: OfferRow,
  promoteAvailable: number,
  listingPosition: number | null = null,
): OfferPinnedInfo {
  return {
    offerHash: row.hash,
    isFeatured: row.isFeatured,
    isStickied: row.isStickied,
    isPinned: row.isFeatured || row.isStickied,
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
  const keyed = competitors.map((other) => ({ other, price: pricingOf(other, ctx).priceMinor }));
  const direction = row.type === 'sell' ? 1 : -1;
  keyed.sort(
    (a, b) =>
      Number(b.other.isStickied) - Number(a.other.isStickied) ||
      Number(b.other.isFeatured) - Number(a.other.isFeatured) ||
      (a.price === b.price ? 0 : (a.price < b.price ? -1 : 1) * direction) ||
      a.other.id - b.other.id,
  );
  return keyed.findIndex((entry) => entry.other.id === row.id) + 1;
}

/** One row of my offers. */
export function toMyOffer(
  row: OfferRow,
  ctx: OfferReadContext & Omit<OfferOwnerContext, 'owner'> & { promoteAvailable: number },
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
    bankAccounts: [],
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
    pinnedInfo: toPinnedInfo(row, ctx.promoteAvailable),
    flowType:
      (['default', 'gcc-auto', 'lite', 'bt-auto'] as const).find((type) => type === row.flowType) ??
      'default',
    section: (row.section as OfferSection | null) ?? null,
    paymentWindowMinutes: row.paymentWindowMinutes,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
