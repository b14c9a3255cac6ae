import { offerPinnedInfoSchema, type OfferPinnedInfo } from '@p2p/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { MY_OFFERS_PATH, offerManagerKeys } from './keys';

/** How an offer is promoted now and how many promotions are left. */
export async function getPinnedInfo(hash: string): Promise<OfferPinnedInfo> {
  return offerPinnedInfoSchema.parse(
    await api.get<unknown>(`${MY_OFFERS_PATH}/${encodeURIComponent(hash)}/pinned-info`),
  );
}

export function getPinnedInfoQueryOptions(hash: string) {
  return queryOptions({ queryKey: offerManagerKeys.pinnedInfo(hash), queryFn: () => getPinnedInfo(hash) });
}

export function usePinnedInfo(hash: string, enabled: boolean) {
  return useQuery({ ...getPinnedInfoQueryOptions(hash), enabled });
}
