import {
  pagedListMetaSchema,
  tradeListItemSchema,
  type PagedListMeta,
  type TradeListItem,
} from '@p2p/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { request } from '@/lib/api-client';
import { tradeListKeys } from './keys';

export interface TradesPage {
  trades: TradeListItem[];
  meta: PagedListMeta;
}

/** Every trade of the caller, newest first, 10 a page. */
export async function getRecentTrades(page: number): Promise<TradesPage> {
  const { data, meta } = await request<unknown>('GET', '/rest/v1/trade/recent', { params: { page } });
  return { trades: z.array(tradeListItemSchema).parse(data), meta: pagedListMetaSchema.parse(meta) };
}

export function getRecentTradesQueryOptions(page: number) {
  return queryOptions({
    queryKey: tradeListKeys.recent(page),
    queryFn: () => getRecentTrades(page),
    placeholderData: keepPreviousData,
  });
}

export function useRecentTrades(page: number) {
  return useQuery(getRecentTradesQueryOptions(page));
}
