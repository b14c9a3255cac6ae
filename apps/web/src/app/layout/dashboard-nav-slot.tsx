import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router';
import { paths } from '@/config/paths';
import { withCatalogueAreas } from '@/lib/i18n';
import { stripLocale } from '@/lib/locale-path';

// Loaded with the first dashboard page, not with every signed-in page.
const DashboardNav = lazy(() =>
  withCatalogueAreas(['dashboard'], () => import('@/features/dashboard/components/dashboard-nav')).then(
    (module) => ({
      default: module.DashboardNav,
    }),
  ),
);

/** The dashboard's pages: everything under /dashboard, and the trusted and blocked users' pages. */
export function isDashboardPath(pathname: string): boolean {
  const path = stripLocale(pathname);
  return (
    path === paths.dashboard.home ||
    path.startsWith(`${paths.dashboard.home}/`) ||
    path === paths.account.trusted ||
    path === paths.account.blocked
  );
}

/**
 * The dashboard navigation above every dashboard page, whichever feature owns the page and wherever
 * its route is declared (decision 038).
 */
export function DashboardNavSlot() {
  const { pathname } = useLocation();
  if (!isDashboardPath(pathname)) return null;
  return (
    // The navigation's own height (one row, 57 px), so the page does not move when it arrives.
    <Suspense fallback={<div aria-hidden className="h-[3.5625rem]" />}>
      <DashboardNav />
    </Suspense>
  );
}
