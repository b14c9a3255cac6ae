import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import { OFFER_REPORTS_PATH, offerReportsQueryKey } from './get-offer-reports';

export const decideOfferReportInputSchema = z.strictObject({
  status: z.enum(['dismissed', 'actioned']),
  block_offer: z.boolean().optional(),
});
export type DecideOfferReportInput = z.infer<typeof decideOfferReportInputSchema>;

const decisionSchema = z.object({
  id: z.number().int(),
  status: z.enum(['dismissed', 'actioned']),
  offerHash: z.string(),
  offerBlocked: z.boolean(),
});
export type OfferReportDecision = z.infer<typeof decisionSchema>;

export const offerReportPath = (reportId: number) => `${OFFER_REPORTS_PATH}/${reportId}`;

/** Dismisses a report, or acts on it and optionally blocks the offer (audited on the server). */
export async function decideOfferReport({
  reportId,
  ...input
}: DecideOfferReportInput & { reportId: number }): Promise<OfferReportDecision> {
  return decisionSchema.parse(
    await api.put<unknown>(offerReportPath(reportId), decideOfferReportInputSchema.parse(input)),
  );
}

export function useDecideOfferReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideOfferReport,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: offerReportsQueryKey }),
  });
}
