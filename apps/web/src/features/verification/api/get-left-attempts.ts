import { leftAttemptsSchema, type AttemptKind } from '@p2p/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';
import { verificationQueryKey } from './keys';

export type LeftAttempts = z.infer<typeof leftAttemptsSchema>;

export const leftAttemptsPath = (type: AttemptKind) => `/rest/v1/verification/left-attempt/${type}`;

/** Attempts left of a verification kind (three each; rejected ones are used up). */
export async function getLeftAttempts(type: AttemptKind): Promise<LeftAttempts> {
  return leftAttemptsSchema.parse(await api.get<unknown>(leftAttemptsPath(type)));
}

export function getLeftAttemptsQueryOptions(type: AttemptKind) {
  return queryOptions({
    queryKey: [...verificationQueryKey, 'left-attempts', type],
    queryFn: () => getLeftAttempts(type),
  });
}

export function useLeftAttempts(type: AttemptKind) {
  return useQuery(getLeftAttemptsQueryOptions(type));
}
