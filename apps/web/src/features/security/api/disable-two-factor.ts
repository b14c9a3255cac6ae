import { twoFactorStatusSchema, type TwoFactorCodeInput, type TwoFactorStatus } from '@p2p/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { currentUserQueryKey } from '@/lib/current-user';
import { twoFactorCodeInputSchema } from './confirm-two-factor';
import { TWO_FACTOR_PATH, twoFactorQueryKey } from './get-two-factor-status';
import { redirectUnlessCodeError } from './two-factor-errors';

export { twoFactorCodeInputSchema };

/** Turns two-factor off; needs a current code. The backup codes are deleted with it. */
export async function disableTwoFactor(input: TwoFactorCodeInput): Promise<TwoFactorStatus> {
  const data = await api.post<unknown>(`${TWO_FACTOR_PATH}/disable`, input, {
    redirectOnUnauthorized: redirectUnlessCodeError,
  });
  return twoFactorStatusSchema.parse(data);
}

export function useDisableTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: disableTwoFactor,
    onSuccess: async (status) => {
      queryClient.setQueryData(twoFactorQueryKey, status);
      await queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
    },
  });
}
