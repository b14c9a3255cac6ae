import clsx from 'clsx';
import {
  Activity,
  Award,
  BarChart3,
  Clock,
  Handshake,
  History,
  LayoutDashboard,
  ListChecks,
  Share2,
  ShieldOff,
  Star,
  Users,
  type LucideIcon,
} from 'lucide-react';
import { useLayoutEffect, useRef } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { Link, useLocation } from 'react-router';
import { centreInScroller } from '@/components/layout/side-nav-layout';
import { paths } from '@/config/paths';
import { useLocalizePath } from '@/hooks/use-locale';
import { stripLocale } from '@/lib/locale-path';

export type DashboardNavKey =
  | 'home'
  | 'activeTrades'
  | 'recentTrades'
  | 'tradeHistory'
  | 'tradeStatistics'
  | 'myOffers'
  | 'favoriteOffers'
  | 'trusted'
  | 'blocked'
  | 'badges'
  | 'shareProfile'
  | 'partnerProgram';

interface NavItem {
  key: DashboardNavKey;
  to: string;
  icon: LucideIcon;
  /** Whether this item is the page shown, from the unprefixed path and its query. */
  isActive: (path: string, query: URLSearchParams) => boolean;
}

const at = (target: string) => (path: string) => path === target;
const under = (target: string) => (path: string) => path === target || path.startsWith(`${target}/`);

/** Every page of the user dashboard the spec lists (platform.md), wherever its route lives. */
export const DASHBOARD_NAV: readonly NavItem[] = [
  { key: 'home', to: paths.dashboard.home, icon: LayoutDashboard, isActive: at(paths.dashboard.home) },
  { key: 'activeTrades', to: paths.activeTrades, icon: Activity, isActive: at(paths.activeTrades) },
  {
    key: 'recentTrades',
    to: `${paths.tradeHistory}?view=recent`,
    icon: Clock,
    isActive: (path, query) => path === paths.tradeHistory && query.get('view') === 'recent',
  },
  {
    key: 'tradeHistory',
    to: paths.tradeHistory,
    icon: History,
    isActive: (path, query) => path === paths.tradeHistory && query.get('view') !== 'recent',
  },
  {
    key: 'tradeStatistics',
    to: paths.dashboard.tradeStatistics,
    icon: BarChart3,
    isActive: under(paths.dashboard.tradeStatistics),
  },
  { key: 'myOffers', to: paths.myOffers(), icon: ListChecks, isActive: at(paths.myOffers()) },
  { key: 'favoriteOffers', to: paths.favoriteOffers, icon: Star, isActive: at(paths.favoriteOffers) },
  { key: 'trusted', to: paths.account.trusted, icon: Users, isActive: at(paths.account.trusted) },
  { key: 'blocked', to: paths.account.blocked, icon: ShieldOff, isActive: at(paths.account.blocked) },
  { key: 'badges', to: paths.dashboard.badges, icon: Award, isActive: at(paths.dashboard.badges) },
  {
    key: 'shareProfile',
    to: paths.dashboard.shareProfile,
    icon: Share2,
    isActive: under(paths.dashboard.shareProfile),
  },
  {
    key: 'partnerProgram',
    to: paths.partnerProgram.dashboard,
    icon: Handshake,
    isActive: under(paths.partnerProgram.dashboard),
  },
];

/**
 * The dashboard's navigation: one row at every width, which scrolls sideways when its items do not
 * fit (a phone, and a desktop too: twelve items take about 1,700 px in English and 2,300 in Russian,
 * and wrapped onto two or three lines there), with the current page's item brought to the middle on
 * arrival and on every navigation. Focus rings are drawn inside the items: the scrolling row would
 * clip them outside.
 */
export function DashboardNav() {
  const { t } = useTranslation();
  const localize = useLocalizePath();
  const location = useLocation();
  const path = stripLocale(location.pathname);
  const query = new URLSearchParams(location.search);
  const scroller = useRef<HTMLUListElement>(null);
  useLayoutEffect(() => {
    const row = scroller.current;
    const active = row?.querySelector<HTMLElement>('a[aria-current="page"]');
    if (row && active) centreInScroller(row, active);
  }, [location.pathname, location.search]);
  return (
    <nav aria-label={t('dashboard.nav.label')} className="mx-auto w-full max-w-6xl px-4 pt-4 sm:px-6">
      <ul
        ref={scroller}
        className="-mx-4 flex gap-1 overflow-x-auto border-b border-slate-200 px-4 pb-2 [scrollbar-width:thin] sm:mx-0 sm:px-0 dark:border-slate-800"
      >
        {DASHBOARD_NAV.map(({ key, to, icon: Icon, isActive }) => {
          const active = isActive(path, query);
          return (
            <li key={key} className="shrink-0">
              <Link
                to={localize(to)}
                aria-current={active ? 'page' : undefined}
                className={clsx(
                  'flex items-center gap-1.5 rounded-lg px-2.5 py-1.5 text-sm font-medium whitespace-nowrap',
                  'focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-emerald-600',
                  active
                    ? 'bg-emerald-50 text-emerald-800 dark:bg-emerald-950/60 dark:text-emerald-200'
                    : 'text-slate-700 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800',
                )}
              >
                <Icon aria-hidden className="size-4" />
                {t(`dashboard.nav.${key}`)}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
