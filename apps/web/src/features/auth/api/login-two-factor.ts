import { loginTwoFactorInputSchema, type LoginTwoFactorInput } from '@p2p/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { resetCsrfToken } from '@/lib/csrf';
import { currentUserQueryKey } from '@/lib/current-user';

export { loginTwoFactorInputSchema, type LoginTwoFactorInput };

export const LOGIN_TWO_FACTOR_PATH = '/rest/v1/auth/login/two-factor';

/** The second step of a two-factor login; a wrong code is a 401 that belongs on the code field. */
export async function loginTwoFactor(input: LoginTwoFactorInput): Promise<void> {
  await api.post<unknown>(LOGIN_TWO_FACTOR_PATH, input, { redirectOnUnauthorized: false });
  resetCsrfToken();
}

export function useLoginTwoFactor({ onSuccess }: { onSuccess?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: loginTwoFactor,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
      onSuccess?.();
    },
  });
}
