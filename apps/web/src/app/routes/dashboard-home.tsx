import type { NotificationView } from '@p2p/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '@/lib/use-translation';
import { PageHeader } from '@/components/layout/page-header';
import { Card } from '@/components/ui/card';
import { ErrorPanel } from '@/components/ui/error-panel';
import { LocalizedLink } from '@/components/ui/link';
import { SkeletonLines } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { useDashboard } from '@/features/dashboard/api/get-dashboard';
import { ActionTrades } from '@/features/dashboard/components/action-trades';
import { BalancesSummary } from '@/features/dashboard/components/balances-summary';
import { OffersSummary } from '@/features/dashboard/components/offers-summary';
import { Shortcuts } from '@/features/dashboard/components/shortcuts';
import { useMarkNotificationsRead } from '@/features/notifications/api/mark-read';
import { NotificationListItem } from '@/features/notifications/components/notification-list-item';
import { useCurrentUser } from '@/lib/current-user';

/**
 * The spec's `user-dashboard` home (decision 038), from one request: the trades needing me first (on a
 * phone they open the first screen), then balances, offers, notifications and shortcuts. The app
 * composes it because it shows several features' parts.
 */
export function DashboardHomeRoute() {
  const { t } = useTranslation();
  const { data: user } = useCurrentUser();
  const dashboard = useDashboard();
  return (
    <div className="mx-auto w-full max-w-6xl space-y-4 px-4 pt-4 pb-8 sm:px-6 lg:pb-10">
      <PageHeader
        title={t('dashboard.home.title')}
        description={user ? t('dashboard.home.greeting', { username: user.username }) : undefined}
      />
      {dashboard.isPending ? (
        <SkeletonLines lines={6} />
      ) : dashboard.isError ? (
        <ErrorPanel error={dashboard.error} onRetry={() => void dashboard.refetch()} />
      ) : (
        <div className="grid grid-cols-1 gap-4 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
          {/* The notifications' long lines go in the wide column: the narrow one held them under the
          balances while the wide one stood half empty. */}
          <div className="min-w-0 space-y-4">
            <ActionTrades trades={dashboard.data.trades} />
            <OffersSummary offers={dashboard.data.offers} />
            <RecentNotifications {...dashboard.data.notifications} />
          </div>
          <div className="min-w-0 space-y-4">
            <BalancesSummary balances={dashboard.data.balances} />
            <Shortcuts />
          </div>
        </div>
      )}
    </div>
  );
}

function RecentNotifications({ unreadCount, latest }: { unreadCount: number; latest: NotificationView[] }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const markRead = useMarkNotificationsRead();
  const read = (notification: NotificationView) => {
    if (notification.readAt !== null) return;
    markRead.mutate([notification.id], {
      onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['dashboard', 'home'] }),
    });
  };
  return (
    <Card
      title={t('dashboard.notifications.title')}
      description={
        latest.length === 0
          ? t('dashboard.notifications.none')
          : t('dashboard.notifications.unread', { count: unreadCount })
      }
      actions={
        <LocalizedLink
          to={paths.notifications.list}
          className="text-sm font-medium text-emerald-700 hover:underline dark:text-emerald-400"
        >
          {t('dashboard.notifications.all')}
        </LocalizedLink>
      }
    >
      {latest.length > 0 ? (
        <ul className="-mx-4 divide-y divide-slate-200 dark:divide-slate-800">
          {latest.map((notification) => (
            <NotificationListItem
              key={notification.id}
              notification={notification}
              onOpen={read}
              onMarkRead={read}
            />
          ))}
        </ul>
      ) : null}
    </Card>
  );
}
