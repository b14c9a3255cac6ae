import { useQueryClient } from '@tanstack/react-query';
import { useRealtimeEvent } from '@/lib/realtime/realtime';
import { tradeExportKeys } from '../api/get-trade-exports';

/** The server's event when an export moves (export.status) and when one is ready (export.ready). */
export const EXPORT_EVENT_TYPES: readonly string[] = ['export.status', 'export.ready'];

/** Re-reads the exports list as soon as the socket says one moved (the list also polls meanwhile). */
export function useTradeExportsLiveUpdates(): void {
  const queryClient = useQueryClient();
  useRealtimeEvent((event) => {
    if (!EXPORT_EVENT_TYPES.includes(event.type)) return;
    void queryClient.invalidateQueries({ queryKey: tradeExportKeys.all }, { cancelRefetch: false });
  });
}
