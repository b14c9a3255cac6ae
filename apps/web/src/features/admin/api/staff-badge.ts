import { staffBadgeStateSchema, type StaffBadge, type StaffBadgeState } from '@p2p/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const staffBadgePath = (userId: number) => `/rest/v1/admin/users/${userId}/staff-badge`;
const staffBadgeKey = (userId: number) => ['admin', 'staff-badge', userId] as const;

/** The user's staff badge (operator, ceo or none) and ambassador status (admins). */
export async function getStaffBadge(userId: number): Promise<StaffBadgeState> {
  return staffBadgeStateSchema.parse(await api.get<unknown>(staffBadgePath(userId)));
}

export function useStaffBadge(userId: number) {
  return useQuery(queryOptions({ queryKey: staffBadgeKey(userId), queryFn: () => getStaffBadge(userId) }));
}

/** Gives the badge (`badge`) or takes it away (null); the server audits both. */
export function useSetStaffBadge(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (badge: StaffBadge | null) =>
      staffBadgeStateSchema.parse(
        badge === null
          ? await api.delete<unknown>(staffBadgePath(userId))
          : await api.put<unknown>(staffBadgePath(userId), { badge }),
      ),
    onSuccess: (data) => queryClient.setQueryData(staffBadgeKey(userId), data),
  });
}
