import { notificationMarkReadResultSchema } from '@p2p/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { notificationKeys } from './keys';

/** Marks the named notifications read (`ids`), or all of them (`'all'`). */
export async function markNotificationsRead(ids: number[] | 'all') {
  const result =
    ids === 'all'
      ? await api.post<unknown>('/rest/v1/notifications/read-all', {})
      : await api.post<unknown>('/rest/v1/notifications/read', { ids });
  return notificationMarkReadResultSchema.parse(result);
}

export function useMarkNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationsRead,
    onSuccess: (result) => {
      queryClient.setQueryData(notificationKeys.unread, result.unreadCount);
      void queryClient.invalidateQueries({ queryKey: notificationKeys.all });
    },
  });
}
