import { registerInputSchema, type RegisterInput } from '@p2p/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { resetCsrfToken } from '@/lib/csrf';
import { currentUserQueryKey } from '@/lib/current-user';

export { registerInputSchema, type RegisterInput };

export const REGISTER_PATH = '/rest/v1/auth/register';

export async function register(input: RegisterInput): Promise<unknown> {
  const data = await api.post<unknown>(REGISTER_PATH, input, { redirectOnUnauthorized: false });
  resetCsrfToken();
  return data;
}

export function useRegister({ onSuccess }: { onSuccess?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: register,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
      onSuccess?.();
    },
  });
}
