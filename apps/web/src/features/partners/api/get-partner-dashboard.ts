import { partnerDashboardSchema, type PartnerDashboard } from '@p2p/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const PARTNER_DASHBOARD_PATH = '/rest/v1/partner-program';

/** The caller's partner dashboard; 404 while the programme is turned off. */
export async function getPartnerDashboard(): Promise<PartnerDashboard> {
  return partnerDashboardSchema.parse(await api.get<unknown>(PARTNER_DASHBOARD_PATH));
}

export function getPartnerDashboardQueryOptions() {
  return queryOptions({ queryKey: ['partner-program', 'dashboard'], queryFn: getPartnerDashboard });
}

export function usePartnerDashboard() {
  return useQuery(getPartnerDashboardQueryOptions());
}
