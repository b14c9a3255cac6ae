import {
  twoFactorCodeSentSchema,
  twoFactorSendCodeInputSchema,
  twoFactorStatusSchema,
  type TwoFactorCodeSent,
  type TwoFactorStatus,
} from '@p2p/shared';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

const TWO_FACTOR_PATH = '/rest/v1/users/two-factor';

/** The seller's two-factor status (same key as the security page's, so they share the cache). */
export async function getTwoFactorStatus(): Promise<TwoFactorStatus> {
  return twoFactorStatusSchema.parse(await api.get<unknown>(TWO_FACTOR_PATH));
}

/** The method of the second factor, read only when the release asks for a code. */
export function useTwoFactorMethod(enabled: boolean) {
  return useQuery({
    ...queryOptions({ queryKey: ['two-factor'], queryFn: getTwoFactorStatus }),
    enabled,
    select: (status) => status.method,
  });
}

/** Sends a code by SMS or e-mail, when the second factor is one of those. */
export function useSendTwoFactorCode() {
  return useMutation({
    mutationFn: async (channel: 'sms' | 'email'): Promise<TwoFactorCodeSent> =>
      twoFactorCodeSentSchema.parse(
        await api.post<unknown>(
          `${TWO_FACTOR_PATH}/send-code`,
          twoFactorSendCodeInputSchema.parse({ channel }),
        ),
      ),
  });
}
