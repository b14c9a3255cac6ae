import { disputeMessageInputSchema } from '@p2p/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';
import { disputePath, disputeQueryKey } from './get-dispute';

export type DisputeMessageInput = z.input<typeof disputeMessageInputSchema>;

/** The moderator writes into the trade chat (a 'moderator' message both parties see). */
export async function sendDisputeMessage({
  tradeHash,
  ...input
}: DisputeMessageInput & { tradeHash: string }) {
  return api.post<unknown>(`${disputePath(tradeHash)}/messages`, disputeMessageInputSchema.parse(input));
}

export function useSendDisputeMessage(tradeHash: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: DisputeMessageInput) => sendDisputeMessage({ tradeHash, ...input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: disputeQueryKey(tradeHash) }),
  });
}
