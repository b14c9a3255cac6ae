import { apiAppSchema, type ApiApp, type UpdateApiAppInput } from '@p2p/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { API_APPS_PATH, apiAppsQueryKey } from './get-api-apps';

/** Renames the app or changes its scopes or redirect URIs. */
export async function updateApiApp({ id, ...input }: UpdateApiAppInput & { id: string }): Promise<ApiApp> {
  return apiAppSchema.parse(await api.patch<unknown>(`${API_APPS_PATH}/${id}`, input));
}

export function useUpdateApiApp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateApiApp,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiAppsQueryKey }),
  });
}
