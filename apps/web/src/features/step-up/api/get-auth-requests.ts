import { authRequestSchema, type AuthRequestView } from '@p2p/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import { stepUpKeys } from './keys';

/** The user's pending push approval requests (each browser answers those others asked). */
export async function getAuthRequests(): Promise<AuthRequestView[]> {
  return z.array(authRequestSchema).parse(await api.get<unknown>('/rest/v1/auth/requests'));
}

export function useAuthRequests(enabled: boolean) {
  return useQuery({ ...queryOptions({ queryKey: stepUpKeys.requests, queryFn: getAuthRequests }), enabled });
}
