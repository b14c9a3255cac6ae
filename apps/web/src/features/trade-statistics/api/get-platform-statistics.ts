import { platformStatisticsSchema, type PlatformStatistics, type StatisticsPeriod } from '@p2p/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const PLATFORM_STATISTICS_PATH = '/rest/v1/statistics/platform';

/** The platform's public figures for a period (aggregates of completed trades). */
export async function getPlatformStatistics(period: StatisticsPeriod): Promise<PlatformStatistics> {
  return platformStatisticsSchema.parse(
    await api.get<unknown>(`${PLATFORM_STATISTICS_PATH}?period=${period}`),
  );
}

export function getPlatformStatisticsQueryOptions(period: StatisticsPeriod) {
  return queryOptions({
    queryKey: ['platform-statistics', period],
    queryFn: () => getPlatformStatistics(period),
    placeholderData: keepPreviousData,
    // The server recomputes the figures every two minutes.
    staleTime: 60_000,
  });
}

export function usePlatformStatistics(period: StatisticsPeriod) {
  return useQuery(getPlatformStatisticsQueryOptions(period));
}
