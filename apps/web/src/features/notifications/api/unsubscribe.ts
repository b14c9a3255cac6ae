import { notificationUnsubscribeResultSchema, type NotificationKindGroup } from '@p2p/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Turns e-mail off for the group of an e-mail's signed unsubscribe link (no sign-in needed). */
export async function unsubscribeFromEmail(token: string): Promise<{ group: NotificationKindGroup }> {
  return notificationUnsubscribeResultSchema.parse(
    await api.post<unknown>(
      '/rest/v1/notifications/unsubscribe',
      { token },
      { redirectOnUnauthorized: false },
    ),
  );
}

export function useUnsubscribeFromEmail() {
  return useMutation({ mutationFn: unsubscribeFromEmail });
}
