import { useQueryClient } from '@tanstack/react-query';
import { useRealtimeEvent } from '@/lib/realtime/realtime';
import { supportKeys } from '../api/support-api';

/**
 * Keeps the support chat current while the tab is open: `support.*` events (an answer, a status,
 * an inbox change) make the conversation, the unread count and the staff inbox read again.
 */
export function useSupportLive(): void {
  const queryClient = useQueryClient();
  useRealtimeEvent((event) => {
    if (!event.type.startsWith('support.')) return;
    void queryClient.invalidateQueries({ queryKey: supportKeys.all });
  });
}
