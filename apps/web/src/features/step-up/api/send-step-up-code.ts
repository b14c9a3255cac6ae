import { stepUpCodeSentSchema, type StepUpCodeSent } from '@p2p/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export type StepUpCodeChannel = StepUpCodeSent['channel'];

/** The trade chat's send calls (platform.md §7): one path per channel. */
const SEND_PATHS: Record<StepUpCodeChannel, string> = {
  sms: '/rest/v1/auth/send-phone-code',
  call: '/rest/v1/auth/call-phone-code',
  email: '/rest/v1/auth/send-email-code',
};

export async function sendStepUpCode(channel: StepUpCodeChannel): Promise<StepUpCodeSent> {
  return stepUpCodeSentSchema.parse(await api.post<unknown>(SEND_PATHS[channel]));
}

export function useSendStepUpCode() {
  return useMutation({ mutationFn: sendStepUpCode });
}
