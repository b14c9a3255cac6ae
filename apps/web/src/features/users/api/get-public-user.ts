import { publicUserSchema, type PublicUser } from '@p2p/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const publicUserPath = (idOrUsername: string) => `/rest/v1/users/${encodeURIComponent(idOrUsername)}`;
export const publicUserQueryKey = ['public-user'] as const;

/** What anyone may see of a user, by username or numeric id. */
export async function getPublicUser(idOrUsername: string): Promise<PublicUser> {
  return publicUserSchema.parse(
    await api.get<unknown>(publicUserPath(idOrUsername), { redirectOnUnauthorized: false }),
  );
}

export function getPublicUserQueryOptions(idOrUsername: string) {
  return queryOptions({
    queryKey: [...publicUserQueryKey, idOrUsername.toLowerCase()],
    queryFn: () => getPublicUser(idOrUsername),
  });
}

export function usePublicUser(idOrUsername: string) {
  return useQuery(getPublicUserQueryOptions(idOrUsername));
}
