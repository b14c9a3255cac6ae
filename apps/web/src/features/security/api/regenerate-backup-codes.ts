import { twoFactorBackupCodesSchema, type TwoFactorBackupCodes, type TwoFactorCodeInput } from '@p2p/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { twoFactorCodeInputSchema } from './confirm-two-factor';
import { TWO_FACTOR_PATH, twoFactorQueryKey } from './get-two-factor-status';
import { redirectUnlessCodeError } from './two-factor-errors';

export { twoFactorCodeInputSchema };

/** Replaces the backup codes (needs a current code); the new ones are shown once. */
export async function regenerateBackupCodes(input: TwoFactorCodeInput): Promise<TwoFactorBackupCodes> {
  const data = await api.post<unknown>(`${TWO_FACTOR_PATH}/backup-codes`, input, {
    redirectOnUnauthorized: redirectUnlessCodeError,
  });
  return twoFactorBackupCodesSchema.parse(data);
}

export function useRegenerateBackupCodes() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: regenerateBackupCodes,
    onSuccess: ({ status }) => queryClient.setQueryData(twoFactorQueryKey, status),
  });
}
