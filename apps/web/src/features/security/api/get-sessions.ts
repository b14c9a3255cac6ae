import { accountSessionSchema, type AccountSession } from '@p2p/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';

export const SESSIONS_PATH = '/rest/v1/account/sessions';
export const sessionsQueryKey = ['account-sessions'] as const;

/** The signed-in sessions of this account, the current one marked, the most recently active first. */
export async function getSessions(): Promise<AccountSession[]> {
  return z.array(accountSessionSchema).parse(await api.get<unknown>(SESSIONS_PATH));
}

export function getSessionsQueryOptions() {
  return queryOptions({ queryKey: sessionsQueryKey, queryFn: getSessions });
}

export function useSessions() {
  return useQuery(getSessionsQueryOptions());
}
