import { apiAppCallSchema, type ApiAppCall } from '@p2p/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import { API_APPS_PATH, apiAppsQueryKey } from './get-api-apps';

/** The app's most recent calls to the trading API, newest first. */
export async function getApiAppCalls(id: string): Promise<ApiAppCall[]> {
  return z.array(apiAppCallSchema).parse(await api.get<unknown>(`${API_APPS_PATH}/${id}/calls`));
}

export function getApiAppCallsQueryOptions(id: string) {
  return queryOptions({ queryKey: [...apiAppsQueryKey, id, 'calls'], queryFn: () => getApiAppCalls(id) });
}

export function useApiAppCalls(id: string) {
  return useQuery(getApiAppCallsQueryOptions(id));
}
