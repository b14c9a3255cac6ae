import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useRealtimeStatus } from '@/lib/realtime/realtime';
import { tradeKeys } from '../api/keys';

/** While the socket is down, the page re-reads the trade on this interval so nothing is missed for long. */
export const OFFLINE_POLL_MS = 15_000;

export function usePollWhenOffline(hash: string): void {
  const status = useRealtimeStatus();
  const queryClient = useQueryClient();
  useEffect(() => {
    if (status === 'open') return;
    const timer = setInterval(
      () => void queryClient.invalidateQueries({ queryKey: tradeKeys.trade(hash) }),
      OFFLINE_POLL_MS,
    );
    return () => clearInterval(timer);
  }, [status, queryClient, hash]);
}
