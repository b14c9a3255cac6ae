import { useQueryClient } from '@tanstack/react-query';
import { useRealtimeEvent } from '@/lib/realtime/realtime';
import { messengerKeys } from '../api/keys';

/** Keeps the messenger current while the tab is open: its events make the lists and counts read again. */
export function useMessengerLive(): void {
  const queryClient = useQueryClient();
  useRealtimeEvent((event) => {
    if (!event.type.startsWith('messenger.')) return;
    const conversationId =
      typeof event.payload.conversationId === 'string' ? event.payload.conversationId : null;
    void queryClient.invalidateQueries({ queryKey: messengerKeys.unread });
    void queryClient.invalidateQueries({ queryKey: messengerKeys.conversations });
    if (conversationId) {
      void queryClient.invalidateQueries({ queryKey: messengerKeys.messages(conversationId) });
      void queryClient.invalidateQueries({ queryKey: messengerKeys.conversation(conversationId) });
    }
  });
}
