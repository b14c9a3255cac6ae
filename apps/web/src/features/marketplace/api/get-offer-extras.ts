import type { OfferListingCard, PagedListMeta } from '@p2p/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, request } from '@/lib/api-client';
import { marketplaceQueryKey } from './keys';
import type { FeedbackList } from './answer-schemas';
import { offerPath } from './get-offer';
import { loadMarketplaceSchemas } from './load-answer-schemas';

/** Up to five similar offers (same side, coin, currency and payment method). */
export async function getRecommendedOffers(hash: string): Promise<OfferListingCard[]> {
  const [answer, { offerListingCardsSchema }] = await Promise.all([
    api.get<unknown>(`${offerPath(hash)}/recommended`, { redirectOnUnauthorized: false }),
    loadMarketplaceSchemas(),
  ]);
  return offerListingCardsSchema.parse(answer);
}

export function useRecommendedOffers(hash: string) {
  return useQuery(
    queryOptions({
      queryKey: [...marketplaceQueryKey, 'recommended', hash],
      queryFn: () => getRecommendedOffers(hash),
    }),
  );
}

export async function getOfferFeedback(
  hash: string,
  page: number,
): Promise<{ feedback: FeedbackList; meta: PagedListMeta }> {
  const [{ data, meta }, schemas] = await Promise.all([
    request<unknown>('GET', `${offerPath(hash)}/feedback`, {
      params: { page },
      redirectOnUnauthorized: false,
    }),
    loadMarketplaceSchemas(),
  ]);
  return { feedback: schemas.feedbackListSchema.parse(data), meta: schemas.pagedListMetaSchema.parse(meta) };
}

export function useOfferFeedback(hash: string, page: number) {
  return useQuery(
    queryOptions({
      queryKey: [...marketplaceQueryKey, 'feedback', hash, page],
      queryFn: () => getOfferFeedback(hash, page),
      placeholderData: keepPreviousData,
    }),
  );
}
