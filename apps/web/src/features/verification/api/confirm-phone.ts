import { confirmPhoneInputSchema } from '@p2p/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';
import { currentUserQueryKey } from '@/lib/current-user';
import { verificationQueryKey } from './keys';

export { confirmPhoneInputSchema };
export type ConfirmPhoneInput = z.infer<typeof confirmPhoneInputSchema>;

export const CONFIRM_PHONE_PATH = '/rest/v1/users/confirm-phone';

/** Checks the code; after too many wrong ones the 429 answer carries `countdown` seconds. */
export async function confirmPhone(input: ConfirmPhoneInput): Promise<void> {
  await api.post<unknown>(CONFIRM_PHONE_PATH, input);
}

export function useConfirmPhone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmPhone,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: currentUserQueryKey }),
        queryClient.invalidateQueries({ queryKey: verificationQueryKey }),
      ]),
  });
}
