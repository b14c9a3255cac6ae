import { useTranslation } from '@/lib/use-translation';
import { Card } from '@/components/ui/card';
import { PushToggle } from './push-toggle';
import { TelegramLink } from './telegram-link';

/** The two channels outside the site, as cards for the notification settings page. */
export function NotificationChannels() {
  const { t } = useTranslation();
  return (
    <>
      <Card
        title={t('notificationChannels.push.title')}
        description={t('notificationChannels.push.description')}
      >
        <PushToggle />
      </Card>
      <Card
        title={t('notificationChannels.telegram.title')}
        description={t('notificationChannels.telegram.description')}
      >
        <TelegramLink />
      </Card>
    </>
  );
}
