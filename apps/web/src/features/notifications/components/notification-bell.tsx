import clsx from 'clsx';
import { Bell } from 'lucide-react';
import { useTranslation } from '@/lib/use-translation';
import { NavLink } from 'react-router';
import { paths } from '@/config/paths';
import { useLocalizePath } from '@/hooks/use-locale';
import { useCurrentUser } from '@/lib/current-user';
import { useUnreadCount } from '../api/get-unread-count';
import { useNotificationsLive } from './notifications-live';

/**
 * The header's bell (the spec's `notifications` fragment) for signed-in users: the unread count,
 * kept live over the socket, leading to the notification centre. Shown at every width.
 */
export function NotificationBell() {
  const { data: user } = useCurrentUser();
  if (!user) return null;
  return <SignedInBell />;
}

function SignedInBell() {
  const { t } = useTranslation();
  const localize = useLocalizePath();
  const { data: count = 0 } = useUnreadCount(true);
  useNotificationsLive();
  const label = count > 0 ? t('notifications.bell.labelUnread', { count }) : t('notifications.bell.label');
  return (
    <NavLink
      to={localize(paths.notifications.list)}
      aria-label={label}
      title={label}
      data-testid="notification-bell"
      className={({ isActive }) =>
        clsx(
          'inline-flex size-9 shrink-0 items-center justify-center rounded-lg',
          'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-600',
          isActive
            ? 'bg-emerald-50 text-emerald-800 dark:bg-emerald-950/60 dark:text-emerald-200'
            : 'text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800',
        )
      }
    >
      <span className="relative">
        <Bell aria-hidden className="size-5" />
        {count > 0 ? (
          <span
            aria-hidden
            data-testid="notification-count"
            className="absolute -top-2 -end-2.5 grid h-4 min-w-4 place-items-center rounded-full bg-rose-600 px-1 text-[10px] leading-none font-bold text-white tabular-nums"
          >
            {count > 99 ? '99+' : count}
          </span>
        ) : null}
      </span>
    </NavLink>
  );
}
