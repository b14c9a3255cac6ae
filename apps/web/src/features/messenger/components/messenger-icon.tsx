import clsx from 'clsx';
import { MessageCircle } from 'lucide-react';
import { useTranslation } from '@/lib/use-translation';
import { NavLink } from 'react-router';
import { useLocalizePath } from '@/hooks/use-locale';
import { useCurrentUser } from '@/lib/current-user';
import { useMessengerUnread } from '../api/get-unread';
import { MESSENGER_PAGE } from '../utils/messenger-location';
import { useMessengerLive } from './messenger-live';

/** The header's messenger icon with the unread count, kept live over the socket. */
export function MessengerIcon() {
  const { data: user } = useCurrentUser();
  if (!user) return null;
  return <SignedInIcon />;
}

function SignedInIcon() {
  const { t } = useTranslation();
  const localize = useLocalizePath();
  const { data } = useMessengerUnread(true);
  useMessengerLive();
  const count = data?.totalUnread ?? 0;
  const label = count > 0 ? t('messenger.navUnread', { count }) : t('messenger.nav');
  return (
    <NavLink
      to={localize(MESSENGER_PAGE)}
      aria-label={label}
      title={label}
      data-testid="messenger-icon"
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
        <MessageCircle aria-hidden className="size-5" />
        {count > 0 ? (
          <span
            aria-hidden
            data-testid="messenger-unread"
            className="absolute -top-2 -end-2.5 grid h-4 min-w-4 place-items-center rounded-full bg-rose-600 px-1 text-[10px] leading-none font-bold text-white tabular-nums"
          >
            {count > 99 ? '99+' : count}
          </span>
        ) : null}
      </span>
    </NavLink>
  );
}
