import { notificationPreferencesSchema, type NotificationPreferences } from '@p2p/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { notificationKeys } from './keys';

export async function getNotificationPreferences(): Promise<NotificationPreferences> {
  return notificationPreferencesSchema.parse(await api.get<unknown>('/rest/v1/notifications/preferences'));
}

export function useNotificationPreferences() {
  return useQuery(
    queryOptions({ queryKey: notificationKeys.preferences, queryFn: getNotificationPreferences }),
  );
}
