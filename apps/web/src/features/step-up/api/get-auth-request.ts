import { authRequestSchema, type AuthRequestView } from '@p2p/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { stepUpKeys } from './keys';

export const AUTH_REQUEST_POLL_MS = 2000;

export async function getAuthRequest(id: string): Promise<AuthRequestView> {
  return authRequestSchema.parse(await api.get<unknown>(`/rest/v1/auth/requests/${encodeURIComponent(id)}`));
}

/** The asking browser follows its request: polled while pending (and refreshed on socket events). */
export function useAuthRequest(id: string | null) {
  return useQuery({
    ...queryOptions({ queryKey: stepUpKeys.request(id ?? ''), queryFn: () => getAuthRequest(id!) }),
    enabled: id !== null,
    refetchInterval: (query) => (query.state.data?.state === 'pending' ? AUTH_REQUEST_POLL_MS : false),
  });
}
