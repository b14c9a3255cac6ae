import { swapOverviewSchema, type SwapOverview } from '@p2p/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const SWAP_PATH = '/rest/v1/swap';
export const swapQueryKey = ['swap'] as const;

/** Coins, spread, how long a quote holds, the caller's limits and last swaps. */
export async function getSwapOverview(): Promise<SwapOverview> {
  return swapOverviewSchema.parse(await api.get<unknown>(SWAP_PATH));
}

export function getSwapOverviewQueryOptions() {
  return queryOptions({ queryKey: [...swapQueryKey, 'overview'], queryFn: getSwapOverview });
}

export function useSwapOverview() {
  return useQuery(getSwapOverviewQueryOptions());
}
