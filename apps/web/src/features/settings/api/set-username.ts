import {
  setUsernameInputSchema,
  setUsernameResultSchema,
  type SetUsernameInput,
  type SetUsernameResult,
} from '@p2p/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { currentUserQueryKey } from '@/lib/current-user';

export { setUsernameInputSchema, type SetUsernameInput };

export const SET_USERNAME_PATH = '/rest/v1/users/set-username';

/** Changes the username (unique ignoring case, once every 30 days). */
export async function setUsername(input: SetUsernameInput): Promise<SetUsernameResult> {
  return setUsernameResultSchema.parse(await api.post<unknown>(SET_USERNAME_PATH, input));
}

export function useSetUsername() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setUsername,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: currentUserQueryKey }),
  });
}
