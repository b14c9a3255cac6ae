import {
  twoFactorBackupCodesSchema,
  twoFactorCodeInputSchema,
  type TwoFactorBackupCodes,
  type TwoFactorCodeInput,
} from '@p2p/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { currentUserQueryKey } from '@/lib/current-user';
import { TWO_FACTOR_PATH, twoFactorQueryKey } from './get-two-factor-status';
import { redirectUnlessCodeError } from './two-factor-errors';

export { twoFactorCodeInputSchema, type TwoFactorCodeInput };

/** Finishes setup with a code: two-factor is on, and the backup codes come back this once. */
export async function confirmTwoFactor(input: TwoFactorCodeInput): Promise<TwoFactorBackupCodes> {
  const data = await api.post<unknown>(`${TWO_FACTOR_PATH}/confirm`, input, {
    redirectOnUnauthorized: redirectUnlessCodeError,
  });
  return twoFactorBackupCodesSchema.parse(data);
}

/** The backup codes are not cached: the caller shows them once and forgets them. */
export function useConfirmTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmTwoFactor,
    onSuccess: async ({ status }) => {
      queryClient.setQueryData(twoFactorQueryKey, status);
      await queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
    },
  });
}
