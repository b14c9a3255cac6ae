import { useQueryClient } from '@tanstack/react-query';
import { useRealtimeEvent } from '@/lib/realtime/realtime';
import { tradeKeys } from '../api/keys';

/**
 * Re-reads what an event about this trade changed (the socket only says that something did):
 * a status change touches everything, a message or upload the chat (and an upload the requirements),
 * a read receipt the chat, feedback the feedback panel.
 */
export function useTradeLiveUpdates(hash: string): void {
  const queryClient = useQueryClient();
  useRealtimeEvent((event) => {
    if (event.tradeHash !== hash) return;
    const refresh = (queryKey: readonly unknown[]) => void queryClient.invalidateQueries({ queryKey });
    switch (event.type) {
      case 'trade.status':
      case 'trade.started':
        refresh(tradeKeys.trade(hash));
        break;
      case 'trade.upload':
        refresh(tradeKeys.view(hash));
        refresh(tradeKeys.messages(hash));
        break;
      case 'trade.message':
      case 'trade.read':
        refresh(tradeKeys.messages(hash));
        break;
      case 'feedback.given':
        refresh(tradeKeys.feedback(hash));
        break;
      default:
        refresh(tradeKeys.trade(hash));
    }
  });
}
