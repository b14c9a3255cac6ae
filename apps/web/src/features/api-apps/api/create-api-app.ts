import { apiAppWithSecretSchema, type ApiAppWithSecret, type CreateApiAppInput } from '@p2p/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { API_APPS_PATH, apiAppsQueryKey } from './get-api-apps';

/** Creates an app; the answer carries its secret, shown this once. */
export async function createApiApp(input: CreateApiAppInput): Promise<ApiAppWithSecret> {
  return apiAppWithSecretSchema.parse(await api.post<unknown>(API_APPS_PATH, input));
}

export function useCreateApiApp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createApiApp,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiAppsQueryKey }),
  });
}
