import { lastSeenStatus, type LastSeenVariant } from '@p2p/shared';
import clsx from 'clsx';
import { useTranslation } from '@/lib/use-translation';

const DOTS: Record<LastSeenVariant, string> = {
  success: 'bg-emerald-500',
  warning: 'bg-amber-500',
  default: 'bg-slate-400 dark:bg-slate-500',
};

/**
 * The last-seen indicator (platform.md §4): green within 30 minutes, amber within 3 hours, grey
 * otherwise; "Online" under a minute, then minutes, hours, days and weeks ago. The shared rule
 * decides, so the list, the profile and the server agree.
 */
export function LastSeen({ lastSeenAt, className }: { lastSeenAt: string | null; className?: string }) {
  const { t } = useTranslation();
  const status = lastSeenStatus(lastSeenAt);
  const text =
    status.unit === null || status.count === null
      ? t('lastSeen.online')
      : t(`lastSeen.${status.unit}`, { value: status.count });
  return (
    <span
      className={clsx(
        'inline-flex items-center gap-1.5 text-sm text-slate-600 dark:text-slate-400',
        className,
      )}
      data-variant={status.variant}
    >
      <span aria-hidden className={clsx('size-2.5 shrink-0 rounded-full', DOTS[status.variant])} />
      <span>
        <span className="sr-only">{t('lastSeen.label')} </span>
        {text}
      </span>
    </span>
  );
}
