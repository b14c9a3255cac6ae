import {
  answeredNoticeSchema,
  pendingNoticesSchema,
  type AnsweredNotice,
  type PendingNotices,
  type UserNotice,
} from '@p2p/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const NOTICES_PATH = '/rest/v1/users/notices';
const noticesKey = ['user-notices'] as const;

/** The one-time notices to show the signed-in user (decision 040). */
export async function getPendingNotices(): Promise<PendingNotices> {
  return pendingNoticesSchema.parse(await api.get<unknown>(NOTICES_PATH));
}

export function getPendingNoticesQueryOptions() {
  // Answered at most once each: no need to ask again during the visit.
  return queryOptions({ queryKey: noticesKey, queryFn: getPendingNotices, staleTime: Infinity });
}

export function usePendingNotices({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getPendingNoticesQueryOptions(), enabled });
}

export type NoticeAnswer = AnsweredNotice['answer'];

export async function answerNotice(notice: UserNotice, answer: NoticeAnswer): Promise<AnsweredNotice> {
  return answeredNoticeSchema.parse(
    await api.post<unknown>(`${NOTICES_PATH}/${encodeURIComponent(notice)}`, { answer }),
  );
}

/** Answers a notice; the list no longer holds it either way. */
export function useAnswerNotice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ notice, answer }: { notice: UserNotice; answer: NoticeAnswer }) =>
      answerNotice(notice, answer),
    onSuccess: (_answered, { notice }) => {
      queryClient.setQueryData<PendingNotices>(noticesKey, (current) =>
        current ? { pending: current.pending.filter((item) => item !== notice) } : current,
      );
    },
  });
}
