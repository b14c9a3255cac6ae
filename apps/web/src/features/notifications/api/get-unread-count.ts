import { notificationUnreadSchema } from '@p2p/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { notificationKeys } from './keys';

/** How many notifications the signed-in user has not read (the bell's badge). */
export async function getUnreadCount(): Promise<number> {
  return notificationUnreadSchema.parse(await api.get<unknown>('/rest/v1/notifications/unread-count'))
    .unreadCount;
}

export function getUnreadCountQueryOptions() {
  return queryOptions({ queryKey: notificationKeys.unread, queryFn: getUnreadCount, staleTime: 60_000 });
}

export function useUnreadCount(enabled: boolean) {
  return useQuery({ ...getUnreadCountQueryOptions(), enabled });
}
