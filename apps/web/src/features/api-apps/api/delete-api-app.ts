import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { API_APPS_PATH, apiAppsQueryKey } from './get-api-apps';

/** Deletes the app: its secret, tokens and signed requests stop working. */
export async function deleteApiApp(id: string): Promise<void> {
  await api.delete<unknown>(`${API_APPS_PATH}/${id}`);
}

export function useDeleteApiApp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteApiApp,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiAppsQueryKey }),
  });
}
