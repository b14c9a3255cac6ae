import { TOAST_QUEUE_DELAY_MS } from '@p2p/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dismissToast, showToast, toast, toastsStore } from './toasts';

const titles = () => toastsStore.get().map((item) => item.title);

describe('toast queue', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows the first toast at once and the ones raised with it 500 ms apart', () => {
    expect(TOAST_QUEUE_DELAY_MS).toBe(500);
    toast.info('one');
    toast.success('two');
    toast.error('three');

    expect(titles()).toEqual(['one']);
    vi.advanceTimersByTime(499);
    expect(titles()).toEqual(['one']);
    vi.advanceTimersByTime(1);
    expect(titles()).toEqual(['one', 'two']);
    vi.advanceTimersByTime(500);
    expect(titles()).toEqual(['one', 'two', 'three']);
  });

  it('keeps the gap for a toast raised shortly after another', () => {
    toast.warning('first');
    vi.advanceTimersByTime(200);
    toast.light('second');

    expect(titles()).toEqual(['first']);
    vi.advanceTimersByTime(299);
    expect(titles()).toEqual(['first']);
    vi.advanceTimersByTime(1);
    expect(titles()).toEqual(['first', 'second']);
  });

  it('shows a toast at once after a quiet period', () => {
    toast.info('earlier');
    vi.advanceTimersByTime(5000);
    toast.info('later');

    expect(titles()).toEqual(['earlier', 'later']);
  });

  it('keeps the type and description and removes a dismissed toast, even one still queued', () => {
    const first = showToast({ type: 'error', title: 'Failed', description: 'Try again' });
    const queued = showToast({ type: 'info', title: 'Queued' });

    expect(toastsStore.get()).toEqual([
      { id: first, type: 'error', title: 'Failed', description: 'Try again' },
    ]);
    dismissToast(queued);
    dismissToast(first);
    vi.advanceTimersByTime(1000);
    expect(toastsStore.get()).toEqual([]);
  });
});
