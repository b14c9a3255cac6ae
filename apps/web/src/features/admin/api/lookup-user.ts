import { publicUserSchema, type PublicUser } from '@p2p/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const lookupUserPath = (idOrUsername: string) => `/rest/v1/users/${encodeURIComponent(idOrUsername)}`;

/**
 * Finds an account by username or numeric id. The API has no staff view of a user, so this is the
 * public profile: it gives the id the admin routes need, not the role, level or account type.
 */
export async function lookupUser(idOrUsername: string): Promise<PublicUser> {
  return publicUserSchema.parse(await api.get<unknown>(lookupUserPath(idOrUsername)));
}

export function getLookupUserQueryOptions(idOrUsername: string) {
  return queryOptions({
    queryKey: ['admin', 'user', idOrUsername.toLowerCase()],
    queryFn: () => lookupUser(idOrUsername),
  });
}

export function useLookupUser(idOrUsername: string) {
  return useQuery(getLookupUserQueryOptions(idOrUsername));
}
