import {
  offerListingCardSchema,
  pagedListMetaSchema,
  type OfferListingCard,
  type PagedListMeta,
} from '@p2p/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api, request } from '@/lib/api-client';
import { marketplaceQueryKey } from './keys';
import { offerPath } from './get-offer';

/** Up to five similar offers (same side, coin, currency and payment method). */
export async function getRecommendedOffers(hash: string): Promise<OfferListingCard[]> {
  return z
    .array(offerListingCardSchema)
    .parse(await api.get<unknown>(`${offerPath(hash)}/recommended`, { redirectOnUnauthorized: false }));
}

export function useRecommendedOffers(hash: string) {
  return useQuery(
    queryOptions({
      queryKey: [...marketplaceQueryKey, 'recommended', hash],
      queryFn: () => getRecommendedOffers(hash),
    }),
  );
}

export const feedbackListSchema = z.object({
  items: z.array(
    z.object({ rating: z.enum(['positive', 'negative']), message: z.string(), reply: z.string().nullable() }),
  ),
  positiveCount: z.number().int(),
  negativeCount: z.number().int(),
  totalCount: z.number().int(),
  nextPage: z.number().int().nullable(),
});
export type FeedbackList = z.infer<typeof feedbackListSchema>;

/** One page (10 a page) of the offer owner's feedback; empty until trades exist. */
export async function getOfferFeedback(
  hash: string,
  page: number,
): Promise<{ feedback: FeedbackList; meta: PagedListMeta }> {
  const { data, meta } = await request<unknown>('GET', `${offerPath(hash)}/feedback`, {
    params: { page },
    redirectOnUnauthorized: false,
  });
  return { feedback: feedbackListSchema.parse(data), meta: pagedListMetaSchema.parse(meta) };
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
