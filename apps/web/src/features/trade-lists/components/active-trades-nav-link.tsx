import clsx from 'clsx';
import { Handshake } from 'lucide-react';
import { useTranslation } from '@/lib/use-translation';
import { NavLink } from 'react-router';
import { paths } from '@/config/paths';
import { useLocalizePath } from '@/hooks/use-locale';
import { useCurrentUser } from '@/lib/current-user';
import { useActiveTrades } from '../api/get-active-trades';
import { useTradeListsLiveUpdates } from '../hooks/use-trade-lists-live-updates';

/**
 * The navbar's way to the open trades, for signed-in users, with how many there are; the count
 * follows the same one-at-a-time polling as the page. The bar shows it from `sm` up; phones, short of
 * room there, get it (`inPhoneRow`) in the row below the bar, with its label.
 */
export function ActiveTradesNavLink({ inPhoneRow = false }: { inPhoneRow?: boolean }) {
  const { data: user } = useCurrentUser();
  if (!user) return null;
  return <SignedInLink inPhoneRow={inPhoneRow} />;
}

function SignedInLink({ inPhoneRow }: { inPhoneRow: boolean }) {
  const suffix = inPhoneRow ? '-phone' : '';
  const { t } = useTranslation();
  const localize = useLocalizePath();
  const { data } = useActiveTrades();
  useTradeListsLiveUpdates();
  const count = data ? data.counts.buy + data.counts.sell : 0;
  const alarmed = data ? data.alarmedTrades.length : 0;
  return (
    <NavLink
      to={localize(paths.activeTrades)}
      data-testid={`active-trades-link${suffix}`}
      className={({ isActive }) =>
        clsx(
          'h-9 items-center gap-2 rounded-lg px-2 text-sm font-medium',
          inPhoneRow ? 'inline-flex' : 'hidden sm:inline-flex',
          'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-600',
          isActive
            ? 'bg-emerald-50 text-emerald-800 dark:bg-emerald-950/60 dark:text-emerald-200'
            : 'text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800',
        )
      }
    >
      {/* The count sits on the icon, so the crowded bar gets no wider when trades are open. */}
      <span className="relative">
        <Handshake aria-hidden className="size-4" />
        {count > 0 ? (
          <span
            data-testid={`active-trades-count${suffix}`}
            className={clsx(
              'absolute -top-2 -end-2.5 grid h-4 min-w-4 place-items-center rounded-full px-1 text-[10px] leading-none font-bold tabular-nums',
              alarmed > 0
                ? 'bg-amber-400 text-slate-950'
                : 'bg-emerald-700 text-white dark:bg-emerald-400 dark:text-slate-950',
            )}
          >
            <span aria-hidden>{count}</span>
          </span>
        ) : null}
      </span>
      <span className={inPhoneRow ? 'ms-1' : 'sr-only'}>{t('tradeLists.nav.activeTrades')}</span>
      {count > 0 ? (
        <span className="sr-only">
          {alarmed > 0
            ? t('tradeLists.nav.countAlarmed', { count, alarmed })
            : t('tradeLists.nav.count', { count })}
        </span>
      ) : null}
    </NavLink>
  );
}
