import {
  pagedListMetaSchema,
  tradeListItemSchema,
  type TradeHistoryStatusFilter,
  type TradeHistoryTypeFilter,
} from '@p2p/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { request } from '@/lib/api-client';
import type { TradesPage } from './get-recent-trades';
import { tradeListKeys } from './keys';

export const TRADE_HISTORY_PATH = '/rest/v1/trade/history';

export interface TradeHistoryFilters {
  status: TradeHistoryStatusFilter;
  type: TradeHistoryTypeFilter;
  page: number;
}

/** The caller's finished trades by status and side, newest first, 10 a page. */
export async function getTradeHistory(filters: TradeHistoryFilters): Promise<TradesPage> {
  const { data, meta } = await request<unknown>('GET', TRADE_HISTORY_PATH, {
    params: {
      status: filters.status === 'all' ? undefined : filters.status,
      type: filters.type === 'all' ? undefined : filters.type,
      page: filters.page,
    },
  });
  return { trades: z.array(tradeListItemSchema).parse(data), meta: pagedListMetaSchema.parse(meta) };
}

export function getTradeHistoryQueryOptions(filters: TradeHistoryFilters) {
  return queryOptions({
    queryKey: tradeListKeys.history(filters),
    queryFn: () => getTradeHistory(filters),
    placeholderData: keepPreviousData,
  });
}

export function useTradeHistory(filters: TradeHistoryFilters) {
  return useQuery(getTradeHistoryQueryOptions(filters));
}
