import { createStore, useStore } from './create-store';

export type ErrorModalType = 'DEFAULT' | 'PAGE_RELOAD_REQUIRED';

export interface ErrorModalState {
  open: boolean;
  type: ErrorModalType;
  title?: string;
  message?: string;
}

export const errorModalStore = createStore<ErrorModalState>({ open: false, type: 'DEFAULT' });

/** Opens the global error modal; a pending reload request is never downgraded to a plain error. */
export function openErrorModal(options: Omit<ErrorModalState, 'open'>): void {
  errorModalStore.set((current) =>
    current.open && current.type === 'PAGE_RELOAD_REQUIRED' ? current : { ...options, open: true },
  );
}

export function closeErrorModal(): void {
  errorModalStore.set((current) => ({ ...current, open: false }));
}

export function useErrorModal(): ErrorModalState {
  return useStore(errorModalStore);
}
