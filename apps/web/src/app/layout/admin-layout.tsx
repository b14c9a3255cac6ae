import type { UserRole } from '@p2p/shared';
import clsx from 'clsx';
import { ClipboardCheck, Inbox, UserCog, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { NavLink, Outlet } from 'react-router';
import { paths } from '@/config/paths';
import { useLocalizePath } from '@/hooks/use-locale';
import { useCurrentUser } from '@/lib/current-user';

type AdminPage = 'verifications' | 'users' | 'outbox';

/** The outbox holds live codes, so only admins see it (the server refuses everyone else). */
const PAGES: readonly { key: AdminPage; to: string; icon: LucideIcon; roles?: readonly UserRole[] }[] = [
  { key: 'verifications', to: paths.admin.verifications, icon: ClipboardCheck },
  { key: 'users', to: paths.admin.users, icon: UserCog },
  { key: 'outbox', to: paths.admin.outbox, icon: Inbox, roles: ['admin'] },
];

/** The staff pages with their navigation, laid out like the account pages. */
export function AdminLayout() {
  const { t } = useTranslation();
  const localize = useLocalizePath();
  const { data: user } = useCurrentUser();
  const pages = PAGES.filter(({ roles }) => !roles || (user && roles.includes(user.role)));
  return (
    <div className="mx-auto grid w-full max-w-6xl gap-6 px-4 py-8 sm:px-6 lg:grid-cols-[14rem_1fr] lg:py-10">
      <nav aria-label={t('admin.navLabel')} className="min-w-0">
        <p className="mb-2 hidden px-3 text-xs font-semibold tracking-wide text-slate-500 uppercase lg:block dark:text-slate-400">
          {t('admin.title')}
        </p>
        <ul className="-mx-4 flex gap-1 overflow-x-auto px-4 pb-1 lg:mx-0 lg:flex-col lg:overflow-visible lg:px-0">
          {pages.map(({ key, to, icon: Icon }) => (
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
                {t(`admin.nav.${key}`)}
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
