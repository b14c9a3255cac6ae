import {
  twoFactorCodeSentSchema,
  twoFactorSendCodeInputSchema,
  type TwoFactorCodeSent,
  type TwoFactorSendCodeInput,
} from '@p2p/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { TWO_FACTOR_PATH } from './get-two-factor-status';

export { twoFactorSendCodeInputSchema, type TwoFactorSendCodeInput };

/** Sends a code by SMS or e-mail for the next check, when two-factor uses one of those methods. */
export async function sendTwoFactorCode(input: TwoFactorSendCodeInput): Promise<TwoFactorCodeSent> {
  return twoFactorCodeSentSchema.parse(await api.post<unknown>(`${TWO_FACTOR_PATH}/send-code`, input));
}

export function useSendTwoFactorCode() {
  return useMutation({ mutationFn: sendTwoFactorCode });
}
