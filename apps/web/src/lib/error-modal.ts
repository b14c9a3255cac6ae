import { ApiError, NETWORK_ERROR_CODE } from './api-error';
import { createStore, useStore } from './create-store';

/**
 * DEFAULT and PAGE_RELOAD_REQUIRED are the spec's types; NETWORK, SERVER and RATE_LIMITED are the
 * API failures that have no better place to be shown (a background refresh, an action without a form).
 */
export type ErrorModalType = 'DEFAULT' | 'PAGE_RELOAD_REQUIRED' | 'NETWORK' | 'SERVER' | 'RATE_LIMITED';

export interface ErrorModalState {
  open: boolean;
  type: ErrorModalType;
  title?: string;
  message?: string;
  /** The failed request's id, for support (SERVER). */
  requestId?: string;
  /** Seconds to wait before trying again (RATE_LIMITED). */
  retryAfter?: number;
}

export const errorModalStore = createStore<ErrorModalState>({ open: false, type: 'DEFAULT' });

/** Opens the global error modal; a pending reload request is never downgraded to a plain error. */
export function openErrorModal(options: Omit<ErrorModalState, 'open'>): void {
  errorModalStore.set((current) =>
    current.open && current.type === 'PAGE_RELOAD_REQUIRED' ? current : { ...options, open: true },
  );
}

/** Codes whose answer another part of the app shows (the maintenance notice, the ledger retry). */
const SHOWN_ELSEWHERE: ReadonlySet<string> = new Set(['ERROR_MAINTENANCE', 'ERROR_LEDGER_ASYNC_MODE']);

/** The modal's type for an API failure it shows: network down, a 5xx, or too many requests. */
export function errorModalTypeOf(error: unknown): ErrorModalType | undefined {
  if (!(error instanceof ApiError) || SHOWN_ELSEWHERE.has(error.code)) return undefined;
  if (error.status === 0 || error.code === NETWORK_ERROR_CODE) return 'NETWORK';
  if (error.status === 429) return 'RATE_LIMITED';
  if (error.status >= 500) return 'SERVER';
  return undefined;
}

/** Opens the modal for an API failure it shows (see errorModalTypeOf); true when it did. */
export function openApiErrorModal(error: unknown): boolean {
  const type = errorModalTypeOf(error);
  if (!type) return false;
  const apiError = error as ApiError;
  openErrorModal({ type, requestId: apiError.requestId, retryAfter: apiError.retryAfter });
  return true;
}

export function closeErrorModal(): void {
  errorModalStore.set((current) => ({ ...current, open: false }));
}

export function useErrorModal(): ErrorModalState {
  return useStore(errorModalStore);
}
