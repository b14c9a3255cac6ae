import {
  TRADE_ERROR_CODES,
  TRADE_ERROR_STATUSES,
  type OfferFeatureFlag,
  type TradeAction,
  type TradeGuard,
  type TradeLimitErrorKind,
  type TradeRowStatus,
  type TradeStartAlertType,
} from '@p2p/shared';
import { AppError } from '../../lib/app-error.js';

/** A limit refused the start: the spec's error kind and start alert type travel in the details. */
export function tradeLimitError(
  kind: TradeLimitErrorKind,
  message: string,
  alertType: TradeStartAlertType = 'default',
): AppError {
  return new AppError(
    TRADE_ERROR_CODES.limit,
    message,
    { amount: [message], kind: [kind], alertType: [alertType] },
    TRADE_ERROR_STATUSES.ERROR_TRADE_LIMIT,
  );
}

/** The offer may not be traded by this caller now; `flag` is the offer feature flag that says why. */
export function startRefused(flag: OfferFeatureFlag, message: string, extra: Record<string, string[]> = {}) {
  return new AppError(
    TRADE_ERROR_CODES.startRefused,
    message,
    { _: [message], featureFlag: [flag], alertType: ['default'], ...extra },
    TRADE_ERROR_STATUSES.ERROR_TRADE_START_REFUSED,
  );
}

/** The offer's price follows the market and every price feed is stale (decision 032). */
export function pricesUnavailable(): AppError {
  const message = 'Market prices are unavailable right now; this offer can be traded again shortly';
  return new AppError(
    TRADE_ERROR_CODES.pricesUnavailable,
    message,
    { _: [message], featureFlag: ['offer_not_active'], reason: ['prices_stale'], alertType: ['default'] },
    TRADE_ERROR_STATUSES.ERROR_PRICES_UNAVAILABLE,
  );
}

/** The price moved between the taker's confirmation and the start: the amount now, to confirm again. */
export function priceChanged(current: string): AppError {
  const message = `The price moved since you confirmed: the amount is now ${current}. Check it and start again`;
  return new AppError(
    TRADE_ERROR_CODES.priceChanged,
    message,
    { quotedAmount: [message], currentAmount: [current], alertType: ['default'] },
    TRADE_ERROR_STATUSES.ERROR_TRADE_PRICE_CHANGED,
  );
}

const GUARD_MESSAGES: Record<TradeGuard, string> = {
  windowEnded: 'The payment window has not ended yet',
  windowOpen: 'The payment window has ended',
  disputeAvailable: 'A dispute cannot be opened yet',
  requirementsMet: 'Provide what the trade asks for first',
  automatedCard: 'This trade holds no gift card to reveal',
  manualPayment: "The seller reveals this trade's gift card; it is not marked paid",
};

/** The state machine refused the action (409). */
export function actionNotAllowed(
  action: TradeAction,
  status: TradeRowStatus,
  guard?: TradeGuard,
  availableAt?: Date | null,
): AppError {
  const message = guard
    ? GUARD_MESSAGES[guard]
    : `This trade is ${status.replace(/_/g, ' ')}: ${action.replace(/_/g, ' ')} is not possible`;
  const details: Record<string, string[]> = { _: [message], action: [action], status: [status] };
  if (guard) details.guard = [guard];
  if (guard === 'disputeAvailable' && availableAt) details.availableAt = [availableAt.toISOString()];
  return new AppError(
    TRADE_ERROR_CODES.actionNotAllowed,
    message,
    details,
    TRADE_ERROR_STATUSES.ERROR_TRADE_ACTION_NOT_ALLOWED,
  );
}
