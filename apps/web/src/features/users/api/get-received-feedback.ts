import { feedbackListSchema, type FeedbackList, type FeedbackRating } from '@p2p/shared';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** The feedback a user received, newest first, 10 a page; `rating` keeps positive or negative only. */
export async function getReceivedFeedback(
  username: string,
  { page, rating }: { page: number; rating?: FeedbackRating },
): Promise<FeedbackList> {
  return feedbackListSchema.parse(
    await api.get<unknown>(`/rest/v1/users/${encodeURIComponent(username)}/feedback`, {
      params: { page, rating },
      redirectOnUnauthorized: false,
    }),
  );
}

export function getReceivedFeedbackQueryOptions(username: string, rating?: FeedbackRating) {
  return infiniteQueryOptions({
    queryKey: ['received-feedback', username.toLowerCase(), rating ?? 'all'],
    queryFn: ({ pageParam }) => getReceivedFeedback(username, { page: pageParam, rating }),
    initialPageParam: 1,
    getNextPageParam: (last) => last.nextPage ?? undefined,
  });
}

/** The first page, then "load more" pages (trading.md §4: initial and load-more requests). */
export function useReceivedFeedback(username: string, rating?: FeedbackRating) {
  return useInfiniteQuery(getReceivedFeedbackQueryOptions(username, rating));
}
