import type { NotificationView } from '@p2p/shared';
import type { TFunction } from 'i18next';

/** The one-line text of a notification in the reader's language, from its kind and data. */
export function notificationText(
  t: TFunction,
  notification: Pick<NotificationView, 'kind' | 'data' | 'count'>,
): string {
  const base = notification.kind.replace(/\./g, '_');
  const outcome = notification.data.outcome;
  const key =
    notification.kind === 'dispute.awarded' && (outcome === 'won' || outcome === 'lost')
      ? `${base}_${outcome}`
      : base;
  return t(`notifications.kinds.${key}` as 'notifications.kinds.trade_started', {
    ...notification.data,
    count: notification.count,
    device: notification.data.device || '—',
  });
}
