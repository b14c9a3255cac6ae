import { reportOfferInputSchema, reportOfferResultSchema, type ReportOfferInput } from '@p2p/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export { reportOfferInputSchema, type ReportOfferInput };

/** Sends a report on an offer to the moderation queue. */
export async function reportOffer({ hash, ...input }: ReportOfferInput & { hash: string }) {
  return reportOfferResultSchema.parse(
    await api.post<unknown>(
      `/rest/v1/offers/${encodeURIComponent(hash)}/report`,
      reportOfferInputSchema.parse(input),
    ),
  );
}

export function useReportOffer() {
  return useMutation({ mutationFn: reportOffer });
}
