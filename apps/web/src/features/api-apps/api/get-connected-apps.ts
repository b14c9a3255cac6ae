import { connectedApiAppSchema, type ConnectedApiApp } from '@p2p/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import { API_APPS_PATH } from './get-api-apps';

export const connectedAppsQueryKey = ['connected-api-apps'] as const;

/** Third-party apps the user allowed to act for them. */
export async function getConnectedApps(): Promise<ConnectedApiApp[]> {
  return z.array(connectedApiAppSchema).parse(await api.get<unknown>(`${API_APPS_PATH}/connected`));
}

export function getConnectedAppsQueryOptions() {
  return queryOptions({ queryKey: connectedAppsQueryKey, queryFn: getConnectedApps });
}

export function useConnectedApps() {
  return useQuery(getConnectedAppsQueryOptions());
}
