import type { TFunction } from 'i18next';
import { TRADE_ERROR_CODES } from '@p2p/shared';
import { ApiError, NETWORK_ERROR_CODE } from '@/lib/api-error';

/** What a failed trade action says: the state machine's refusal, the server's 4xx text, or a generic one. */
export function actionErrorMessage(error: unknown, t: TFunction): string {
  if (!(error instanceof ApiError)) return t('errors.generic');
  if (error.code === NETWORK_ERROR_CODE) return t('errors.network');
  if (error.code === TRADE_ERROR_CODES.actionNotAllowed) {
    const guard = error.details?.guard?.[0];
    if (guard === 'windowEnded' || guard === 'windowOpen') return t('trades.errors.window');
    if (guard === 'disputeAvailable') return t('trades.errors.disputeNotYet');
    if (guard === 'requirementsMet') return t('trades.errors.requirements');
    return t('trades.errors.notAllowed');
  }
  if (error.status >= 400 && error.status < 500) return error.message;
  return t('errors.generic');
}
