import type { NotificationView } from '@p2p/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '@/lib/use-translation';
import { useLocale } from '@/hooks/use-locale';
import { useRealtimeEvent } from '@/lib/realtime/realtime';
import { showToast } from '@/lib/toasts';
import { getNotifications } from '../api/get-notifications';
import { notificationKeys } from '../api/keys';
import { notificationText } from './notification-text';

/**
 * Keeps the bell and the centre current while the tab is open: the socket says a notification was
 * created (or a chat batch grew), the count and lists are read again, and a new one shows as a toast
 * (the spec's `toaster-notifications`).
 */
export function useNotificationsLive(): void {
  const { t } = useTranslation();
  const locale = useLocale();
  const queryClient = useQueryClient();
  useRealtimeEvent((event) => {
    if (event.type !== 'notification.created' && event.type !== 'notification.updated') return;
    void queryClient.invalidateQueries({ queryKey: notificationKeys.all });
    if (event.type !== 'notification.created') return;
    const id = Number(event.payload.id);
    void getNotifications({}, undefined, 5)
      .then((page) => page.items.find((item: NotificationView) => item.id === id))
      .then((item) => {
        if (item && item.readAt === null) {
          showToast({
            type: 'info',
            title: t('notifications.bell.label'),
            description: notificationText(t, item, locale),
          });
        }
      })
      .catch(() => undefined);
  });
}
