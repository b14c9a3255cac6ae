import {
  compactQuery,
  type OfferListingCard,
  type OfferListingMeta,
  type OfferListingQueryInput,
} from '@p2p/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/lib/api-client';
import type { QueryParams } from '@/lib/query-params';
import { marketplaceKeys } from './keys';
import { loadMarketplaceSchemas } from './load-answer-schemas';

export interface OffersPage {
  offers: OfferListingCard[];
  meta: OfferListingMeta;
}

/** One page of the listing search; empty keys are dropped before the request (trading.md §5). */
export async function getOffers(query: OfferListingQueryInput): Promise<OffersPage> {
  const [{ data, meta }, schemas] = await Promise.all([
    request<unknown>('GET', '/rest/v1/offers', {
      params: compactQuery(query) as QueryParams,
      redirectOnUnauthorized: false,
    }),
    loadMarketplaceSchemas(),
  ]);
  return {
    offers: schemas.offerListingCardsSchema.parse(data),
    meta: schemas.offerListingMetaSchema.parse(meta),
  };
}

export function getOffersQueryOptions(query: OfferListingQueryInput) {
  const compact = compactQuery(query);
  return queryOptions({
    queryKey: marketplaceKeys.offers(compact),
    queryFn: () => getOffers(compact),
    placeholderData: keepPreviousData,
  });
}

export function useOffers(query: OfferListingQueryInput, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getOffersQueryOptions(query), enabled });
}
