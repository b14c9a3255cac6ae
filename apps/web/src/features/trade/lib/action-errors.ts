import type { TFunction } from 'i18next';
import { TRADE_ERROR_CODES, TRADE_ROW_STATUSES, type TradeRowStatus } from '@p2p/shared';
import { ApiError, NETWORK_ERROR_CODE } from '@/lib/api-error';

/**
 * A 409 without a failed guard: the trade moved on (the other party or the system acted) between the
 * page's last read and this click. The page re-reads the trade; the message names the status it is in.
 */
export function staleActionStatus(error: unknown): TradeRowStatus | null {
  if (!(error instanceof ApiError) || error.code !== TRADE_ERROR_CODES.actionNotAllowed) return null;
  if (error.details?.guard?.length) return null;
  const status = error.details?.status?.[0];
  return (TRADE_ROW_STATUSES as readonly string[]).includes(status ?? '') ? (status as TradeRowStatus) : null;
}

/** What a failed trade action says: the state machine's refusal, the server's 4xx text, or a generic one. */
export function actionErrorMessage(error: unknown, t: TFunction): string {
  if (!(error instanceof ApiError)) return t('errors.generic');
  if (error.code === NETWORK_ERROR_CODE) return t('errors.network');
  if (error.code === TRADE_ERROR_CODES.actionNotAllowed) {
    const guard = error.details?.guard?.[0];
    if (guard === 'windowEnded' || guard === 'windowOpen') return t('trades.errors.window');
    if (guard === 'disputeAvailable') return t('trades.errors.disputeNotYet');
    if (guard === 'requirementsMet') return t('trades.errors.requirements');
    const status = staleActionStatus(error);
    if (status) return t('trades.errors.stale', { status: t(`trades.statuses.${status}`) });
    return t('trades.errors.notAllowed');
  }
  if (error.status >= 400 && error.status < 500) return error.message;
  return t('errors.generic');
}
