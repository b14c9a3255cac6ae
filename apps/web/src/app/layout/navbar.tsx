import clsx from 'clsx';
import { lazy, Suspense } from 'react';
import { ArrowLeftRight, Calculator, HandCoins, ShoppingCart, Wallet } from 'lucide-react';
import { useTranslation } from '@/lib/use-translation';
import { Link, NavLink, useLocation } from 'react-router';
import { LanguageSwitcher } from '@/components/layout/language-switcher';
import { ThemeToggle } from '@/components/layout/theme-toggle';
import { LocalizedLink } from '@/components/ui/link';
import { paths } from '@/config/paths';
import { AuthNav } from '@/features/auth/components/auth-nav';
import { MessengerIcon } from '@/features/messenger/components/messenger-icon';
import { NotificationBell } from '@/features/notifications/components/notification-bell';
import { ActiveTradesNavLink } from '@/features/trade-lists/components/active-trades-nav-link';
import { listingPath } from '@/features/marketplace/utils/listing-url';
import { useLocalizePath } from '@/hooks/use-locale';
import { useCurrentUser } from '@/lib/current-user';
import { withCatalogueAreas } from '@/lib/i18n';
import { stripLocale } from '@/lib/locale-path';
import { useSaveLocaleChoice } from './use-saved-locale';

/** The `react-navbar` fragment of the spec. */
// A menu item of the user's menu, which is itself loaded lazily (auth-nav.tsx).
const loadSupportMenuItem = () => withCatalogueAreas(['support'], () => import('./support-menu-item'));
const SupportMenuItem = lazy(() =>
  loadSupportMenuItem().then((module) => ({ default: module.SupportMenuItem })),
);

// The partner dashboard's entry, shown only while the programme runs.
const PartnerMenuItem = lazy(() =>
  withCatalogueAreas(['partners'], () => import('@/features/partners/components/partner-menu-item')).then(
    (module) => ({
      default: module.PartnerMenuItem,
    }),
  ),
);

export function Navbar() {
  const { t } = useTranslation();
  const saveLocaleChoice = useSaveLocaleChoice();
  return (
    <header
      id="react-navbar"
      className="sticky top-0 z-30 border-b border-slate-200 bg-white/85 backdrop-blur dark:border-slate-800 dark:bg-slate-950/85"
    >
      <nav
        aria-label={t('app.mainNavigation')}
        className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-2 px-3 sm:gap-4 sm:px-6"
      >
        <LocalizedLink
          to={paths.home}
          className="flex items-center gap-2 rounded-lg text-lg font-semibold tracking-tight text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-emerald-600 dark:text-white"
        >
          <span className="grid size-8 place-items-center rounded-lg bg-emerald-600 text-white">
            <ArrowLeftRight aria-hidden className="size-4" />
          </span>
          {/* Narrow screens keep the logo only, so the account links still fit. The bar's links are
              icons with their names for screen readers (and in the phone row): nine languages' words
              must fit at 1366 px and 390 px. */}
          <span className="sr-only whitespace-nowrap md:not-sr-only">{t('app.name')}</span>
        </LocalizedLink>
        <div className="flex min-w-0 items-center gap-1.5 sm:gap-3">
          <div className="hidden items-center gap-3 sm:flex">
            <MarketLinks />
          </div>
          <ConverterLink className="hidden sm:inline-flex" />
          <WalletLink />
          <ActiveTradesNavLink />
          <MessengerIcon />
          <NotificationBell />
          <LanguageSwitcher onPick={saveLocaleChoice} />
          <ThemeToggle />
          <AuthNav
            // The spec's open-support-chat: Zendesk's widget or the built-in support chat.
            menuItems={
              <Suspense fallback={null}>
                <PartnerMenuItem />
                <SupportMenuItem />
              </Suspense>
            }
          />
        </div>
      </nav>
      {/* Phones have no room in the bar: the markets get a row of their own. */}
      <nav
        aria-label={t('marketplace.nav.markets')}
        className="flex gap-2 overflow-x-auto border-t border-slate-200 px-3 py-1.5 sm:hidden dark:border-slate-800"
      >
        <MarketLinks withLabels />
        <ActiveTradesNavLink inPhoneRow />
        {/* The converter lives here on phones, leaving the top bar to the account icons. */}
        <ConverterLink className="inline-flex" />
      </nav>
    </header>
  );
}

/** The wallet, for signed-in users; phones reach it through the account menu, where there is room. */
function WalletLink() {
  const { t } = useTranslation();
  const localize = useLocalizePath();
  const { data: user } = useCurrentUser();
  if (!user) return null;
  return (
    <NavLink
      to={localize(paths.wallet)}
      title={t('wallet.nav')}
      className={({ isActive }) =>
        clsx(
          'hidden h-9 items-center gap-1.5 rounded-lg px-2 text-sm font-medium sm:inline-flex',
          'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-600',
          isActive
            ? 'bg-emerald-50 text-emerald-800 dark:bg-emerald-950/60 dark:text-emerald-200'
            : 'text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800',
        )
      }
    >
      <Wallet aria-hidden className="size-4" />
      <span className="sr-only">{t('wallet.nav')}</span>
    </NavLink>
  );
}

/** The Buy and Sell listings (bitcoin, every payment method); narrow screens show their icons only. */
function MarketLinks({ withLabels = false }: { withLabels?: boolean }) {
  const { t } = useTranslation();
  const localize = useLocalizePath();
  const path = stripLocale(useLocation().pathname);
  return (
    <>
      {(['buy', 'sell'] as const).map((pageType) => {
        const active = path.startsWith(`/trading/${pageType}-`) || path.startsWith(`/${pageType}-giftcard`);
        const Icon = pageType === 'buy' ? ShoppingCart : HandCoins;
        return (
          <Link
            key={pageType}
            to={localize(listingPath({ pageType, crypto: 'bitcoin' }))}
            aria-current={active ? 'page' : undefined}
            className={clsx(
              'inline-flex h-9 items-center gap-1.5 rounded-lg px-2 text-sm font-medium',
              'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-600',
              active
                ? 'bg-emerald-50 text-emerald-800 dark:bg-emerald-950/60 dark:text-emerald-200'
                : 'text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800',
            )}
          >
            <Icon aria-hidden className="size-4" />
            <span className={withLabels ? 'whitespace-nowrap' : 'sr-only whitespace-nowrap lg:not-sr-only'}>
              {t(`marketplace.nav.${pageType}`)}
            </span>
          </Link>
        );
      })}
    </>
  );
}

/** The BTC converter, for everyone; narrow screens show its icon only. */
function ConverterLink({ className }: { className: string }) {
  const { t } = useTranslation();
  const localize = useLocalizePath();
  const active = stripLocale(useLocation().pathname).startsWith('/calculator/');
  return (
    <Link
      to={localize(paths.calculator('usd'))}
      title={t('converter.navLink')}
      aria-current={active ? 'page' : undefined}
      className={clsx(
        className,
        'h-9 shrink-0 items-center gap-1.5 rounded-lg px-2 text-sm font-medium',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-600',
        active
          ? 'bg-emerald-50 text-emerald-800 dark:bg-emerald-950/60 dark:text-emerald-200'
          : 'text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800',
      )}
    >
      <Calculator aria-hidden className="size-4" />
      <span className="sr-only">{t('converter.navLink')}</span>
    </Link>
  );
}
