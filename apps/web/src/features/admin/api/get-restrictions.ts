import { restrictionSchema, type Restriction } from '@p2p/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';

export const restrictionsPath = (userId: number) => `/rest/v1/admin/users/${userId}/restrictions`;
export const restrictionsQueryKey = (userId: number) => ['admin', 'restrictions', userId] as const;

/** A user's restrictions, active and lifted (staff). */
export async function getRestrictions(userId: number): Promise<Restriction[]> {
  return z.array(restrictionSchema).parse(await api.get<unknown>(restrictionsPath(userId)));
}

export function getRestrictionsQueryOptions(userId: number) {
  return queryOptions({ queryKey: restrictionsQueryKey(userId), queryFn: () => getRestrictions(userId) });
}

export function useRestrictions(userId: number) {
  return useQuery(getRestrictionsQueryOptions(userId));
}
