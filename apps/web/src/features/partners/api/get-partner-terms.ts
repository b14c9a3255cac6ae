import { partnerTermsSchema, type PartnerTerms } from '@p2p/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const PARTNER_TERMS_PATH = '/rest/v1/partner-program/terms';

/** The programme's terms (share, ambassador share, period) and whether it runs; public. */
export async function getPartnerTerms(): Promise<PartnerTerms> {
  return partnerTermsSchema.parse(await api.get<unknown>(PARTNER_TERMS_PATH));
}

export function getPartnerTermsQueryOptions() {
  return queryOptions({
    queryKey: ['partner-program', 'terms'],
    queryFn: getPartnerTerms,
    staleTime: 300_000,
  });
}

export function usePartnerTerms() {
  return useQuery(getPartnerTermsQueryOptions());
}
