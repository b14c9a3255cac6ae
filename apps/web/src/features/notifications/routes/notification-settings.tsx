import type { NotificationChannelName, NotificationKindGroup } from '@p2p/shared';
import { useTranslation } from '@/lib/use-translation';
import { PageHeader } from '@/components/layout/page-header';
import { Card } from '@/components/ui/card';
import { LocalizedLink } from '@/components/ui/link';
import { paths } from '@/config/paths';
import { showToast } from '@/lib/toasts';
import { useNotificationPreferences } from '../api/get-preferences';
import { useUpdateNotificationPreferences } from '../api/update-preferences';
import { NotificationChannels } from '../components/notification-channels';
import { PreferencesTable } from '../components/preferences-table';

/**
 * /account/notifications (the spec's `user-notifications-settings`): a switch per kind group and
 * channel, the chat batching interval, and the browser push and Telegram connections.
 */
export function NotificationSettingsRoute() {
  const { t } = useTranslation();
  const preferences = useNotificationPreferences();
  const update = useUpdateNotificationPreferences();
  const change = (group: NotificationKindGroup, channel: NotificationChannelName, enabled: boolean) =>
    update.mutate(
      { preferences: [{ group, channel, enabled }] },
      {
        onSuccess: () => showToast({ type: 'success', title: t('notifications.settings.saved') }),
        onError: () => showToast({ type: 'error', title: t('notifications.settings.saveFailed') }),
      },
    );
  const interval = Number(preferences.data?.notifyTradeMessagesInterval ?? '10');
  return (
    <div className="space-y-6">
      <PageHeader
        title={t('notifications.settings.title')}
        description={t('notifications.settings.description')}
      />
      <Card title={t('notifications.page.title')}>
        {preferences.data ? (
          <>
            <PreferencesTable preferences={preferences.data} disabled={update.isPending} onChange={change} />
            <p className="mt-4 text-sm text-slate-600 dark:text-slate-400">
              {interval === 0
                ? t('notifications.settings.chatIntervalZero')
                : t('notifications.settings.chatInterval', { count: interval })}{' '}
              <LocalizedLink
                to={paths.account.settings}
                className="font-medium text-emerald-800 underline dark:text-emerald-300"
              >
                {t('notifications.settings.changeInterval')}
              </LocalizedLink>
            </p>
          </>
        ) : preferences.isError ? (
          <p role="alert" className="text-sm text-rose-700">
            {t('notifications.page.error')}
          </p>
        ) : (
          <p className="text-sm text-slate-500">…</p>
        )}
      </Card>
      <NotificationChannels />
    </div>
  );
}
