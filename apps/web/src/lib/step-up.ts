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

/** Opens the step-up dialog; resolves true once this browser is confirmed, false when closed. */
export function requestStepUp(options: { tradeHash?: string } = {}): Promise<boolean> {
  stepUpStore.set({ open: true, tradeHash: options.tradeHash });
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
