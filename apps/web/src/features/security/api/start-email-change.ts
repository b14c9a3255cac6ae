import { changeEmailInputSchema, emailChangeSchema, type ChangeEmailInput } from '@p2p/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { CHANGE_EMAIL_PATH, emailChangeQueryKey } from './get-email-change';
import { redirectUnlessCodeError } from './two-factor-errors';

export { changeEmailInputSchema, type ChangeEmailInput };

/** Asks to change the address: links go to the new address and, when verified, the current one. */
export async function startEmailChange(input: ChangeEmailInput) {
  const data = await api.post<unknown>(CHANGE_EMAIL_PATH, input, {
    redirectOnUnauthorized: redirectUnlessCodeError,
  });
  return emailChangeSchema.parse(data);
}

export function useStartEmailChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startEmailChange,
    onSuccess: (change) => queryClient.setQueryData(emailChangeQueryKey, change),
  });
}
