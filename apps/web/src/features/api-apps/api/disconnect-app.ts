import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { API_APPS_PATH } from './get-api-apps';
import { connectedAppsQueryKey } from './get-connected-apps';

/** Takes back the consent: the app's tokens for this user stop at once. */
export async function disconnectApp(clientId: string): Promise<void> {
  await api.delete<unknown>(`${API_APPS_PATH}/connected/${encodeURIComponent(clientId)}`);
}

export function useDisconnectApp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: disconnectApp,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: connectedAppsQueryKey }),
  });
}
