import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';
import { resetCsrfToken } from '@/lib/csrf';
import { currentUserQueryKey } from '@/lib/current-user';

export const LOGOUT_PATH = '/rest/v1/auth/logout';

/** A 401 means the session had already ended, which is what the user asked for. */
export async function logout(): Promise<void> {
  try {
    await api.post<unknown>(LOGOUT_PATH, undefined, { redirectOnUnauthorized: false });
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 401)) throw error;
  }
  resetCsrfToken();
}

/** Forgets everything cached for the user who left; the navbar falls back to the signed-out links. */
export function useLogout({ onSuccess }: { onSuccess?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logout,
    onSuccess: () => {
      queryClient.setQueryData(currentUserQueryKey, null);
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== currentUserQueryKey[0] });
      onSuccess?.();
    },
  });
}
