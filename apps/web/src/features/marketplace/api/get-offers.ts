import {
  compactQuery,
  offerListingCardSchema,
  offerListingMetaSchema,
  type OfferListingCard,
  type OfferListingMeta,
  type OfferListingQueryInput,
} from '@p2p/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { request } from '@/lib/api-client';
import type { QueryParams } from '@/lib/query-params';
import { marketplaceKeys } from './keys';

export interface OffersPage {
  offers: OfferListingCard[];
  meta: OfferListingMeta;
}

/** One page of the listing search; empty keys are dropped before the request (trading.md §5). */
export async function getOffers(query: OfferListingQueryInput): Promise<OffersPage> {
  const { data, meta } = await request<unknown>('GET', '/rest/v1/offers', {
    params: compactQuery(query) as QueryParams,
    redirectOnUnauthorized: false,
  });
  return { offers: z.array(offerListingCardSchema).parse(data), meta: offerListingMetaSchema.parse(meta) };
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
