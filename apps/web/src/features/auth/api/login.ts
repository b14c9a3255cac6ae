import {
  loginInputSchema,
  twoFactorChallengeSchema,
  type LoginInput,
  type TwoFactorChallenge,
} from '@p2p/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { resetCsrfToken } from '@/lib/csrf';
import { currentUserQueryKey } from '@/lib/current-user';

export { loginInputSchema, type LoginInput };

export const LOGIN_PATH = '/rest/v1/auth/login';

/** Signed in, or the password was right and the account asks for a second factor first. */
export type LoginOutcome = { kind: 'signed-in' } | { kind: 'two-factor'; challenge: TwoFactorChallenge };

/** A wrong password is a 401 whose details belong on the form, so it must not redirect. */
export async function login(input: LoginInput): Promise<LoginOutcome> {
  const data = await api.post<unknown>(LOGIN_PATH, input, { redirectOnUnauthorized: false });
  resetCsrfToken();
  const challenge = twoFactorChallengeSchema.safeParse(data);
  return challenge.success ? { kind: 'two-factor', challenge: challenge.data } : { kind: 'signed-in' };
}

/** `onSuccess` runs once signed in; a two-factor challenge is returned to the form instead. */
export function useLogin({ onSuccess }: { onSuccess?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: async (outcome) => {
      if (outcome.kind !== 'signed-in') return;
      await queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
      onSuccess?.();
    },
  });
}
