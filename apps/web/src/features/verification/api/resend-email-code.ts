import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const RESEND_EMAIL_CODE_PATH = '/rest/v1/user-verification/email/resend-code';

export async function resendEmailCode(): Promise<void> {
  await api.post<unknown>(RESEND_EMAIL_CODE_PATH);
}

export function useResendEmailCode() {
  return useMutation({ mutationFn: resendEmailCode });
}
