import { apiAppSchema, type ApiApp } from '@p2p/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';

export const API_APPS_PATH = '/rest/v1/api-apps';
export const apiAppsQueryKey = ['api-apps'] as const;

/** The user's API apps with their last use (never their secrets). */
export async function getApiApps(): Promise<ApiApp[]> {
  return z.array(apiAppSchema).parse(await api.get<unknown>(API_APPS_PATH));
}

export function getApiAppsQueryOptions() {
  return queryOptions({ queryKey: apiAppsQueryKey, queryFn: getApiApps });
}

export function useApiApps() {
  return useQuery(getApiAppsQueryOptions());
}
