import { sessionsRevokedSchema, type SessionsRevoked } from '@p2p/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { SESSIONS_PATH, sessionsQueryKey } from './get-sessions';

/** Signs out every other session of this account; this one stays. */
export async function revokeOtherSessions(): Promise<SessionsRevoked> {
  return sessionsRevokedSchema.parse(await api.post<unknown>(`${SESSIONS_PATH}/revoke-others`));
}

export function useRevokeOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeOtherSessions,
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionsQueryKey }),
  });
}
