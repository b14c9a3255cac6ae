import { authRequestSchema, type AuthRequestView } from '@p2p/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { stepUpKeys } from './keys';

export type AuthRequestDecision = 'approve' | 'deny';

export async function resolveAuthRequest(input: {
  id: string;
  decision: AuthRequestDecision;
}): Promise<AuthRequestView> {
  return authRequestSchema.parse(
    await api.post<unknown>(`/rest/v1/auth/requests/${encodeURIComponent(input.id)}/${input.decision}`),
  );
}

export function useResolveAuthRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resolveAuthRequest,
    onSettled: () => queryClient.invalidateQueries({ queryKey: stepUpKeys.requests }),
  });
}
