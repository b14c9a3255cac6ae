import { accountCloseCheckSchema, type AccountCloseCheck } from '@p2p/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const CLOSE_ACCOUNT_PATH = '/rest/v1/account/close';
export const closeCheckQueryKey = ['account-close-check'] as const;

/** Whether this account can be closed now, what keeps it open and whether a code is asked. */
export async function getCloseCheck(): Promise<AccountCloseCheck> {
  return accountCloseCheckSchema.parse(await api.get<unknown>(CLOSE_ACCOUNT_PATH));
}

export function getCloseCheckQueryOptions() {
  return queryOptions({ queryKey: closeCheckQueryKey, queryFn: getCloseCheck });
}

export function useCloseCheck() {
  return useQuery(getCloseCheckQueryOptions());
}
