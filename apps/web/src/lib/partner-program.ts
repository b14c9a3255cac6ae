import { partnerTermsSchema } from '@p2p/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from './api-client';

/**
 * Whether the partner programme runs (`PARTNER_PROGRAM_ENABLED`), from its public terms, for the
 * entries other features show to it (the messenger's action). The same query as the partners
 * feature's terms, so both share one request; false until known.
 */
export function usePartnerProgramEnabled(): boolean {
  const terms = useQuery({
    queryKey: ['partner-program', 'terms'],
    queryFn: async () => partnerTermsSchema.parse(await api.get<unknown>('/rest/v1/partner-program/terms')),
    staleTime: 300_000,
  });
  return terms.data?.enabled ?? false;
}
