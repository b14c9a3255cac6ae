import { reviewRequestSchema, type ReviewRequestView } from '@p2p/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { REVIEW_QUEUE_PATH, reviewQueryKey } from './get-review-queue';

export const reviewRequestPath = (requestId: string) =>
  `${REVIEW_QUEUE_PATH}/${encodeURIComponent(requestId)}`;

export const reviewRequestQueryKey = (requestId: string) =>
  [...reviewQueryKey, 'request', requestId] as const;

/** One verification request with its submitted fields, its files and its owner (moderators and up). */
export async function getReviewRequest(requestId: string): Promise<ReviewRequestView> {
  return reviewRequestSchema.parse(await api.get<unknown>(reviewRequestPath(requestId)));
}

export function getReviewRequestQueryOptions(requestId: string) {
  return queryOptions({
    queryKey: reviewRequestQueryKey(requestId),
    queryFn: () => getReviewRequest(requestId),
  });
}

export function useReviewRequest(requestId: string) {
  return useQuery(getReviewRequestQueryOptions(requestId));
}
