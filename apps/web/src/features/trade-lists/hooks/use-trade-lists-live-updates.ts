import { useQueryClient } from '@tanstack/react-query';
import { useRealtimeEvent, type RealtimeEvent } from '@/lib/realtime/realtime';
import { tradeListKeys } from '../api/keys';

/** The events that add a trade to the lists or move one between them (open, finished, alarmed). */
export const TRADE_LIST_EVENT_TYPES: readonly string[] = ['trade.started', 'trade.status'];

export function changesTradeLists(event: RealtimeEvent): boolean {
  return TRADE_LIST_EVENT_TYPES.includes(event.type);
}

/**
 * Re-reads the trade lists (active, recent, history: every 'trade-lists' query) when a trade of the
 * user starts or changes status, so the navbar count and the pages follow at once instead of at the
 * next 60 s poll. Several components mount it (the navbar count, the page): an invalidation joins a
 * read already under way rather than cancelling it, so one event costs one request per list and the
 * active list stays one request at a time alongside its poller.
 */
export function useTradeListsLiveUpdates(): void {
  const queryClient = useQueryClient();
  useRealtimeEvent((event) => {
    if (!changesTradeLists(event)) return;
    void queryClient.invalidateQueries({ queryKey: tradeListKeys.all }, { cancelRefetch: false });
  });
}
