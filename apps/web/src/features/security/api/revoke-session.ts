import { sessionsRevokedSchema, type SessionsRevoked } from '@p2p/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { resetCsrfToken } from '@/lib/csrf';
import { currentUserQueryKey } from '@/lib/current-user';
import { SESSIONS_PATH, sessionsQueryKey } from './get-sessions';

/** Signs out one session of this account (the current one signs this browser out). */
export async function revokeSession(sessionId: string): Promise<SessionsRevoked> {
  return sessionsRevokedSchema.parse(
    await api.delete<unknown>(`${SESSIONS_PATH}/${encodeURIComponent(sessionId)}`),
  );
}

export function useRevokeSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeSession,
    onSuccess: (result) => {
      if (!result.signedOut) return queryClient.invalidateQueries({ queryKey: sessionsQueryKey });
      // This browser's own session ended: forget the user as a sign-out does.
      resetCsrfToken();
      queryClient.setQueryData(currentUserQueryKey, null);
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== currentUserQueryKey[0] });
    },
  });
}
