import { offerViewSchema, type OfferSourceId, type OfferView } from '@p2p/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { marketplaceKeys } from './keys';

export const offerPath = (hash: string) => `/rest/v1/offers/${encodeURIComponent(hash)}`;

/** One offer with the visitor's state flags and the feature flags that apply to them. */
export async function getOffer(hash: string, sourceId?: OfferSourceId): Promise<OfferView> {
  return offerViewSchema.parse(
    await api.get<unknown>(offerPath(hash), { params: { sourceId }, redirectOnUnauthorized: false }),
  );
}

export function getOfferQueryOptions(hash: string, sourceId?: OfferSourceId) {
  return queryOptions({ queryKey: marketplaceKeys.offer(hash), queryFn: () => getOffer(hash, sourceId) });
}

export function useOffer(hash: string, sourceId?: OfferSourceId) {
  return useQuery(getOfferQueryOptions(hash, sourceId));
}
