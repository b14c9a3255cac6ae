import { twoFactorStatusSchema, type TwoFactorStatus } from '@p2p/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

const TWO_FACTOR_PATH = '/rest/v1/users/two-factor';

/** The user's two-factor status; the same key and shape as the security page's, so they share the cache. */
export async function getTwoFactorStatus(): Promise<TwoFactorStatus> {
  return twoFactorStatusSchema.parse(await api.get<unknown>(TWO_FACTOR_PATH));
}

export function getTwoFactorStatusQueryOptions() {
  return queryOptions({ queryKey: ['two-factor'], queryFn: getTwoFactorStatus });
}

/** The second factor's method (SMS and e-mail codes are sent on request), read only when a code is asked. */
export function useTwoFactorMethod(enabled: boolean) {
  return useQuery({ ...getTwoFactorStatusQueryOptions(), enabled, select: (status) => status.method });
}
