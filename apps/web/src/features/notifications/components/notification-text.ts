import { notificationDataForPeople, type NotificationView } from '@p2p/shared';
import type { TFunction } from 'i18next';

/** Why the system turned an offer off (the server's `offer.disabled` reasons). */
const OFFER_OFF_REASONS = ['balance', 'cap_reached', 'restriction', 'blocked'];

/**
 * The one-line text of a notification in the reader's language (`locale`), from its kind and data;
 * coin amounts as people read them ("0.005 BTC", not the ledger's "0.00500000 BTC").
 */
export function notificationText(
  t: TFunction,
  notification: Pick<NotificationView, 'kind' | 'data' | 'count'>,
  locale: string,
): string {
  const base = notification.kind.replace(/\./g, '_');
  const { outcome, reason } = notification.data;
  const key =
    notification.kind === 'dispute.awarded' && (outcome === 'won' || outcome === 'lost')
      ? `${base}_${outcome}`
      : notification.kind === 'offer.disabled' && reason && OFFER_OFF_REASONS.includes(reason)
        ? `${base}_${reason}`
        : base;
  return t(`notifications.kinds.${key}` as 'notifications.kinds.trade_started', {
    ...notificationDataForPeople(notification.data, locale),
    count: notification.count,
    device: notification.data.device || '—',
  });
}
