import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Switch } from '@/components/ui/switch';
import { useCurrentUser } from '@/lib/current-user';
import { formatDateTime } from '@/lib/format';
import { toast } from '@/lib/toasts';
import { getPushPublicKey } from '../api/get-push-public-key';
import { usePushSubscriptions } from '../api/get-push-subscriptions';
import { useSubscribePush } from '../api/subscribe-push';
import { useUnsubscribePush } from '../api/unsubscribe-push';
import {
  currentBrowserSubscription,
  hasOptedOut,
  pushAvailability,
  setOptedOut,
  subscribeBrowser,
  subscriptionBody,
  type PushAvailability,
} from '../utils/push-browser';
import { usePushSetupSettled } from '../utils/push-setup-state';

/**
 * Web Push in this browser: the switch asks the browser for permission (on a click, as browsers
 * require), subscribes it and tells the server; off unsubscribes it here. Below, the user's other
 * subscribed browsers, each removable.
 */
export function PushToggle() {
  const { t, i18n } = useTranslation();
  const labelId = useId();
  const { data: user } = useCurrentUser();
  const [availability, setAvailability] = useState<PushAvailability>(pushAvailability);
  const [busy, setBusy] = useState(false);
  const browser = useQuery({
    queryKey: ['web-push', 'browser-subscription'],
    queryFn: async () => (await currentBrowserSubscription())?.endpoint ?? null,
    enabled: availability !== 'unsupported',
  });
  const endpoint = browser.data ?? null;
  const subscriptions = usePushSubscriptions(endpoint, browser.isFetched || availability === 'unsupported');
  const subscribe = useSubscribePush();
  const unsubscribe = useUnsubscribePush();
  // In a browser that permits notifications, the page's own set-up (PushSetup) subscribes it by
  // itself: until it has settled the switch's "off" is stale, and a click on it could land on the
  // "on" it turns into.
  const setupSettled = usePushSetupSettled();
  const awaitingSetup = availability === 'granted' && !setupSettled && !hasOptedOut();

  if (user?.isDemoAccount) return <Alert variant="info">{t('notificationChannels.push.demo')}</Alert>;

  const list = subscriptions.data ?? [];
  const enabled = availability === 'granted' && list.some((subscription) => subscription.current);

  const turnOn = async () => {
    const permission = await Notification.requestPermission();
    setAvailability(permission);
    if (permission !== 'granted') {
      toast.error(t('notificationChannels.push.notGranted'));
      return;
    }
    const subscription = await subscribeBrowser(await getPushPublicKey());
    await subscribe.mutateAsync(subscriptionBody(subscription));
    setOptedOut(false);
    await browser.refetch();
    toast.success(t('notificationChannels.push.enabled'));
  };

  const turnOff = async () => {
    const subscription = await currentBrowserSubscription();
    setOptedOut(true);
    if (subscription) {
      await unsubscribe.mutateAsync({ endpoint: subscription.endpoint });
      await subscription.unsubscribe();
    }
    await browser.refetch();
    toast.success(t('notificationChannels.push.disabled'));
  };

  const onChange = async (on: boolean) => {
    setBusy(true);
    try {
      await (on ? turnOn() : turnOff());
    } catch (error) {
      console.warn('push switch failed', error);
      toast.error(t('notificationChannels.push.failed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="space-y-4">
      {availability === 'unsupported' ? (
        <Alert variant="warning">{t('notificationChannels.push.unsupported')}</Alert>
      ) : availability === 'denied' ? (
        <Alert variant="warning">{t('notificationChannels.push.denied')}</Alert>
      ) : (
        <div className="flex items-center justify-between gap-4">
          <span id={labelId} className="text-sm font-medium text-slate-900 dark:text-slate-100">
            {t('notificationChannels.push.switchLabel')}
          </span>
          <Switch
            aria-labelledby={labelId}
            checked={enabled}
            disabled={busy || subscriptions.isPending || awaitingSetup}
            onCheckedChange={(on) => void onChange(on)}
          />
        </div>
      )}
      {list.length > 0 && (
        <div>
          <h3 className="mb-2 text-sm font-medium text-slate-700 dark:text-slate-300">
            {t('notificationChannels.push.otherBrowsers')}
          </h3>
          <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200 dark:divide-slate-800 dark:border-slate-800">
            {list.map((subscription) => (
              <li key={subscription.id} className="flex items-center justify-between gap-3 px-3 py-2 text-sm">
                <div className="min-w-0">
                  <p className="truncate text-slate-900 dark:text-slate-100">
                    {subscription.current
                      ? t('notificationChannels.push.thisBrowser')
                      : (subscription.userAgent ?? subscription.pushService)}
                  </p>
                  <p className="text-xs text-slate-500 dark:text-slate-400">
                    {subscription.lastSuccessAt
                      ? t('notificationChannels.push.lastDelivered', {
                          date: formatDateTime(subscription.lastSuccessAt, i18n.language),
                        })
                      : t('notificationChannels.push.neverDelivered')}
                  </p>
                </div>
                {!subscription.current && (
                  <Button
                    variant="ghost"
                    size="sm"
                    disabled={unsubscribe.isPending}
                    onClick={() =>
                      unsubscribe.mutate(
                        { id: subscription.id },
                        { onSuccess: () => toast.success(t('notificationChannels.push.removed')) },
                      )
                    }
                  >
                    {t('notificationChannels.push.remove')}
                  </Button>
                )}
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
