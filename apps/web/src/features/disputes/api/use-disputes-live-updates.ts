import { useQueryClient } from '@tanstack/react-query';
import { useRealtimeEvent } from '@/lib/realtime/realtime';
import { disputeQueryKey } from './get-dispute';
import { disputesQueryKey } from './get-disputes';

/** Events that change what the console shows: a new dispute, or a change in one a moderator holds. */
const LIST_EVENTS = new Set(['dispute.opened', 'trade.status']);
const DISPUTE_EVENTS = new Set(['trade.status', 'trade.message', 'trade.upload']);

/**
 * Keeps the moderators' console current without a reload: every moderator hears `dispute.opened`,
 * and the moderators of a dispute hear its status, chat and evidence (decisions 013 and 019).
 */
export function useDisputesLiveUpdates(): void {
  const queryClient = useQueryClient();
  useRealtimeEvent((event) => {
    if (LIST_EVENTS.has(event.type))
      void queryClient.invalidateQueries({ queryKey: [...disputesQueryKey, 'list'] });
    if (event.tradeHash && DISPUTE_EVENTS.has(event.type)) {
      void queryClient.invalidateQueries({ queryKey: disputeQueryKey(event.tradeHash) });
    }
  });
}
