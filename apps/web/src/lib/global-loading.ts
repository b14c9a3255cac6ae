import { createStore, useStore } from './create-store';

/**
 * Counts requests that wait for the ledger to leave asynchronous mode (platform.md §7 retry rule).
 * The first such error raises the loading state and the last retry clears it.
 */
export const globalLoadingStore = createStore(0);

export function beginGlobalLoading(): void {
  globalLoadingStore.set((count) => count + 1);
}

export function endGlobalLoading(): void {
  globalLoadingStore.set((count) => Math.max(0, count - 1));
}

export function useIsGlobalLoading(): boolean {
  return useStore(globalLoadingStore) > 0;
}
