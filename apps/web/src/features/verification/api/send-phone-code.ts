import { phoneCodeSentSchema, sendPhoneCodeInputSchema, type SendPhoneCodeInput } from '@p2p/shared';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';

export { sendPhoneCodeInputSchema, type SendPhoneCodeInput };
export type PhoneCodeSent = z.infer<typeof phoneCodeSentSchema>;

export const SEND_PHONE_CODE_PATH = '/rest/v1/users/send-phone-code';

/**
 * Sends a code by SMS or call. Failures carry the spec's `errorCode` (1 limit exceeded, 2 parse error,
 * 3 invalid number, 4 wrong phone type, 5 SMS not supported) and may carry a `countdown`.
 */
export async function sendPhoneCode(input: SendPhoneCodeInput): Promise<PhoneCodeSent> {
  return phoneCodeSentSchema.parse(
    await api.post<unknown>(SEND_PHONE_CODE_PATH, sendPhoneCodeInputSchema.parse(input)),
  );
}

export function useSendPhoneCode() {
  return useMutation({ mutationFn: sendPhoneCode });
}
