import {
  offerListingCardSchema,
  pagedListMetaSchema,
  type OfferListingCard,
  type OfferType,
  type PagedListMeta,
} from '@p2p/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { request } from '@/lib/api-client';

export const ACTIVE_OFFERS_PAGE_SIZE = 10;

export interface ActiveOffersPage {
  offers: OfferListingCard[];
  meta: PagedListMeta;
}

/** A user's offers on the market, 10 from `offset`; `type` is the owner's side (sell = they sell crypto). */
export async function getActiveOffers(
  username: string,
  type: OfferType,
  offset: number,
): Promise<ActiveOffersPage> {
  const { data, meta } = await request<unknown>(
    'GET',
    `/rest/v1/users/${encodeURIComponent(username)}/active-offers`,
    { params: { type, offset }, redirectOnUnauthorized: false },
  );
  return { offers: z.array(offerListingCardSchema).parse(data), meta: pagedListMetaSchema.parse(meta) };
}

export function useActiveOffers(username: string, type: OfferType, offset: number) {
  return useQuery(
    queryOptions({
      queryKey: ['active-offers', username.toLowerCase(), type, offset],
      queryFn: () => getActiveOffers(username, type, offset),
      placeholderData: keepPreviousData,
    }),
  );
}
