import clsx from 'clsx';
import { Handshake } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { paths } from '@/config/paths';
import { useLocalizePath } from '@/hooks/use-locale';
import { useCurrentUser } from '@/lib/current-user';
import { useActiveTrades } from '../api/get-active-trades';

/**
 * The navbar's way to the open trades, for signed-in users, with how many there are; the count
 * follows the same one-at-a-time polling as the page.
 */
export function ActiveTradesNavLink() {
  const { data: user } = useCurrentUser();
  if (!user) return null;
  return <SignedInLink />;
}

function SignedInLink() {
  const { t } = useTranslation();
  const localize = useLocalizePath();
  const { data } = useActiveTrades();
  const count = data ? data.counts.buy + data.counts.sell : 0;
  const alarmed = data ? data.alarmedTrades.length : 0;
  return (
    <NavLink
      to={localize(paths.activeTrades)}
      data-testid="active-trades-link"
      className={({ isActive }) =>
        clsx(
          'relative inline-flex h-9 items-center gap-1.5 rounded-lg px-2 text-sm font-medium',
          'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-600',
          isActive
            ? 'bg-emerald-50 text-emerald-800 dark:bg-emerald-950/60 dark:text-emerald-200'
            : 'text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800',
        )
      }
    >
      <Handshake aria-hidden className="size-4" />
      <span className="sr-only lg:not-sr-only">{t('tradeLists.nav.activeTrades')}</span>
      {count > 0 ? (
        <span
          data-testid="active-trades-count"
          className={clsx(
            'grid h-5 min-w-5 place-items-center rounded-full px-1 text-xs font-semibold tabular-nums',
            alarmed > 0
              ? 'bg-amber-500 text-slate-950'
              : 'bg-emerald-700 text-white dark:bg-emerald-500 dark:text-slate-950',
          )}
        >
          <span aria-hidden>{count}</span>
          <span className="sr-only">
            {alarmed > 0
              ? t('tradeLists.nav.countAlarmed', { count, alarmed })
              : t('tradeLists.nav.count', { count })}
          </span>
        </span>
      ) : null}
    </NavLink>
  );
}
