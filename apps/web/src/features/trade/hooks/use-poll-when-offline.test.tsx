import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { realtimeStatusStore } from '@/lib/realtime/realtime';
import { createTestQueryClient } from '@/testing/render';
import { OFFLINE_POLL_MS, usePollWhenOffline } from './use-poll-when-offline';

function setup() {
  const queryClient = createTestQueryClient();
  const invalidate = vi.spyOn(queryClient, 'invalidateQueries').mockResolvedValue();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  renderHook(() => usePollWhenOffline('tradeHash01'), { wrapper });
  return invalidate;
}

afterEach(() => {
  vi.useRealTimers();
  act(() => realtimeStatusStore.set('idle'));
});

describe('usePollWhenOffline', () => {
  it('re-reads the trade on an interval while the socket is down, and not while it is open', () => {
    vi.useFakeTimers();
    act(() => realtimeStatusStore.set('open'));
    const invalidate = setup();
    act(() => vi.advanceTimersByTime(OFFLINE_POLL_MS * 2));
    expect(invalidate).not.toHaveBeenCalled();
    act(() => realtimeStatusStore.set('reconnecting'));
    act(() => vi.advanceTimersByTime(OFFLINE_POLL_MS * 2));
    expect(invalidate).toHaveBeenCalledTimes(2);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['trade', 'tradeHash01'] });
  });

  it('re-reads the trade at once when the socket comes back', () => {
    act(() => realtimeStatusStore.set('open'));
    const invalidate = setup();
    act(() => realtimeStatusStore.set('reconnecting'));
    expect(invalidate).not.toHaveBeenCalled();
    act(() => realtimeStatusStore.set('open'));
    expect(invalidate).toHaveBeenCalledTimes(1);
  });
});
