import { tradeViewSchema, type TradeView } from '@p2p/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { tradeKeys, tradePath } from './keys';

/** GET /rest/v1/trade/{hash}: the trade as the caller (a party or a dispute's moderator) sees it. */
export async function getTrade(hash: string): Promise<TradeView> {
  return tradeViewSchema.parse(await api.get<unknown>(tradePath(hash)));
}

export function getTradeQueryOptions(hash: string) {
  return queryOptions({ queryKey: tradeKeys.view(hash), queryFn: () => getTrade(hash) });
}

export function useTrade(hash: string) {
  return useQuery(getTradeQueryOptions(hash));
}
