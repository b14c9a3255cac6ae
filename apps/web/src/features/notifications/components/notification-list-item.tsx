import type { NotificationView } from '@p2p/shared';
import clsx from 'clsx';
import { useTranslation } from '@/lib/use-translation';
import { LocalizedLink } from '@/components/ui/link';
import { useLocale } from '@/hooks/use-locale';
import { formatDateTime } from '@/lib/format';
import { notificationText } from './notification-text';

/** One notification: its text (a link to the trade or page it concerns), when, and whether it is read. */
export function NotificationListItem({
  notification,
  onOpen,
  onMarkRead,
}: {
  notification: NotificationView;
  onOpen: (notification: NotificationView) => void;
  onMarkRead: (notification: NotificationView) => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const unread = notification.readAt === null;
  const text = notificationText(t, notification, locale);
  return (
    <li
      data-testid="notification-item"
      data-kind={notification.kind}
      className={clsx(
        'flex items-start gap-3 px-4 py-3',
        unread ? 'bg-emerald-50/70 dark:bg-emerald-950/30' : 'bg-transparent',
      )}
    >
      <span
        aria-hidden
        className={clsx('mt-1.5 size-2 shrink-0 rounded-full', unread ? 'bg-emerald-600' : 'bg-transparent')}
      />
      <div className="min-w-0 flex-1">
        {notification.link ? (
          <LocalizedLink
            to={notification.link}
            onClick={() => onOpen(notification)}
            className="text-sm font-medium break-words text-slate-900 hover:underline dark:text-slate-50"
          >
            {text}
          </LocalizedLink>
        ) : (
          <p className="text-sm font-medium break-words text-slate-900 dark:text-slate-50">{text}</p>
        )}
        <p className="mt-0.5 text-xs text-slate-500 dark:text-slate-400">
          <span className="sr-only">{unread ? `${t('notifications.page.unreadBadge')}. ` : ''}</span>
          <time dateTime={notification.updatedAt}>{formatDateTime(notification.updatedAt, locale)}</time>
          {' · '}
          {t(`notifications.groups.${notification.group}`)}
        </p>
      </div>
      {unread ? (
        <button
          type="button"
          onClick={() => onMarkRead(notification)}
          className="shrink-0 rounded-md px-2 py-1 text-xs font-medium text-emerald-800 hover:bg-emerald-100 focus-visible:outline-2 focus-visible:outline-emerald-600 dark:text-emerald-300 dark:hover:bg-emerald-900/50"
        >
          {t('notifications.page.markRead')}
        </button>
      ) : null}
    </li>
  );
}
