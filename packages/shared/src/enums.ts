/** Enumerations of the specification, as the strings it names. */

export const USER_ROLES = ['user', 'moderator', 'supermoderator', 'admin'] as const;
export type UserRole = (typeof USER_ROLES)[number];

export const STAFF_ROLES: readonly UserRole[] = ['moderator', 'supermoderator', 'admin'];

export const BADGES = [
  'no_badge',
  'vendor',
  'power_trader',
  'expert_trader',
  'operator',
  'ceo',
  'ambassador',
] as const;
export type Badge = (typeof BADGES)[number];

export const FULL_NAME_VISIBILITY_TYPES = [
  'first_name_and_initial',
  'full_name',
  'hide',
  'legal_entity',
  'business',
] as const;
export type FullNameVisibilityType = (typeof FULL_NAME_VISIBILITY_TYPES)[number];

export const TRADE_STATUSES = [
  'active_funded',
  'pending',
  'expired',
  'cancelled',
  'cancelled_buyer',
  'cancelled_system',
  'cancelled_seller',
  'dispute_open',
  'paid',
  'released',
  'not_funded',
  'funds_processing',
  'funds_processed',
  'dispute_awarded',
  'dispute_won_seller',
  'dispute_won_buyer',
] as const;
export type TradeStatus = (typeof TRADE_STATUSES)[number];

export const PAYMENT_METHOD_GROUPS = [
  { id: 1, slug: 'gift-cards', name: 'Gift cards' },
  { id: 2, slug: 'cash-deposits', name: 'Cash' },
  { id: 3, slug: 'online-transfers', name: 'Online wallets' },
  { id: 4, slug: 'debitcredit-cards', name: 'Debit/credit cards' },
  { id: 5, slug: 'bank-transfers', name: 'Bank transfers' },
  { id: 6, slug: 'digital-currencies', name: 'Digital currencies' },
  { id: 7, slug: 'goods-and-services', name: 'Goods and services' },
  { id: 8, slug: 'mobile-money', name: 'Mobile money' },
  { id: 43, slug: 'services', name: 'Assets' },
] as const;
export type PaymentMethodGroupId = (typeof PAYMENT_METHOD_GROUPS)[number]['id'];
/** The listing pseudo-group that spans every payment method. */
export const ALL_PAYMENT_METHODS_SLUG = 'all-payment-methods';

/**
 * Why a dispute is opened, in the order the dispute dialog offers them. The spec's five plus
 * seller_not_releasing (decision 027): the commonest case, a paid buyer whose seller neither releases
 * nor answers, had to be filed under "other".
 */
export const DISPUTE_REASONS = [
  'seller_not_releasing',
  'outside_escrow',
  'bad_offer_terms',
  'obvious_scam',
  'negotiation',
  'other',
] as const;
export type DisputeReason = (typeof DISPUTE_REASONS)[number];

export const VERIFICATION_LEVEL_NAMES = ['L0', 'L1', 'L1+', 'L2', 'L2+POA', 'L3', 'L4'] as const;
export const VERIFICATION_LEVELS = {
  demo: -1,
  none: 0,
  first: 1,
  firstPlus: 1.5,
  second: 2,
  third: 3,
} as const;

export const BLOCKED_KYC_ACTIONS = [
  'create-offer',
  'view-trade',
  'start-trade-buy',
  'start-trade-sell',
  'use-wallet',
  'activate-offer',
] as const;
export type BlockedKycAction = (typeof BLOCKED_KYC_ACTIONS)[number];

export const THEMES = ['dark', 'light'] as const;
export type Theme = (typeof THEMES)[number];

export const RESPONSE_CASES = ['camelCase', 'snakeCase'] as const;
export type ResponseCase = (typeof RESPONSE_CASES)[number];
