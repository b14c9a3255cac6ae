import { verificationRequestSchema, type VerificationRequestView } from '@p2p/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import { verificationQueryKey } from './keys';

export const VERIFICATION_REQUESTS_PATH = '/rest/v1/verification/requests';

/** The signed-in user's verification requests, newest first, with their files. */
export async function getVerificationRequests(): Promise<VerificationRequestView[]> {
  return z.array(verificationRequestSchema).parse(await api.get<unknown>(VERIFICATION_REQUESTS_PATH));
}

export function getVerificationRequestsQueryOptions() {
  return queryOptions({
    queryKey: [...verificationQueryKey, 'requests'],
    queryFn: getVerificationRequests,
  });
}

export function useVerificationRequests() {
  return useQuery(getVerificationRequestsQueryOptions());
}
