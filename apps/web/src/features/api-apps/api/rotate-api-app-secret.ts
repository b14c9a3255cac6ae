import { apiAppWithSecretSchema, type ApiAppWithSecret } from '@p2p/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { API_APPS_PATH, apiAppsQueryKey } from './get-api-apps';

/** A new secret, shown in this answer only; the old one and its tokens stop at once. */
export async function rotateApiAppSecret(id: string): Promise<ApiAppWithSecret> {
  return apiAppWithSecretSchema.parse(await api.post<unknown>(`${API_APPS_PATH}/${id}/secret`));
}

export function useRotateApiAppSecret() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rotateApiAppSecret,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiAppsQueryKey }),
  });
}
