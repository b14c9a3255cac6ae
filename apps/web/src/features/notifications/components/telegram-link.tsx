import type { TelegramLink as DeepLink } from '@p2p/shared';
import { useEffect, useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ErrorPanel } from '@/components/ui/error-panel';
import { SkeletonLines } from '@/components/ui/skeleton';
import { formatDate, formatDateTime } from '@/lib/format';
import { toast } from '@/lib/toasts';
import { useCreateTelegramLink } from '../api/create-telegram-link';
import { useTelegramStatus } from '../api/get-telegram-status';
import { useUnlinkTelegram } from '../api/unlink-telegram';

/**
 * Telegram: a one-time deep link to the bot links the account (the page watches for it), unlink
 * stops the messages. Shown as unavailable when the operator has not configured a bot.
 */
export function TelegramLink() {
  const { t, i18n } = useTranslation();
  const [deepLink, setDeepLink] = useState<DeepLink | null>(null);
  const status = useTelegramStatus(deepLink !== null);
  const create = useCreateTelegramLink();
  const unlink = useUnlinkTelegram();
  const linked = status.data?.linked ?? false;

  // The chat linked while the deep link was shown: say so once (the linked view replaces the link).
  useEffect(() => {
    if (linked && deepLink) toast.success(t('notificationChannels.telegram.linkedToast'));
  }, [linked, deepLink, t]);

  if (status.isPending) return <SkeletonLines lines={2} />;
  if (status.isError) return <ErrorPanel error={status.error} onRetry={() => void status.refetch()} />;
  const data = status.data;
  if (!data.configured) return <Alert variant="info">{t('notificationChannels.telegram.unavailable')}</Alert>;

  if (data.linked) {
    const date = data.linkedAt ? formatDate(data.linkedAt, i18n.language) : '';
    return (
      <div className="space-y-3">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <div className="text-sm">
            <p className="font-medium text-slate-900 dark:text-slate-100">
              {t('notificationChannels.telegram.linked')}
            </p>
            <p className="text-slate-600 dark:text-slate-400">
              {data.telegramUsername
                ? t('notificationChannels.telegram.linkedAs', { username: data.telegramUsername, date })
                : t('notificationChannels.telegram.linkedSince', { date })}
            </p>
          </div>
          <Button
            variant="secondary"
            disabled={unlink.isPending}
            onClick={() =>
              unlink.mutate(undefined, {
                onSuccess: () => {
                  setDeepLink(null);
                  toast.success(t('notificationChannels.telegram.unlinked'));
                },
              })
            }
          >
            {t('notificationChannels.telegram.unlink')}
          </Button>
        </div>
        <p className="text-xs text-slate-500 dark:text-slate-400">
          {t('notificationChannels.telegram.commands')}
        </p>
      </div>
    );
  }

  return (
    <div className="space-y-3">
      {create.isError && <ErrorPanel error={create.error} onRetry={() => create.mutate()} />}
      {deepLink ? (
        <div className="space-y-2">
          <Button asChild>
            <a href={deepLink.url} target="_blank" rel="noopener noreferrer">
              {t('notificationChannels.telegram.openBot', { bot: data.botUsername ?? '' })}
            </a>
          </Button>
          <p className="text-sm text-slate-600 dark:text-slate-400">
            {t('notificationChannels.telegram.linkHint', {
              time: formatDateTime(deepLink.expiresAt, i18n.language),
            })}
          </p>
          <p role="status" className="text-xs text-slate-500 dark:text-slate-400">
            {t('notificationChannels.telegram.waiting')}
          </p>
        </div>
      ) : (
        <Button
          disabled={create.isPending}
          onClick={() => create.mutate(undefined, { onSuccess: setDeepLink })}
        >
          {t('notificationChannels.telegram.connect')}
        </Button>
      )}
    </div>
  );
}
