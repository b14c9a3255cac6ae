import { STEP_UP_ERROR_CODES } from '@p2p/shared';
import { ApiError } from './api-error';
import { createStore, useStore } from './create-store';

/**
 * The step-up confirmation (decision 025) as app-wide state: any feature that meets
 * `ERROR_STEP_UP_REQUIRED` (or a masked bank account) calls `requestStepUp` and awaits whether the
 * user confirmed; the step-up feature's host renders the dialog and settles the promise.
 */
export interface StepUpRequestState {
  open: boolean;
  /** The trade the confirmation is for, shown on the other browser of a push approval. */
  tradeHash?: string;
}

export const stepUpStore = createStore<StepUpRequestState>({ open: false });

let waiting: ((confirmed: boolean) => void)[] = [];

/** The trade of the page the user is on (`/trade/{hash}`, with or without a locale prefix). */
export function tradeHashOfPath(pathname: string): string | undefined {
  return /\/trade\/([A-Za-z0-9_-]{1,16})(?:\/|$)/.exec(pathname)?.[1];
}

/**
 * Opens the step-up dialog; resolves true once this browser is confirmed, false when closed. The
 * trade defaults to the one of the current page, so the other browser can name it.
 */
export function requestStepUp(options: { tradeHash?: string } = {}): Promise<boolean> {
  const tradeHash = options.tradeHash ?? tradeHashOfPath(window.location.pathname);
  stepUpStore.set({ open: true, tradeHash });
  return new Promise((resolve) => {
    waiting.push(resolve);
  });
}

/** Closes the dialog and tells every caller waiting for it. */
export function settleStepUp(confirmed: boolean): void {
  const callers = waiting;
  waiting = [];
  stepUpStore.set({ open: false });
  callers.forEach((resolve) => resolve(confirmed));
}

export function useStepUpRequest(): StepUpRequestState {
  return useStore(stepUpStore);
}

/** Whether an error is the server asking for a fresh confirmation. */
export function isStepUpRequired(error: unknown): boolean {
  return error instanceof ApiError && error.status === 403 && error.code === STEP_UP_ERROR_CODES.required;
}
