import { myBadgeProgressSchema, type MyBadgeProgress } from '@p2p/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const BADGE_PROGRESS_PATH = '/rest/v1/dashboard/badges';

/** My badge and the figures the trader level rules read. */
export async function getBadgeProgress(): Promise<MyBadgeProgress> {
  return myBadgeProgressSchema.parse(await api.get<unknown>(BADGE_PROGRESS_PATH));
}

export function getBadgeProgressQueryOptions() {
  return queryOptions({ queryKey: ['dashboard', 'badges'], queryFn: getBadgeProgress });
}

export function useBadgeProgress() {
  return useQuery(getBadgeProgressQueryOptions());
}
