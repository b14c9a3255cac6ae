import clsx from 'clsx';
import { BadgeCheck, Clock, Settings, ShieldCheck, ShieldOff, Users, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { NavLink, Outlet } from 'react-router';
import { paths } from '@/config/paths';
import { useLocalizePath } from '@/hooks/use-locale';

type AccountPage = 'settings' | 'security' | 'verification' | 'trusted' | 'blocked' | 'recentPartners';

const PAGES: readonly { key: AccountPage; to: string; icon: LucideIcon }[] = [
  { key: 'settings', to: paths.account.settings, icon: Settings },
  { key: 'security', to: paths.account.security, icon: ShieldCheck },
  { key: 'verification', to: paths.account.verification, icon: BadgeCheck },
  { key: 'trusted', to: paths.account.trusted, icon: Users },
  { key: 'blocked', to: paths.account.blocked, icon: ShieldOff },
  { key: 'recentPartners', to: paths.account.recentPartners, icon: Clock },
];

/** The account pages with their navigation: a side column on wide screens, a scrolling row on phones. */
export function AccountLayout() {
  const { t } = useTranslation();
  const localize = useLocalizePath();
  return (
    <div className="mx-auto grid w-full max-w-6xl gap-6 px-4 py-8 sm:px-6 lg:grid-cols-[14rem_1fr] lg:py-10">
      <nav aria-label={t('account.navLabel')} className="min-w-0">
        <ul className="-mx-4 flex gap-1 overflow-x-auto px-4 pb-1 lg:mx-0 lg:flex-col lg:overflow-visible lg:px-0">
          {PAGES.map(({ key, to, icon: Icon }) => (
            <li key={key} className="shrink-0">
              <NavLink
                to={localize(to)}
                className={({ isActive }) =>
                  clsx(
                    'flex items-center gap-2 rounded-lg px-3 py-2 text-sm font-medium whitespace-nowrap transition-colors',
                    'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-600',
                    isActive
                      ? 'bg-emerald-50 text-emerald-800 dark:bg-emerald-950/60 dark:text-emerald-200'
                      : 'text-slate-700 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800',
                  )
                }
              >
                <Icon aria-hidden className="size-4" />
                {t(`account.nav.${key}`)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="min-w-0">
        <Outlet />
      </div>
    </div>
  );
}
