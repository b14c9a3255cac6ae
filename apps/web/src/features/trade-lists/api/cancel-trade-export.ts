import { tradeExportReportSchema, type TradeExportReport } from '@p2p/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { TRADE_EXPORTS_PATH, tradeExportKeys } from './get-trade-exports';

/** Cancels an export no worker has taken yet. */
export async function cancelTradeExport(id: string): Promise<TradeExportReport> {
  return tradeExportReportSchema.parse(await api.post<unknown>(`${TRADE_EXPORTS_PATH}/${id}/cancel`));
}

export function useCancelTradeExport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelTradeExport,
    onSettled: () => queryClient.invalidateQueries({ queryKey: tradeExportKeys.all }),
  });
}
