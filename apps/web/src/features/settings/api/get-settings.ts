import { type Settings } from '@p2p/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { loadAccountShellSchemas } from '@/lib/load-shell-schemas';

export const SETTINGS_PATH = '/rest/v1/users/settings';
export const settingsQueryKey = ['settings'] as const;

export async function getSettings(): Promise<Settings> {
  const [answer, { settingsSchema }] = await Promise.all([
    api.get<unknown>(SETTINGS_PATH),
    loadAccountShellSchemas(),
  ]);
  return settingsSchema.parse(answer);
}

export function getSettingsQueryOptions() {
  return queryOptions({ queryKey: settingsQueryKey, queryFn: getSettings });
}

export function useSettings() {
  return useQuery(getSettingsQueryOptions());
}
