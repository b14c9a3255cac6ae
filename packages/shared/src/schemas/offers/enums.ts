// Offers contract: Enumerations and limits.

export const OFFER_TYPES = ['buy', 'sell'] as const;
export type OfferType = (typeof OFFER_TYPES)[number];
export const OFFER_PRICE_TYPES = ['margin', 'fixed'] as const;
export type OfferPriceType = (typeof OFFER_PRICE_TYPES)[number];
export const OFFER_AMOUNT_TYPES = ['min_max', 'predefined'] as const;
export type OfferAmountType = (typeof OFFER_AMOUNT_TYPES)[number];
export const OFFER_FLOW_TYPES = ['default', 'gcc-auto', 'lite', 'bt-auto'] as const;
export type OfferFlowType = (typeof OFFER_FLOW_TYPES)[number];
/**
 * The flow types an owner may pick in the editor. gcc-auto (a buy offer paid with gift cards of the
 * owner's inventory, decision 028) is one; bt-auto is set by the platform.
 */
export const OFFER_EDITABLE_FLOW_TYPES = ['default', 'lite', 'gcc-auto'] as const;
export const OFFER_SECTIONS = ['otc', 'silent-pool', 'gift-cards'] as const;
export type OfferSection = (typeof OFFER_SECTIONS)[number];
export const OFFER_CHANGE_REASONS = ['offer_margin_changed', 'offer_changed'] as const;
export type OfferChangeReason = (typeof OFFER_CHANGE_REASONS)[number];
export const OFFER_MODERATION_STATUSES = ['approved', 'rejected', 'no appeal', 'appealed'] as const;
/** The spec's sort types (trading.md §9). */
export const OFFER_SORT_TYPES = [
  'default',
  'crypto_usd_price_desc',
  'crypto_usd_price_asc',
  'release_time_asc',
  'release_time_desc',
] as const;
export type OfferSortType = (typeof OFFER_SORT_TYPES)[number];
/** An offer as its owner sees it in my offers and on listing cards. */
export const OFFER_STATUSES = ['active', 'inactive', 'blocked', 'penalized'] as const;
export type OfferStatus = (typeof OFFER_STATUSES)[number];
export const OFFER_REPORT_REASONS = [
  'scam',
  'misleading_terms',
  'wrong_price',
  'offensive',
  'off_platform',
  'other',
] as const;
export type OfferReportReason = (typeof OFFER_REPORT_REASONS)[number];
/** Per-offer error areas of my offers (trading.md §8); the server puts them as keys of error.details. */
export const OFFER_ERROR_AREAS = ['general', 'margin', 'fixedPrice', 'limits'] as const;
export type OfferErrorArea = (typeof OFFER_ERROR_AREAS)[number];

/**
 * The spec's offer feature flags, numeric 0 to 21: the index in this array is the number. The view
 * offer answer lists the names of the flags that apply; the web shows a reason per name.
 */
export const OFFER_FEATURE_FLAGS = [
  'full_name_visibility', // 0
  'max_trades_limit', // 1
  'trade_errors', // 2
  'flash_messages', // 3
  'offer_owner', // 4
  'opponent_is_blocked', // 5
  'negative_balance', // 6
  'critical_margin', // 7
  'delayed_escrow', // 8
  'id_verification', // 9
  'currency_not_match_country', // 10
  'minimum_required_trades', // 11
  'trusted_user', // 12
  'not_available_in_your_country', // 13
  'bond_required', // 14
  'offer_is_blocked', // 15
  'offer_not_active', // 16
  'user_restricted', // 17
  'owner_not_id_verified', // 18
  'discounted_escrow_fee', // 19
  'anonymous_user_restricted', // 20
  'risky_payment_method', // 21
] as const;
export type OfferFeatureFlag = (typeof OFFER_FEATURE_FLAGS)[number];
/** The number of a feature flag, e.g. offerFeatureFlagId('offer_owner') === 4. */
export function offerFeatureFlagId(name: OfferFeatureFlag): number {
  return OFFER_FEATURE_FLAGS.indexOf(name);
}
/** Flags that stop the visitor from starting a trade (the others are informative). */
export const OFFER_BLOCKING_FEATURE_FLAGS: readonly OfferFeatureFlag[] = [
  'offer_owner',
  'opponent_is_blocked',
  'id_verification',
  'minimum_required_trades',
  'trusted_user',
  'not_available_in_your_country',
  'offer_is_blocked',
  'offer_not_active',
  'user_restricted',
  'anonymous_user_restricted',
  'full_name_visibility',
];

export const OFFER_LIMITS = {
  /** Percent, as the editor shows it. */
  marginMin: -99,
  marginMax: 1000,
  /** A margin carries at most two decimals: it is stored in basis points. */
  marginDecimals: 2,
  paymentWindowMin: 15,
  paymentWindowMax: 180,
  paymentWindowDefault: 30,
  textMax: 2500,
  tagsMax: 3,
  predefinedAmountsMax: 10,
  /** The largest fiat amount of an offer, in whole currency units. */
  fiatAmountMax: 1_000_000_000,
  requireMinTradesMax: 100_000,
  countriesMax: 250,
  binCodesMax: 50,
  cardRegionsMax: 50,
  dutyHoursMax: 28,
  /** Manual escrow fee bounds, percent (staff only). */
  manualEscrowFeeMin: 0,
  manualEscrowFeeMax: 10,
  reportMessageMax: 1000,
} as const;
