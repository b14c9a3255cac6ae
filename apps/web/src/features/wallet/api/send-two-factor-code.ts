import { twoFactorCodeSentSchema, twoFactorSendCodeInputSchema, type TwoFactorCodeSent } from '@p2p/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Sends a two-factor code by SMS or e-mail for the send-out, when two-factor uses one of those. */
export async function sendTwoFactorCode(channel: 'sms' | 'email'): Promise<TwoFactorCodeSent> {
  return twoFactorCodeSentSchema.parse(
    await api.post<unknown>(
      '/rest/v1/users/two-factor/send-code',
      twoFactorSendCodeInputSchema.parse({ channel }),
    ),
  );
}

export function useSendTwoFactorCode() {
  return useMutation({ mutationFn: sendTwoFactorCode });
}
