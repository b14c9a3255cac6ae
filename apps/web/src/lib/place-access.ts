import { type PlaceAccess } from '@p2p/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api-client';
import { loadShellSchemas } from './load-shell-schemas';

export const PLACE_ACCESS_PATH = '/rest/v1/platform/access';
export const placeAccessQueryKey = ['place-access'] as const;

/**
 * The visitor's place as the server sees it (decision 041): refused by the operator's access rules
 * or not, and the regional notice of its country. Read once per visit, and again when an API answer
 * says ERROR_IP_BLOCKED (lib/query-client).
 */
export async function getPlaceAccess(): Promise<PlaceAccess> {
  const [answer, { placeAccessSchema }] = await Promise.all([
    api.get<unknown>(PLACE_ACCESS_PATH),
    loadShellSchemas(),
  ]);
  return placeAccessSchema.parse(answer);
}

export function usePlaceAccess() {
  return useQuery(
    queryOptions({ queryKey: placeAccessQueryKey, queryFn: getPlaceAccess, staleTime: 10 * 60_000 }),
  );
}
