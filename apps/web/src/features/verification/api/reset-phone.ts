import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { currentUserQueryKey } from '@/lib/current-user';
import { verificationQueryKey } from './keys';

export const RESET_PHONE_PATH = '/rest/v1/users/reset-phone';

/** Removes the phone number; the level follows (L1 needs a verified phone). */
export async function resetPhone(): Promise<void> {
  await api.post<unknown>(RESET_PHONE_PATH);
}

export function useResetPhone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetPhone,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: currentUserQueryKey }),
        queryClient.invalidateQueries({ queryKey: verificationQueryKey }),
      ]),
  });
}
