import type { NotificationView } from '@p2p/shared';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { request } from '@/lib/api-client';
import { loadAccountShellSchemas } from '@/lib/load-shell-schemas';
import { notificationKeys, type NotificationFilters } from './keys';

export interface NotificationsPage {
  items: NotificationView[];
  nextCursor: number | null;
  unreadCount: number;
}

/** A page of the centre, newest first; `before` is the previous page's cursor. */
export async function getNotifications(
  filters: NotificationFilters,
  before?: number,
  limit = 20,
): Promise<NotificationsPage> {
  const params: Record<string, string | number> = { limit };
  if (filters.unread !== undefined) params.unread = String(filters.unread);
  if (filters.group) params.group = filters.group;
  if (filters.kind) params.kind = filters.kind;
  if (before) params.before = before;
  const [{ data, meta }, { notificationListMetaSchema, notificationListSchema }] = await Promise.all([
    request<unknown>('GET', '/rest/v1/notifications', { params }),
    loadAccountShellSchemas(),
  ]);
  const parsed = notificationListMetaSchema.parse(meta);
  return { items: notificationListSchema.parse(data), ...parsed };
}

export function getNotificationsQueryOptions(filters: NotificationFilters, limit = 20) {
  return infiniteQueryOptions({
    queryKey: [...notificationKeys.list(filters), limit],
    queryFn: ({ pageParam }) => getNotifications(filters, pageParam, limit),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

export function useNotifications(filters: NotificationFilters, limit = 20) {
  return useInfiniteQuery(getNotificationsQueryOptions(filters, limit));
}
