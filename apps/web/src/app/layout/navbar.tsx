import { ArrowLeftRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { LanguageSwitcher } from '@/components/layout/language-switcher';
import { ThemeToggle } from '@/components/layout/theme-toggle';
import { LocalizedLink } from '@/components/ui/link';
import { paths } from '@/config/paths';
import { AuthNav } from '@/features/auth/components/auth-nav';

/** The `react-navbar` fragment of the spec. */
export function Navbar() {
  const { t } = useTranslation();
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
          {/* Narrow screens keep the logo only, so the account links still fit. */}
          <span className="sr-only sm:not-sr-only">{t('app.name')}</span>
        </LocalizedLink>
        <div className="flex min-w-0 items-center gap-1.5 sm:gap-3">
          <LanguageSwitcher />
          <ThemeToggle />
          <AuthNav />
        </div>
      </nav>
    </header>
  );
}
