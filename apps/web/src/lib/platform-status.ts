import { type PlatformStatus } from '@p2p/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api-client';
import { loadShellSchemas } from './load-shell-schemas';

export const PLATFORM_STATUS_PATH = '/rest/v1/platform/status';
export const platformStatusQueryKey = ['platform-status'] as const;

/**
 * Maintenance (on now and announced), trading halts and the operator's message (decision 036). Shared
 * code: the layout's banners and maintenance notice and the admin console read it.
 */
export async function getPlatformStatus(): Promise<PlatformStatus> {
  const [answer, { platformStatusSchema }] = await Promise.all([
    api.get<unknown>(PLATFORM_STATUS_PATH),
    loadShellSchemas(),
  ]);
  return platformStatusSchema.parse(answer);
}

/** Polled every 30 s, and at once when an API answer says maintenance (lib/query-client). */
export function getPlatformStatusQueryOptions() {
  return queryOptions({
    queryKey: platformStatusQueryKey,
    queryFn: getPlatformStatus,
    staleTime: 15_000,
    refetchInterval: 30_000,
  });
}

export function usePlatformStatus() {
  return useQuery(getPlatformStatusQueryOptions());
}
