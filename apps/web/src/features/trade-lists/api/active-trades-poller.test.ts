import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACTIVE_TRADES_POLL_WAIT_MS, subscribeToPolling } from './active-trades-poller';

/** A fetcher whose answers the test releases one by one, counting calls and overlaps. */
function controlledFetcher() {
  const pending: { resolve: (value: number) => void; reject: (error: Error) => void }[] = [];
  let running = 0;
  let maxRunning = 0;
  let calls = 0;
  const queryFn = vi.fn(
    () =>
      new Promise<number>((resolve, reject) => {
        calls += 1;
        running += 1;
        maxRunning = Math.max(maxRunning, running);
        pending.push({
          resolve: (value) => {
            running -= 1;
            resolve(value);
          },
          reject: (error) => {
            running -= 1;
            reject(error);
          },
        });
      }),
  );
  return {
    queryFn,
    calls: () => calls,
    maxRunning: () => maxRunning,
    answer: async (value: number) => {
      pending.shift()?.resolve(value);
      await vi.advanceTimersByTimeAsync(0);
    },
    fail: async () => {
      pending.shift()?.reject(new Error('offline'));
      await vi.advanceTimersByTimeAsync(0);
    },
  };
}

const queryKey = ['trade-lists', 'active'];

describe('active trades polling', () => {
  let queryClient: QueryClient;
  beforeEach(() => {
    vi.useFakeTimers();
    queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  });
  afterEach(() => {
    queryClient.clear();
    vi.useRealTimers();
  });

  it('sends one request at a time and the next one 60 s after the previous answer', async () => {
    const fetcher = controlledFetcher();
    const stop = subscribeToPolling(queryClient, { queryKey, queryFn: fetcher.queryFn });

    await vi.advanceTimersByTimeAsync(0);
    expect(fetcher.calls()).toBe(1);

    // A slow answer: however long it takes, no second request starts meanwhile.
    await vi.advanceTimersByTimeAsync(5 * ACTIVE_TRADES_POLL_WAIT_MS);
    expect(fetcher.calls()).toBe(1);
    await fetcher.answer(1);
    expect(queryClient.getQueryData(queryKey)).toBe(1);

    // The wait counts from the answer.
    await vi.advanceTimersByTimeAsync(ACTIVE_TRADES_POLL_WAIT_MS - 1);
    expect(fetcher.calls()).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetcher.calls()).toBe(2);
    await fetcher.answer(2);
    expect(queryClient.getQueryData(queryKey)).toBe(2);

    await vi.advanceTimersByTimeAsync(ACTIVE_TRADES_POLL_WAIT_MS);
    expect(fetcher.calls()).toBe(3);
    expect(fetcher.maxRunning()).toBe(1);
    stop();
  });

  it('keeps the last list when a poll fails and tries again after the wait', async () => {
    const fetcher = controlledFetcher();
    const stop = subscribeToPolling(queryClient, { queryKey, queryFn: fetcher.queryFn });
    await vi.advanceTimersByTimeAsync(0);
    await fetcher.answer(1);

    await vi.advanceTimersByTimeAsync(ACTIVE_TRADES_POLL_WAIT_MS);
    expect(fetcher.calls()).toBe(2);
    await fetcher.fail();
    expect(queryClient.getQueryData(queryKey)).toBe(1);

    await vi.advanceTimersByTimeAsync(ACTIVE_TRADES_POLL_WAIT_MS - 1);
    expect(fetcher.calls()).toBe(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetcher.calls()).toBe(3);
    await fetcher.answer(3);
    expect(queryClient.getQueryData(queryKey)).toBe(3);
    stop();
  });

  it('runs one loop for several subscribers and stops when the last one leaves', async () => {
    const fetcher = controlledFetcher();
    const stopPage = subscribeToPolling(queryClient, { queryKey, queryFn: fetcher.queryFn });
    const stopNavbar = subscribeToPolling(queryClient, { queryKey, queryFn: fetcher.queryFn });
    await vi.advanceTimersByTimeAsync(0);
    expect(fetcher.calls()).toBe(1);
    await fetcher.answer(1);

    stopPage();
    await vi.advanceTimersByTimeAsync(ACTIVE_TRADES_POLL_WAIT_MS);
    expect(fetcher.calls()).toBe(2);
    await fetcher.answer(2);

    stopNavbar();
    await vi.advanceTimersByTimeAsync(10 * ACTIVE_TRADES_POLL_WAIT_MS);
    expect(fetcher.calls()).toBe(2);
  });

  it('joins a load already under way instead of sending a second request', async () => {
    const fetcher = controlledFetcher();
    // The page's first load starts before the poller subscribes.
    const firstLoad = queryClient.fetchQuery({ queryKey, queryFn: fetcher.queryFn });
    const stop = subscribeToPolling(queryClient, { queryKey, queryFn: fetcher.queryFn });
    await vi.advanceTimersByTimeAsync(0);
    expect(fetcher.calls()).toBe(1);
    await fetcher.answer(1);
    await expect(firstLoad).resolves.toBe(1);

    await vi.advanceTimersByTimeAsync(ACTIVE_TRADES_POLL_WAIT_MS - 1);
    expect(fetcher.calls()).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetcher.calls()).toBe(2);
    stop();
  });

  it('waits while the page is hidden and polls when it shows again', async () => {
    const fetcher = controlledFetcher();
    const stop = subscribeToPolling(queryClient, { queryKey, queryFn: fetcher.queryFn });
    await vi.advanceTimersByTimeAsync(0);
    await fetcher.answer(1);

    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    await vi.advanceTimersByTimeAsync(3 * ACTIVE_TRADES_POLL_WAIT_MS);
    expect(fetcher.calls()).toBe(1);

    visibility.mockReturnValue('visible');
    document.dispatchEvent(new Event('visibilitychange'));
    await vi.advanceTimersByTimeAsync(0);
    expect(fetcher.calls()).toBe(2);
    stop();
  });
});
