import {
  twoFactorStatusSchema,
  twoFactorSwitchesInputSchema,
  type TwoFactorStatus,
  type TwoFactorSwitchesInput,
} from '@p2p/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { currentUserQueryKey } from '@/lib/current-user';
import { TWO_FACTOR_PATH, twoFactorQueryKey } from './get-two-factor-status';
import { redirectUnlessCodeError } from './two-factor-errors';

export { twoFactorSwitchesInputSchema, type TwoFactorSwitchesInput };

/** Asks (or stops asking) for the second factor at login, release and send-out; needs a current code. */
export async function updateTwoFactorSwitches(input: TwoFactorSwitchesInput): Promise<TwoFactorStatus> {
  const data = await api.put<unknown>(
    `${TWO_FACTOR_PATH}/switches`,
    twoFactorSwitchesInputSchema.parse(input),
    {
      redirectOnUnauthorized: redirectUnlessCodeError,
    },
  );
  return twoFactorStatusSchema.parse(data);
}

export function useUpdateTwoFactorSwitches() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTwoFactorSwitches,
    onSuccess: async (status) => {
      queryClient.setQueryData(twoFactorQueryKey, status);
      await queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
    },
  });
}
