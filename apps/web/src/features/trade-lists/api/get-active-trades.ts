import { type ActiveTrades } from '@p2p/shared';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api } from '@/lib/api-client';
import { ACTIVE_TRADES_POLL_WAIT_MS, subscribeToPolling } from './active-trades-poller';
import { tradeListKeys } from './keys';
import { loadAccountShellSchemas } from '@/lib/load-shell-schemas';

export const ACTIVE_TRADES_PATH = '/rest/v1/trade/active';

/** The caller's open trades (buy and sell) and those that need the caller now. */
export async function getActiveTrades(): Promise<ActiveTrades> {
  const [answer, { activeTradesSchema }] = await Promise.all([
    api.get<unknown>(ACTIVE_TRADES_PATH),
    loadAccountShellSchemas(),
  ]);
  return activeTradesSchema.parse(answer);
}

export function getActiveTradesQueryOptions() {
  return queryOptions({
    queryKey: tradeListKeys.active(),
    queryFn: getActiveTrades,
    // The poller refreshes it; a page opened within the wait reuses the last answer.
    staleTime: ACTIVE_TRADES_POLL_WAIT_MS,
  });
}

/**
 * The active trades, polled one request at a time with 60 s between answers while anything shows
 * them (the page, the navbar's count). `enabled: false` (anonymous visitors) neither loads nor polls.
 */
export function useActiveTrades({ enabled = true }: { enabled?: boolean } = {}) {
  const queryClient = useQueryClient();
  const query = useQuery({ ...getActiveTradesQueryOptions(), enabled });
  useEffect(() => {
    if (!enabled) return;
    return subscribeToPolling(queryClient, { queryKey: tradeListKeys.active(), queryFn: getActiveTrades });
  }, [enabled, queryClient]);
  return query;
}
