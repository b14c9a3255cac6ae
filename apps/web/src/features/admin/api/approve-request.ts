import { approveRequestInputSchema, reviewRequestSchema, type ReviewRequestView } from '@p2p/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';
import { reviewQueryKey } from './get-review-queue';
import { reviewRequestPath, reviewRequestQueryKey } from './get-review-request';

export { approveRequestInputSchema };
export type ApproveRequestInput = z.infer<typeof approveRequestInputSchema>;

export const approveRequestPath = (requestId: string) => `${reviewRequestPath(requestId)}/approve`;

/** Approves a pending request; the user's level follows and the decision is audit-logged. */
export async function approveRequest({
  requestId,
  ...input
}: ApproveRequestInput & { requestId: string }): Promise<ReviewRequestView> {
  return reviewRequestSchema.parse(
    await api.post<unknown>(approveRequestPath(requestId), approveRequestInputSchema.parse(input)),
  );
}

export function useApproveRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: approveRequest,
    onSuccess: async (reviewed) => {
      queryClient.setQueryData(reviewRequestQueryKey(reviewed.id), reviewed);
      await queryClient.invalidateQueries({ queryKey: reviewQueryKey });
    },
  });
}
