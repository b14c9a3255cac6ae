import { useCurrentUser } from '@/lib/current-user';
import { useRealtimeConnection } from '@/lib/realtime/realtime';
import { NewTradeModal } from './new-trade-modal';

/**
 * What every page of a signed-in user carries: this tab's real-time socket and the vendor's new-trade
 * notification. Renders nothing for guests.
 */
export function TradeNotifications() {
  const { data: user } = useCurrentUser();
  useRealtimeConnection(user?.id ?? null);
  return user ? <NewTradeModal /> : null;
}
