import { dashboardSchema, type Dashboard } from '@p2p/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const DASHBOARD_PATH = '/rest/v1/dashboard';

/** The dashboard home in one request: open trades with my next step, balances, offers, notifications. */
export async function getDashboard(): Promise<Dashboard> {
  return dashboardSchema.parse(await api.get<unknown>(DASHBOARD_PATH));
}

export function getDashboardQueryOptions() {
  return queryOptions({
    queryKey: ['dashboard', 'home'],
    queryFn: getDashboard,
    // Trades that need me change while the page is open: refresh every 30 s and on return.
    refetchInterval: 30_000,
  });
}

export function useDashboard() {
  return useQuery(getDashboardQueryOptions());
}
