import { disputeAwardInputSchema, type DisputeAwardInput } from '@p2p/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { IDEMPOTENCY_HEADER, newIdempotencyKey } from '@/lib/idempotency-key';
import { disputePath } from './get-dispute';
import { disputesQueryKey } from './get-disputes';

/**
 * Awards the escrow to the buyer or the seller with the moderator's note (audited on the server). The
 * same key is sent on a retry of this one decision, so the money can never move twice.
 */
export async function awardDispute({
  tradeHash,
  idempotencyKey,
  ...input
}: DisputeAwardInput & { tradeHash: string; idempotencyKey: string }) {
  return api.post<unknown>(`${disputePath(tradeHash)}/award`, disputeAwardInputSchema.parse(input), {
    headers: { [IDEMPOTENCY_HEADER]: idempotencyKey },
  });
}

export function useAwardDispute(tradeHash: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: DisputeAwardInput & { idempotencyKey?: string }) =>
      awardDispute({ tradeHash, ...input, idempotencyKey: input.idempotencyKey ?? newIdempotencyKey() }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: disputesQueryKey }),
  });
}
