import { offerReportSchema, pagedListMetaSchema, type OfferReport } from '@p2p/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { request } from '@/lib/api-client';

export const OFFER_REPORTS_PATH = '/rest/v1/admin/offer-reports';
/** Every page of the queue; a decision or a featured toggle invalidates them all. */
export const offerReportsQueryKey = ['admin', 'offer-reports'] as const;

export type { OfferReport };

export interface OfferReportsPage {
  reports: OfferReport[];
  meta: z.infer<typeof pagedListMetaSchema>;
}

/** The open offer reports, 10 a page (moderators and up). */
export async function getOfferReports({ page }: { page: number }): Promise<OfferReportsPage> {
  const { data, meta } = await request<unknown>('GET', OFFER_REPORTS_PATH, {
    params: { status: 'open', page },
  });
  return { reports: z.array(offerReportSchema).parse(data), meta: pagedListMetaSchema.parse(meta) };
}

export function getOfferReportsQueryOptions(page: number) {
  return queryOptions({
    queryKey: [...offerReportsQueryKey, 'open', page],
    queryFn: () => getOfferReports({ page }),
    placeholderData: keepPreviousData,
  });
}

export function useOfferReports(page: number) {
  return useQuery(getOfferReportsQueryOptions(page));
}
