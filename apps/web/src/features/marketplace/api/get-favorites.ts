import {
  FAVORITE_OFFERS_PAGE_SIZE,
  favoriteOffersMetaSchema,
  offerListingCardSchema,
  type OfferListingCard,
  type OfferType,
} from '@p2p/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { request } from '@/lib/api-client';
import { marketplaceKeys } from './keys';

export { FAVORITE_OFFERS_PAGE_SIZE };

export interface FavoritesPage {
  offers: OfferListingCard[];
  meta: z.infer<typeof favoriteOffersMetaSchema>;
}

/** One page (1-based, 10 a page) of the visitor's favourite offers; a 401 sends guests to log in. */
export async function getFavorites(page: number, type?: OfferType): Promise<FavoritesPage> {
  const { data, meta } = await request<unknown>('GET', '/rest/v1/favorites/offers', {
    params: { page, type },
  });
  return { offers: z.array(offerListingCardSchema).parse(data), meta: favoriteOffersMetaSchema.parse(meta) };
}

export function getFavoritesQueryOptions(page: number, type?: OfferType) {
  return queryOptions({
    queryKey: marketplaceKeys.favorites(page, type),
    queryFn: () => getFavorites(page, type),
    placeholderData: keepPreviousData,
  });
}

export function useFavorites(page: number, type?: OfferType) {
  return useQuery(getFavoritesQueryOptions(page, type));
}
