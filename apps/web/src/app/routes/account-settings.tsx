import { NotificationChannels } from '@/features/notifications/components/notification-channels';
import { AccountSettingsRoute } from '@/features/settings/routes/account-settings';

/**
 * /account/settings. Features do not import each other (STYLE.md), so the app composes the settings
 * page with the notification channels (browser push, Telegram) below it, until the notification
 * settings page renders them itself.
 */
export function AccountSettingsPageRoute() {
  return (
    <>
      <AccountSettingsRoute />
      <div className="mt-6 space-y-6">
        <NotificationChannels />
      </div>
    </>
  );
}
