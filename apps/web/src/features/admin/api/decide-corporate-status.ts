import { conversionResultSchema, corporateDecisionInputSchema } from '@p2p/shared';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';

export type CorporateDecisionInput = z.infer<typeof corporateDecisionInputSchema>;
export type CorporateDecisionResult = z.infer<typeof conversionResultSchema>;
export type CorporateDecision = CorporateDecisionInput['status'];

/** The server refuses a rejection without a reason; the form says so before sending. */
export const corporateDecisionFormSchema = corporateDecisionInputSchema.refine(
  (input) => input.status !== 'application_rejected' || Boolean(input.reason),
  { path: ['reason'], message: 'Give the reason for the rejection' },
);

export const corporateStatusPath = (userId: number) => `/rest/v1/admin/users/${userId}/corporate-status`;

/** Approves, rejects or sends back a company application (staff); 404 when the user has none. */
export async function decideCorporateStatus({
  userId,
  ...input
}: CorporateDecisionInput & { userId: number }): Promise<CorporateDecisionResult> {
  return conversionResultSchema.parse(
    await api.put<unknown>(corporateStatusPath(userId), corporateDecisionFormSchema.parse(input)),
  );
}

export function useDecideCorporateStatus() {
  return useMutation({ mutationFn: decideCorporateStatus });
}
