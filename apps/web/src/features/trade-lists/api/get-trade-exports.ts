import { tradeExportReportSchema, type TradeExportReport } from '@p2p/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';

export const TRADE_EXPORTS_PATH = '/rest/v1/trade/history/exports';
export const tradeExportKeys = { all: ['trade-exports'] as const };

/** While a report waits or runs, the list is read again this often (the socket usually comes first). */
export const EXPORT_POLL_MS = 3000;

const isUnfinished = (report: TradeExportReport) =>
  report.status === 'pending' || report.status === 'in_progress' || report.status === 'generating';

/** The caller's exports, newest first. */
export async function getTradeExports(): Promise<TradeExportReport[]> {
  return z.array(tradeExportReportSchema).parse(await api.get<unknown>(TRADE_EXPORTS_PATH));
}

export function getTradeExportsQueryOptions() {
  return queryOptions({
    queryKey: tradeExportKeys.all,
    queryFn: getTradeExports,
    refetchInterval: (query) => (query.state.data?.some(isUnfinished) ? EXPORT_POLL_MS : false),
  });
}

export function useTradeExports() {
  return useQuery(getTradeExportsQueryOptions());
}

/** Where a completed export is downloaded (the browser sends the session cookie; owner only). */
export const tradeExportFileUrl = (id: string) => `${TRADE_EXPORTS_PATH}/${id}/file`;
