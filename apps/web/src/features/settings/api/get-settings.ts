import { settingsSchema, type Settings } from '@p2p/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const SETTINGS_PATH = '/rest/v1/users/settings';
export const settingsQueryKey = ['settings'] as const;

export async function getSettings(): Promise<Settings> {
  return settingsSchema.parse(await api.get<unknown>(SETTINGS_PATH));
}

export function getSettingsQueryOptions() {
  return queryOptions({ queryKey: settingsQueryKey, queryFn: getSettings });
}

export function useSettings() {
  return useQuery(getSettingsQueryOptions());
}
