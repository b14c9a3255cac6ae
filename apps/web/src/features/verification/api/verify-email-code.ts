import { emailVerifiedSchema, verifyEmailCodeInputSchema } from '@p2p/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';
import { currentUserQueryKey } from '@/lib/current-user';
import { verificationQueryKey } from './keys';

export { verifyEmailCodeInputSchema };
export type VerifyEmailCodeInput = z.infer<typeof verifyEmailCodeInputSchema>;
export type EmailVerified = z.infer<typeof emailVerifiedSchema>;

export const VERIFY_EMAIL_CODE_PATH = '/rest/v1/user-verification/email/verify-code';

/** Confirms the e-mail address; the answer says where to go next (after EMAIL_VERIFIED_REDIRECT_MS). */
export async function verifyEmailCode(input: VerifyEmailCodeInput): Promise<EmailVerified> {
  return emailVerifiedSchema.parse(await api.post<unknown>(VERIFY_EMAIL_CODE_PATH, input));
}

export function useVerifyEmailCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyEmailCode,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: currentUserQueryKey }),
        queryClient.invalidateQueries({ queryKey: verificationQueryKey }),
      ]),
  });
}
