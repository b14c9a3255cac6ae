import { rejectRequestInputSchema, reviewRequestSchema, type ReviewRequestView } from '@p2p/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';
import { reviewQueryKey } from './get-review-queue';
import { reviewRequestPath, reviewRequestQueryKey } from './get-review-request';

export { rejectRequestInputSchema };
export type RejectRequestInput = z.infer<typeof rejectRequestInputSchema>;

export const rejectRequestPath = (requestId: string) => `${reviewRequestPath(requestId)}/reject`;

/** Rejects a pending request with a reason the user sees; the decision is audit-logged. */
export async function rejectRequest({
  requestId,
  ...input
}: RejectRequestInput & { requestId: string }): Promise<ReviewRequestView> {
  return reviewRequestSchema.parse(
    await api.post<unknown>(rejectRequestPath(requestId), rejectRequestInputSchema.parse(input)),
  );
}

export function useRejectRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rejectRequest,
    onSuccess: async (reviewed) => {
      queryClient.setQueryData(reviewRequestQueryKey(reviewed.id), reviewed);
      await queryClient.invalidateQueries({ queryKey: reviewQueryKey });
    },
  });
}
