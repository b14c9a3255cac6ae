import { twoFactorStatusSchema, type TwoFactorStatus } from '@p2p/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const TWO_FACTOR_PATH = '/rest/v1/users/two-factor';
export const twoFactorQueryKey = ['two-factor'] as const;

/** State, method, switches and backup codes left of the signed-in user's two-factor authentication. */
export async function getTwoFactorStatus(): Promise<TwoFactorStatus> {
  return twoFactorStatusSchema.parse(await api.get<unknown>(TWO_FACTOR_PATH));
}

export function getTwoFactorStatusQueryOptions() {
  return queryOptions({ queryKey: twoFactorQueryKey, queryFn: getTwoFactorStatus });
}

export function useTwoFactorStatus() {
  return useQuery(getTwoFactorStatusQueryOptions());
}
