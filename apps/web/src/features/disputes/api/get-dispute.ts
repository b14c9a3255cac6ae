import { disputeDetailSchema, type DisputeDetail } from '@p2p/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { DISPUTES_PATH, disputesQueryKey } from './get-disputes';

export const disputePath = (tradeHash: string) => `${DISPUTES_PATH}/${encodeURIComponent(tradeHash)}`;
export const disputeQueryKey = (tradeHash: string) => [...disputesQueryKey, 'detail', tradeHash] as const;

/** One dispute: the trade, both parties, the reason, the chat and the uploads. */
export async function getDispute(tradeHash: string): Promise<DisputeDetail> {
  return disputeDetailSchema.parse(await api.get<unknown>(disputePath(tradeHash)));
}

export function getDisputeQueryOptions(tradeHash: string) {
  return queryOptions({
    queryKey: disputeQueryKey(tradeHash),
    queryFn: () => getDispute(tradeHash),
    // The parties keep writing while the moderator reads: the chat refreshes now and then.
    refetchInterval: 15_000,
  });
}

export function useDispute(tradeHash: string) {
  return useQuery(getDisputeQueryOptions(tradeHash));
}
