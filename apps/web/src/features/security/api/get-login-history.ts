import {
  loginHistoryEntrySchema,
  loginHistoryMetaSchema,
  type LoginHistoryEntry,
  type PagedListMeta,
} from '@p2p/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { request } from '@/lib/api-client';

export const LOGIN_HISTORY_PATH = '/rest/v1/account/login-history';

export interface LoginHistoryPage {
  entries: LoginHistoryEntry[];
  meta: PagedListMeta;
}

/** One page (1-based, 20 a page) of this account's sign-in attempts, newest first. */
export async function getLoginHistory(page: number): Promise<LoginHistoryPage> {
  const { data, meta } = await request<unknown>('GET', LOGIN_HISTORY_PATH, { params: { page } });
  return {
    entries: z.array(loginHistoryEntrySchema).parse(data),
    meta: loginHistoryMetaSchema.parse(meta),
  };
}

export function getLoginHistoryQueryOptions(page: number) {
  return queryOptions({
    queryKey: ['login-history', page],
    queryFn: () => getLoginHistory(page),
    placeholderData: keepPreviousData,
  });
}

export function useLoginHistory(page: number) {
  return useQuery(getLoginHistoryQueryOptions(page));
}
