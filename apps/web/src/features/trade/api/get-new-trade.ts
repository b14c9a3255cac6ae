import {
  tradeOfferV2Schema,
  tradeSummaryV2Schema,
  type TradeOfferV2,
  type TradeSummaryV2,
} from '@p2p/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { tradeKeys } from './keys';

export interface NewTrade {
  trade: TradeSummaryV2;
  offer: TradeOfferV2;
}

/**
 * The vendor's new-trade modal: GET /rest/v2/trade/{hash} and /rest/v2/trade/{hash}/offer, run
 * together (trading.md §7), the offer with a timestamp query.
 */
export async function getNewTrade(hash: string, timestamp = Date.now()): Promise<NewTrade> {
  const path = `/rest/v2/trade/${encodeURIComponent(hash)}`;
  const [trade, offer] = await Promise.all([
    api.get<unknown>(path),
    api.get<unknown>(`${path}/offer`, { params: { timestamp: Math.floor(timestamp / 1000) } }),
  ]);
  return { trade: tradeSummaryV2Schema.parse(trade), offer: tradeOfferV2Schema.parse(offer) };
}

export function useNewTrade(hash: string | null) {
  return useQuery(
    queryOptions({
      queryKey: tradeKeys.newTrade(hash ?? ''),
      queryFn: () => getNewTrade(hash!),
      enabled: hash !== null,
      staleTime: 60_000,
    }),
  );
}
