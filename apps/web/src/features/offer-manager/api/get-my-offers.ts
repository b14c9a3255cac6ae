import {
  myOffersListMetaSchema,
  myOffersListSchema,
  type MyOffersList,
  type MyOffersListMeta,
  type OfferType,
} from '@p2p/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '@/lib/api-client';
import { MY_OFFERS_PATH, offerManagerKeys } from './keys';

export interface MyOffersPage {
  list: MyOffersList;
  meta: MyOffersListMeta | null;
}

/** The signed-in user's offers of one side, with counts of both tabs, errors per offer and bond data. */
export async function getMyOffers(type: OfferType): Promise<MyOffersPage> {
  const { data, meta } = await request<unknown>('GET', `${MY_OFFERS_PATH}/list`, { params: { type } });
  const parsedMeta = myOffersListMetaSchema.safeParse(meta);
  return { list: myOffersListSchema.parse(data), meta: parsedMeta.success ? parsedMeta.data : null };
}

export function getMyOffersQueryOptions(type: OfferType) {
  return queryOptions({
    queryKey: offerManagerKeys.myOffers(type),
    queryFn: () => getMyOffers(type),
    // Live prices follow the market.
    refetchInterval: 30_000,
  });
}

export function useMyOffers(type: OfferType) {
  return useQuery(getMyOffersQueryOptions(type));
}
