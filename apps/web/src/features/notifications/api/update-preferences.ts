import {
  notificationPreferencesInputSchema,
  notificationPreferencesSchema,
  type NotificationPreferences,
  type NotificationPreferencesInput,
} from '@p2p/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { notificationKeys } from './keys';

export async function updateNotificationPreferences(
  input: NotificationPreferencesInput,
): Promise<NotificationPreferences> {
  return notificationPreferencesSchema.parse(
    await api.put<unknown>(
      '/rest/v1/notifications/preferences',
      notificationPreferencesInputSchema.parse(input),
    ),
  );
}

export function useUpdateNotificationPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateNotificationPreferences,
    onSuccess: (preferences) => queryClient.setQueryData(notificationKeys.preferences, preferences),
  });
}
