// Trades contract: enumerations, error kinds and constants (trading.md §3, §4, §8).
/** The spec's trade limit error kinds: `error.details.kind` of a refused trade start. */
export const TRADE_LIMIT_ERROR_KINDS = [
  'KycTradeLimit',
  'TradeLimit',
  'NewBuyerTradeLimit',
  'LowBalance',
] as const;
export type TradeLimitErrorKind = (typeof TRADE_LIMIT_ERROR_KINDS)[number];

/** The spec's trade start alert types: `error.details.alertType` of a refused trade start. */
export const TRADE_START_ALERT_TYPES = [
  'max_per_trade_limit',
  'max_2_active_trades_id_not_verified',
  'reached_daily_compliance_limit',
  'default',
] as const;
export type TradeStartAlertType = (typeof TRADE_START_ALERT_TYPES)[number];

/**
 * Error codes of the trades module (besides the common ones: ERROR_INPUT_VALIDATION for bad input,
 * ERROR_NOT_FOUND for a trade the caller may not see, ERROR_UNAUTHORIZED for guests).
 * - ERROR_TRADE_LIMIT (422): a limit refused the start; details.kind (TRADE_LIMIT_ERROR_KINDS) and
 *   details.alertType (TRADE_START_ALERT_TYPES) say which, details.amount the message.
 * - ERROR_TRADE_START_REFUSED (403): the offer may not be traded by this caller now; details.featureFlag
 *   names the OFFER_FEATURE_FLAGS entry (offer_owner, trusted_user, ...), details.alertType is 'default'.
 * - ERROR_TRADE_ACTION_NOT_ALLOWED (409): the state machine refused the action; details.action, and
 *   details.guard when a guard (TRADE_GUARDS) failed, details.status the trade's status.
 * - ERROR_PRICES_UNAVAILABLE (503): the offer is priced from the market and every price feed is stale;
 *   details.featureFlag is 'offer_not_active', details.reason ['prices_stale']. Try again later:
 *   it clears by itself when a feed answers (decision 032).
 */
export const TRADE_ERROR_CODES = {
  limit: 'ERROR_TRADE_LIMIT',
  startRefused: 'ERROR_TRADE_START_REFUSED',
  actionNotAllowed: 'ERROR_TRADE_ACTION_NOT_ALLOWED',
  pricesUnavailable: 'ERROR_PRICES_UNAVAILABLE',
  priceChanged: 'ERROR_TRADE_PRICE_CHANGED',
} as const;
export const TRADE_ERROR_STATUSES = {
  ERROR_TRADE_LIMIT: 422,
  ERROR_TRADE_START_REFUSED: 403,
  ERROR_TRADE_ACTION_NOT_ALLOWED: 409,
  ERROR_PRICES_UNAVAILABLE: 503,
  ERROR_TRADE_PRICE_CHANGED: 409,
} as const;

/** The spec's requirement statuses. */
export const TRADE_REQUIREMENT_STATUSES = [
  'APPROVED',
  'CORRUPTED',
  'PENDING',
  'UPLOADED',
  'REJECTED',
] as const;
export type TradeRequirementStatus = (typeof TRADE_REQUIREMENT_STATUSES)[number];
/** What the other party may answer to an uploaded requirement. */
export const TRADE_REQUIREMENT_REVIEW_STATUSES = ['APPROVED', 'REJECTED'] as const;
export type TradeRequirementReviewStatus = (typeof TRADE_REQUIREMENT_REVIEW_STATUSES)[number];

/** The flow steps a requirement belongs to (the trade page's step flow). */
export const TRADE_REQUIREMENT_STAGES = ['before_reveal_payment_details', 'before_mark_as_paid'] as const;
export type TradeRequirementStage = (typeof TRADE_REQUIREMENT_STAGES)[number];

/** What a requirement asks for. */
export const TRADE_REQUIREMENT_KINDS = [
  'receipt',
  'gift_card_photo',
  'gift_card_receipt',
  'id_photo',
] as const;
export type TradeRequirementKind = (typeof TRADE_REQUIREMENT_KINDS)[number];

/**
 * The trade page's step: where the flow is. `reveal_payment_details` while before-reveal requirements
 * block the payment details, `pay` while the buyer should pay and mark paid, `fund` while a deferred
 * escrow trade waits for the seller, `release` after paid, `dispute` while in dispute, `finished` after.
 */
export const TRADE_FLOW_STEPS = [
  'fund',
  'reveal_payment_details',
  'pay',
  'release',
  'dispute',
  'finished',
] as const;
export type TradeFlowStep = (typeof TRADE_FLOW_STEPS)[number];

/** Who reads a trade: one of the parties or a moderator. */
export const TRADE_VIEWER_ROLES = ['buyer', 'seller', 'moderator'] as const;
export type TradeViewerRole = (typeof TRADE_VIEWER_ROLES)[number];

/** Deferred escrow (lite sell offers): the seller has this long to fund the trade. */
export const DEFERRED_ESCROW_FUNDING_MINUTES = 15;
/** Default minutes between marking paid and the dispute becoming available (operator config). */
export const TRADE_DISPUTE_DELAY_MINUTES_DEFAULT = 30;

/** Longest free text of a dispute. */
export const DISPUTE_REASON_TEXT_MAX = 2000;
