import { type Settings, type SettingsInput } from '@p2p/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { currentUserQueryKey } from '@/lib/current-user';
import { SETTINGS_PATH, settingsQueryKey } from './get-settings';
import { loadAccountShellSchemas } from '@/lib/load-shell-schemas';

export type { SettingsInput };

/** Changes any of the settings; errors come back per field under the same snake_case keys. */
export async function updateSettings(input: SettingsInput): Promise<Settings> {
  const [answer, { settingsSchema }] = await Promise.all([
    api.post<unknown>(SETTINGS_PATH, input),
    loadAccountShellSchemas(),
  ]);
  return settingsSchema.parse(answer);
}

export function useUpdateSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSettings,
    onSuccess: async (settings) => {
      queryClient.setQueryData(settingsQueryKey, settings);
      await queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
    },
  });
}
