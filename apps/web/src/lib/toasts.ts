import { TOAST_QUEUE_DELAY_MS } from '@p2p/shared';
import { createStore, useStore } from './create-store';

export const TOAST_TYPES = ['info', 'success', 'error', 'warning', 'light'] as const;
export type ToastType = (typeof TOAST_TYPES)[number];

export interface Toast {
  id: string;
  type: ToastType;
  title: string;
  description?: string;
}

export type ToastInput = Omit<Toast, 'id'>;

/** Toasts on screen. Radix closes each one after TOAST_AUTO_CLOSE_MS (paused while hovered or focused). */
export const toastsStore = createStore<readonly Toast[]>([]);

let pending: Toast[] = [];
let lastShownAt = Number.NEGATIVE_INFINITY;
let timer: ReturnType<typeof setTimeout> | undefined;
let nextId = 0;

function showNext(): void {
  timer = undefined;
  const next = pending.shift();
  if (!next) return;
  toastsStore.set((visible) => [...visible, next]);
  lastShownAt = Date.now();
  if (pending.length > 0) timer = setTimeout(showNext, TOAST_QUEUE_DELAY_MS);
}

/** Toasts raised together appear one after another, TOAST_QUEUE_DELAY_MS apart (platform.md §9). */
export function showToast(input: ToastInput): string {
  nextId += 1;
  const id = `toast-${nextId}`;
  pending.push({ ...input, id });
  if (timer === undefined) {
    const waitMs = lastShownAt + TOAST_QUEUE_DELAY_MS - Date.now();
    if (waitMs <= 0) showNext();
    else timer = setTimeout(showNext, waitMs);
  }
  return id;
}

export function dismissToast(id: string): void {
  pending = pending.filter((toast) => toast.id !== id);
  toastsStore.set((visible) => visible.filter((toast) => toast.id !== id));
}

const byType = (type: ToastType) => (title: string, description?: string) =>
  showToast({ type, title, description });

export const toast = {
  info: byType('info'),
  success: byType('success'),
  error: byType('error'),
  warning: byType('warning'),
  light: byType('light'),
};

export function useToasts(): readonly Toast[] {
  return useStore(toastsStore);
}

export function resetToastsForTests(): void {
  if (timer !== undefined) clearTimeout(timer);
  timer = undefined;
  pending = [];
  lastShownAt = Number.NEGATIVE_INFINITY;
  toastsStore.set([]);
}
