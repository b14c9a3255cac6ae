import { NOTIFICATION_KIND_GROUPS, type NotificationKindGroup, type NotificationView } from '@p2p/shared';
import { Settings } from 'lucide-react';
import { useTranslation } from '@/lib/use-translation';
import { useSearchParams } from 'react-router';
import { PageHeader } from '@/components/layout/page-header';
import { Button } from '@/components/ui/button';
import { LocalizedLink } from '@/components/ui/link';
import { paths } from '@/config/paths';
import { useNotifications } from '../api/get-notifications';
import type { NotificationFilters } from '../api/keys';
import { useMarkNotificationsRead } from '../api/mark-read';
import { NotificationListItem } from '../components/notification-list-item';

const selectClass =
  'h-9 rounded-lg border border-slate-300 bg-white px-2 text-sm text-slate-900 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100';

/**
 * /notifications: the notification centre (the spec's `session-notifications` list), newest first,
 * with unread and kind filters kept in the address, mark read, mark all read and older pages.
 */
export function NotificationsRoute() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const group = NOTIFICATION_KIND_GROUPS.find((item) => item === params.get('group'));
  const filters: NotificationFilters = {
    ...(params.get('show') === 'unread' ? { unread: true } : {}),
    ...(group ? { group } : {}),
  };
  const query = useNotifications(filters);
  const markRead = useMarkNotificationsRead();
  const items = query.data?.pages.flatMap((page) => page.items) ?? [];
  const unreadCount = query.data?.pages[0]?.unreadCount ?? 0;

  const update = (next: { show?: string; group?: string }) => {
    const search = new URLSearchParams(params);
    for (const [key, value] of Object.entries(next)) {
      if (!value || value === 'all') search.delete(key);
      else search.set(key, value);
    }
    setParams(search, { replace: true });
  };
  const open = (notification: NotificationView) => {
    if (notification.readAt === null) markRead.mutate([notification.id]);
  };

  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-6 sm:px-6 lg:py-10">
      <div className="flex flex-wrap items-start justify-between gap-x-4">
        <PageHeader title={t('notifications.page.title')} description={t('notifications.page.description')} />
        <Button asChild variant="secondary" size="sm">
          <LocalizedLink to={paths.notifications.settings}>
            <Settings aria-hidden className="size-4" />
            {t('notifications.page.settings')}
          </LocalizedLink>
        </Button>
      </div>
      <div
        role="group"
        aria-label={t('notifications.page.filters')}
        className="mb-3 flex flex-wrap items-center gap-2"
      >
        <label className="flex items-center gap-2 text-sm text-slate-700 dark:text-slate-300">
          {t('notifications.page.show')}
          <select
            className={selectClass}
            value={filters.unread ? 'unread' : 'all'}
            onChange={(event) => update({ show: event.target.value })}
          >
            <option value="all">{t('notifications.page.all')}</option>
            <option value="unread">{t('notifications.page.unread')}</option>
          </select>
        </label>
        <label className="flex items-center gap-2 text-sm text-slate-700 dark:text-slate-300">
          {t('notifications.page.group')}
          <select
            className={selectClass}
            value={group ?? 'all'}
            onChange={(event) => update({ group: event.target.value })}
          >
            <option value="all">{t('notifications.page.allGroups')}</option>
            {NOTIFICATION_KIND_GROUPS.map((item: NotificationKindGroup) => (
              <option key={item} value={item}>
                {t(`notifications.groups.${item}`)}
              </option>
            ))}
          </select>
        </label>
        <Button
          variant="ghost"
          size="sm"
          className="ms-auto"
          disabled={unreadCount === 0 || markRead.isPending}
          onClick={() => markRead.mutate('all')}
        >
          {t('notifications.page.markAllRead')}
        </Button>
      </div>
      <div className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-900">
        {query.isError ? (
          <p role="alert" className="p-6 text-sm text-rose-700 dark:text-rose-300">
            {t('notifications.page.error')}
          </p>
        ) : query.isPending ? (
          <p className="p-6 text-sm text-slate-500">…</p>
        ) : items.length === 0 ? (
          <p className="p-6 text-sm text-slate-600 dark:text-slate-400">
            {filters.unread || group ? t('notifications.page.empty') : t('notifications.bell.empty')}
          </p>
        ) : (
          <ul data-testid="notification-list" className="divide-y divide-slate-200 dark:divide-slate-800">
            {items.map((item) => (
              <NotificationListItem
                key={item.id}
                notification={item}
                onOpen={open}
                onMarkRead={(notification) => markRead.mutate([notification.id])}
              />
            ))}
          </ul>
        )}
      </div>
      {query.hasNextPage ? (
        <div className="mt-4 flex justify-center">
          <Button
            variant="secondary"
            onClick={() => void query.fetchNextPage()}
            disabled={query.isFetchingNextPage}
          >
            {t('notifications.page.loadMore')}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
