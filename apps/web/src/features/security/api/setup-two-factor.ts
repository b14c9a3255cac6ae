import {
  twoFactorSetupInputSchema,
  twoFactorSetupSchema,
  type TwoFactorSetup,
  type TwoFactorSetupInput,
} from '@p2p/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { TWO_FACTOR_PATH } from './get-two-factor-status';

export { twoFactorSetupInputSchema, type TwoFactorSetupInput };

/** Starts setup: for an authenticator app the secret and its QR code, otherwise a code sent to confirm. */
export async function setupTwoFactor(input: TwoFactorSetupInput): Promise<TwoFactorSetup> {
  return twoFactorSetupSchema.parse(await api.post<unknown>(`${TWO_FACTOR_PATH}/setup`, input));
}

export function useSetupTwoFactor() {
  return useMutation({ mutationFn: setupTwoFactor });
}
