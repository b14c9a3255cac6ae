import { tradeExportReportSchema, type TradeExportReport, type TradeExportRequest } from '@p2p/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { TRADE_EXPORTS_PATH, tradeExportKeys } from './get-trade-exports';

/** Asks for an export of a date range (at most 31 days; the server checks it too). */
export async function requestTradeExport(input: TradeExportRequest): Promise<TradeExportReport> {
  return tradeExportReportSchema.parse(await api.post<unknown>(TRADE_EXPORTS_PATH, input));
}

export function useRequestTradeExport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestTradeExport,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tradeExportKeys.all }),
  });
}
