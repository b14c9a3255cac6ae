import type { CurrentUser } from '@p2p/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api-client';
import { ApiError } from './api-error';
import { setDisplayTimeZone } from './format';
import { loadShellSchemas } from './load-shell-schemas';

export const CURRENT_USER_PATH = '/rest/v1/users/current_user';
export const currentUserQueryKey = ['current-user'] as const;

/**
 * The signed-in user, or null for an anonymous visitor (who is not sent to the login page). Shared
 * code rather than part of features/auth: every account page, the banners and the route guard read it.
 */
export async function getCurrentUser(): Promise<CurrentUser | null> {
  try {
    // `guest=allowed`: a visitor is answered `isLogged: false`, not a 401 logged as an error on every page.
    const [data, { currentUserSchema }] = await Promise.all([
      api.get<{ isLogged?: unknown } | null>(`${CURRENT_USER_PATH}?guest=allowed`, {
        redirectOnUnauthorized: false,
      }),
      loadShellSchemas(),
    ]);
    if (!data || data.isLogged === false) {
      setDisplayTimeZone(undefined);
      return null;
    }
    const user = currentUserSchema.parse(data);
    // Every date on the page is then written in the user's zone (lib/format); guests keep the browser's.
    setDisplayTimeZone(user.timezone);
    return user;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) {
      setDisplayTimeZone(undefined);
      return null;
    }
    throw error;
  }
}

export function getCurrentUserQueryOptions() {
  return queryOptions({
    queryKey: currentUserQueryKey,
    queryFn: getCurrentUser,
    staleTime: 60_000,
  });
}

export function useCurrentUser() {
  return useQuery(getCurrentUserQueryOptions());
}
