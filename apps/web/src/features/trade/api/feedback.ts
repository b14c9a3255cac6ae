import {
  feedbackGiveInputSchema,
  feedbackReplyInputSchema,
  tradeFeedbackSchema,
  type FeedbackGiveInput,
  type TradeFeedback,
} from '@p2p/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { tradeKeys } from './keys';

const feedbackPath = (hash: string) => `/rest/v1/feedback/${encodeURIComponent(hash)}`;

/** GET /rest/v1/feedback/{hash}: what the caller gave and received on this trade. */
export async function getTradeFeedback(hash: string): Promise<TradeFeedback> {
  return tradeFeedbackSchema.parse(await api.get<unknown>(feedbackPath(hash)));
}

export function useTradeFeedback(hash: string, enabled: boolean) {
  return useQuery(
    queryOptions({ queryKey: tradeKeys.feedback(hash), queryFn: () => getTradeFeedback(hash), enabled }),
  );
}

export function useGiveFeedback(hash: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: FeedbackGiveInput) =>
      api.post<unknown>(`${feedbackPath(hash)}/give`, feedbackGiveInputSchema.parse(input)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tradeKeys.feedback(hash) }),
  });
}

export function useReplyFeedback(hash: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reply: string) =>
      api.post<unknown>(`${feedbackPath(hash)}/reply`, feedbackReplyInputSchema.parse({ reply })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tradeKeys.feedback(hash) }),
  });
}
