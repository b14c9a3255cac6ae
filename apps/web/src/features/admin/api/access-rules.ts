import { accessRulesOverviewSchema, type AccessRuleInput, type RegionalNoticeInput } from '@p2p/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { placeAccessQueryKey } from '@/lib/place-access';

const BASE = '/rest/v1/admin/access-rules';
const accessRulesQueryKey = ['admin', 'access-rules'] as const;

/** Every access rule and regional notice (staff; decision 041). */
export function useAccessRules() {
  return useQuery(
    queryOptions({
      queryKey: accessRulesQueryKey,
      queryFn: async () => accessRulesOverviewSchema.parse(await api.get<unknown>(BASE)),
    }),
  );
}

/** The console's changes (admins; each audited by the server). */
export const accessRuleChanges = {
  addRule: (input: AccessRuleInput) => api.post(BASE, input),
  removeRule: (id: number) => api.delete(`${BASE}/${id}`),
  setNotice: (input: RegionalNoticeInput) => api.put('/rest/v1/admin/regional-notices', input),
  clearNotice: (countryIso: string) => api.delete(`/rest/v1/admin/regional-notices/${countryIso}`),
};

/** One change; the list and this visitor's own place are read again after it. */
export function useAccessRuleChange<I>(call: (input: I) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: accessRulesQueryKey });
      await queryClient.invalidateQueries({ queryKey: placeAccessQueryKey });
    },
  });
}
