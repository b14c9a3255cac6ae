import { traderStatisticsSchema, type StatisticsPeriod, type TraderStatistics } from '@p2p/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const TRADE_STATISTICS_PATH = '/rest/v1/trade/statistics';

/** The signed-in trader's statistics for a period. */
export async function getTradeStatistics(period: StatisticsPeriod): Promise<TraderStatistics> {
  return traderStatisticsSchema.parse(await api.get<unknown>(`${TRADE_STATISTICS_PATH}?period=${period}`));
}

export function getTradeStatisticsQueryOptions(period: StatisticsPeriod) {
  return queryOptions({
    queryKey: ['trade-statistics', period],
    queryFn: () => getTradeStatistics(period),
    // The old period's figures stay on screen while the new ones load.
    placeholderData: keepPreviousData,
  });
}

export function useTradeStatistics(period: StatisticsPeriod) {
  return useQuery(getTradeStatisticsQueryOptions(period));
}
