import { retrieveBondResultSchema } from '@p2p/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';
import { IDEMPOTENCY_HEADER } from '@/lib/idempotency-key';
import { walletQueryKey } from './query-key';

export type RetrieveBondResult = z.infer<typeof retrieveBondResultSchema>;

/** Moves every offer bond back to the available balance; answers what came back per coin. */
export async function retrieveBond({
  idempotencyKey,
}: {
  idempotencyKey: string;
}): Promise<RetrieveBondResult> {
  const data = await api.post<unknown>(
    '/wallet/retrieve-bond',
    {},
    { headers: { [IDEMPOTENCY_HEADER]: idempotencyKey } },
  );
  return retrieveBondResultSchema.parse(data);
}

export function useRetrieveBond() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: retrieveBond,
    onSettled: () => queryClient.invalidateQueries({ queryKey: walletQueryKey }),
  });
}
