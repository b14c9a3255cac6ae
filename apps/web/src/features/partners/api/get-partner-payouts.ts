import { partnerPayoutsSchema, type PartnerPayouts } from '@p2p/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const PARTNER_PAYOUTS_PATH = '/rest/v1/partner-program/payouts';

/** The caller's payouts, all or of one month (YYYY-MM); 404 while the programme is turned off. */
export async function getPartnerPayouts(period: string | null): Promise<PartnerPayouts> {
  return partnerPayoutsSchema.parse(
    await api.get<unknown>(PARTNER_PAYOUTS_PATH, { params: period ? { period } : undefined }),
  );
}

export function usePartnerPayouts(period: string | null) {
  return useQuery(
    queryOptions({
      queryKey: ['partner-program', 'payouts', period],
      queryFn: () => getPartnerPayouts(period),
      placeholderData: keepPreviousData,
    }),
  );
}
