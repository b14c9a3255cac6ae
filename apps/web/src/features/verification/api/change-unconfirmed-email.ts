import { changeUnconfirmedEmailInputSchema } from '@p2p/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';
import { currentUserQueryKey } from '@/lib/current-user';

export { changeUnconfirmedEmailInputSchema };
export type ChangeUnconfirmedEmailInput = z.infer<typeof changeUnconfirmedEmailInputSchema>;

export const CHANGE_UNCONFIRMED_EMAIL_PATH = '/rest/v1/user-verification/email/change-unconfirmed';

/** Corrects an address that is not confirmed yet; a new code goes to the new address. */
export async function changeUnconfirmedEmail(input: ChangeUnconfirmedEmailInput): Promise<void> {
  await api.post<unknown>(CHANGE_UNCONFIRMED_EMAIL_PATH, input);
}

export function useChangeUnconfirmedEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeUnconfirmedEmail,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: currentUserQueryKey }),
  });
}
