import { loginInputSchema, type LoginInput } from '@p2p/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { resetCsrfToken } from '@/lib/csrf';
import { currentUserQueryKey } from './get-current-user';

export { loginInputSchema, type LoginInput };

export const LOGIN_PATH = '/rest/v1/auth/login';

/** A wrong password is a 401 whose details belong on the form, so it must not redirect. */
export async function login(input: LoginInput): Promise<unknown> {
  const data = await api.post<unknown>(LOGIN_PATH, input, { redirectOnUnauthorized: false });
  resetCsrfToken();
  return data;
}

export function useLogin({ onSuccess }: { onSuccess?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
      onSuccess?.();
    },
  });
}
