import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { CHANGE_EMAIL_PATH, emailChangeQueryKey } from './get-email-change';

/** Withdraws the open change of e-mail address. */
export async function cancelEmailChange(): Promise<void> {
  await api.delete<unknown>(CHANGE_EMAIL_PATH);
}

export function useCancelEmailChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelEmailChange,
    onSuccess: () => queryClient.setQueryData(emailChangeQueryKey, null),
  });
}
