import {
  OFFER_FEATURE_FLAGS,
  TRADE_LIMIT_ERROR_KINDS,
  TRADE_START_ALERT_TYPES,
  type OfferFeatureFlag,
  type TradeLimitErrorKind,
  type TradeStartAlertType,
} from '@p2p/shared';
import { ApiError, NETWORK_ERROR_CODE } from '@/lib/api-error';

/** A refused trade start, in the parts the widget translates (trading.md §4 and §8). */
export interface TradeStartFailure {
  alertType: TradeStartAlertType;
  /** The limit that refused it, when one did. */
  kind: TradeLimitErrorKind | null;
  /** The offer flag that refused it, when one did. */
  featureFlag: OfferFeatureFlag | null;
  /** Every other message the server sent (field errors, its own text), in order, without repeats. */
  messages: string[];
  network: boolean;
  /**
   * The taker's own verification level blocks trading (details.kycAction): they must verify their
   * account, which the vendor's id_verification flag text would misstate.
   */
  needsVerification: boolean;
  /** Why an offer is not active when the server says (off_duty: outside its trading hours). */
  inactiveReason: 'off_duty' | null;
}

/** Details that are codes rather than messages. */
const CODE_DETAIL_KEYS = new Set([
  'alertType',
  'kind',
  'featureFlag',
  'action',
  'status',
  'guard',
  'kycAction',
  'reason',
]);

function first<T extends string>(values: string[] | undefined, allowed: readonly T[]): T | null {
  const value = values?.[0];
  return value !== undefined && (allowed as readonly string[]).includes(value) ? (value as T) : null;
}

/** Reads the failure of POST /rest/v1/trade/start; the list of errors is what the widget shows. */
export function describeTradeStartFailure(error: unknown): TradeStartFailure {
  if (!(error instanceof ApiError)) {
    return {
      alertType: 'default',
      kind: null,
      featureFlag: null,
      messages: [],
      network: false,
      needsVerification: false,
      inactiveReason: null,
    };
  }
  const details = error.details ?? {};
  const kind = first(details.kind, TRADE_LIMIT_ERROR_KINDS);
  const featureFlag = first(details.featureFlag, OFFER_FEATURE_FLAGS);
  const messages: string[] = [];
  // A limit's own message names the amount (in the server's words); a refused flag's says no more
  // than the flag's translation does, so it is left out.
  if (kind || (!featureFlag && error.status < 500 && error.code !== NETWORK_ERROR_CODE))
    messages.push(error.message);
  for (const [key, values] of Object.entries(details)) {
    if (!CODE_DETAIL_KEYS.has(key) && !(featureFlag && key === '_')) messages.push(...values);
  }
  return {
    alertType: first(details.alertType, TRADE_START_ALERT_TYPES) ?? 'default',
    kind,
    featureFlag,
    messages: [...new Set(messages.filter((message) => message.trim() !== ''))],
    network: error.code === NETWORK_ERROR_CODE,
    needsVerification: (details.kycAction?.length ?? 0) > 0,
    inactiveReason: details.reason?.[0] === 'off_duty' ? 'off_duty' : null,
  };
}
