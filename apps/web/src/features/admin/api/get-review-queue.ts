import {
  reviewQueueMetaSchema,
  reviewRequestSchema,
  type ReviewRequestView,
  type VerificationRequestKind,
  type VerificationRequestStatus,
} from '@p2p/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { request } from '@/lib/api-client';

export const REVIEW_QUEUE_PATH = '/rest/v1/admin/verification-requests';
/** The queue and every request under review; a decision invalidates them all. */
export const reviewQueryKey = ['admin', 'verification-requests'] as const;

export interface ReviewQueueFilter {
  status: VerificationRequestStatus;
  kind?: VerificationRequestKind;
  page: number;
}

export interface ReviewQueuePage {
  requests: ReviewRequestView[];
  meta: z.infer<typeof reviewQueueMetaSchema>;
}

/** Verification requests of one status (and kind), oldest first, 10 a page (moderators and up). */
export async function getReviewQueue({ status, kind, page }: ReviewQueueFilter): Promise<ReviewQueuePage> {
  const { data, meta } = await request<unknown>('GET', REVIEW_QUEUE_PATH, { params: { status, kind, page } });
  return { requests: z.array(reviewRequestSchema).parse(data), meta: reviewQueueMetaSchema.parse(meta) };
}

export function getReviewQueueQueryOptions(filter: ReviewQueueFilter) {
  return queryOptions({
    queryKey: [...reviewQueryKey, 'queue', filter.status, filter.kind ?? null, filter.page],
    queryFn: () => getReviewQueue(filter),
    placeholderData: keepPreviousData,
  });
}

export function useReviewQueue(filter: ReviewQueueFilter) {
  return useQuery(getReviewQueueQueryOptions(filter));
}
