import type { OfferSourceId, OfferView } from '@p2p/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { marketplaceKeys } from './keys';
import { loadMarketplaceSchemas } from './load-answer-schemas';

export const offerPath = (hash: string) => `/rest/v1/offers/${encodeURIComponent(hash)}`;

/** One offer with the visitor's state flags and the feature flags that apply to them. */
export async function getOffer(hash: string, sourceId?: OfferSourceId): Promise<OfferView> {
  const [answer, { offerViewSchema }] = await Promise.all([
    api.get<unknown>(offerPath(hash), { params: { sourceId }, redirectOnUnauthorized: false }),
    loadMarketplaceSchemas(),
  ]);
  return offerViewSchema.parse(answer);
}

export function getOfferQueryOptions(hash: string, sourceId?: OfferSourceId) {
  return queryOptions({ queryKey: marketplaceKeys.offer(hash), queryFn: () => getOffer(hash, sourceId) });
}

export function useOffer(hash: string, sourceId?: OfferSourceId) {
  return useQuery(getOfferQueryOptions(hash, sourceId));
}
