import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { notificationKeys } from './keys';
import { loadAccountShellSchemas } from '@/lib/load-shell-schemas';

/** How many notifications the signed-in user has not read (the bell's badge). */
export async function getUnreadCount(): Promise<number> {
  const [answer, { notificationUnreadSchema }] = await Promise.all([
    api.get<unknown>('/rest/v1/notifications/unread-count'),
    loadAccountShellSchemas(),
  ]);
  return notificationUnreadSchema.parse(answer).unreadCount;
}

export function getUnreadCountQueryOptions() {
  return queryOptions({ queryKey: notificationKeys.unread, queryFn: getUnreadCount, staleTime: 60_000 });
}

export function useUnreadCount(enabled: boolean) {
  return useQuery({ ...getUnreadCountQueryOptions(), enabled });
}
