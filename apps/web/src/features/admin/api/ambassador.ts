import { ambassadorSchema, type Ambassador } from '@p2p/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';

export const ambassadorPath = (userId: number) => `/rest/v1/assign-ambassador/${userId}`;
const ambassadorKey = (userId: number) => ['admin', 'ambassador', userId] as const;

/** The user's ambassador status; null when they are not one. */
export async function getAmbassador(userId: number): Promise<Ambassador | null> {
  try {
    return ambassadorSchema.parse(await api.get<unknown>(ambassadorPath(userId)));
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export function useAmbassador(userId: number) {
  return useQuery(queryOptions({ queryKey: ambassadorKey(userId), queryFn: () => getAmbassador(userId) }));
}

export function useAssignAmbassador(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (rewardShareBps: number) =>
      ambassadorSchema.parse(await api.post<unknown>(ambassadorPath(userId), { rewardShareBps })),
    onSuccess: (data) => queryClient.setQueryData(ambassadorKey(userId), data),
  });
}

export function useRevokeAmbassador(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete<unknown>(ambassadorPath(userId)),
    onSuccess: () => queryClient.setQueryData(ambassadorKey(userId), null),
  });
}
