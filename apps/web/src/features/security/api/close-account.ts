import { accountCloseInputSchema, accountClosedSchema, type AccountCloseInput } from '@p2p/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { resetCsrfToken } from '@/lib/csrf';
import { currentUserQueryKey } from '@/lib/current-user';
import { CLOSE_ACCOUNT_PATH } from './get-close-check';
import { redirectUnlessCodeError } from './two-factor-errors';

export { accountCloseInputSchema, type AccountCloseInput };

/** Closes this account for good (password, and the two-factor code when on); the browser is signed out. */
export async function closeAccount(input: AccountCloseInput) {
  const data = await api.post<unknown>(CLOSE_ACCOUNT_PATH, input, {
    redirectOnUnauthorized: redirectUnlessCodeError,
  });
  resetCsrfToken();
  return accountClosedSchema.parse(data);
}

/** On success forgets everything cached for the closed account, as a sign-out does. */
export function useCloseAccount({ onSuccess }: { onSuccess?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: closeAccount,
    onSuccess: () => {
      queryClient.setQueryData(currentUserQueryKey, null);
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== currentUserQueryKey[0] });
      onSuccess?.();
    },
  });
}
