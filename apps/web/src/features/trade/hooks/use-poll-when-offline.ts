import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useRealtimeStatus } from '@/lib/realtime/realtime';
import { tradeKeys } from '../api/keys';

/**
 * While the socket is down, the page re-reads the trade on this interval so nothing is missed for long;
 * when it comes back, the page re-reads at once (the resync replays events, but a server that lost them,
 * e.g. after a restart, would leave the page stale until the next change).
 */
export const OFFLINE_POLL_MS = 15_000;

export function usePollWhenOffline(hash: string): void {
  const status = useRealtimeStatus();
  const queryClient = useQueryClient();
  const previous = useRef(status);
  useEffect(() => {
    const before = previous.current;
    previous.current = status;
    if (status === 'open' && before === 'reconnecting')
      void queryClient.invalidateQueries({ queryKey: tradeKeys.trade(hash) });
  }, [status, queryClient, hash]);
  useEffect(() => {
    if (status === 'open') return;
    const timer = setInterval(
      () => void queryClient.invalidateQueries({ queryKey: tradeKeys.trade(hash) }),
      OFFLINE_POLL_MS,
    );
    return () => clearInterval(timer);
  }, [status, queryClient, hash]);
}
