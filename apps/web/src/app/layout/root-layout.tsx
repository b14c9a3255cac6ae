import { lazy, Suspense, useState } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { MAIN_CONTENT_ID, SkipLink } from '@/components/layout/skip-link';
import { paths } from '@/config/paths';
import { useCurrentUser } from '@/lib/current-user';
import { withCatalogueAreas } from '@/lib/i18n';
import { usePlaceAccess } from '@/lib/place-access';
import { usePlatformStatus } from '@/lib/platform-status';
import { IpBlockedRoute } from '../routes/ip-blocked';
import { BannerArea } from './banner-area';
import { Footer } from './footer';
import { MaintenanceNotice, maintenanceToShow } from './maintenance-notice';
import { Navbar } from './navbar';
import { NavigationProgress } from './navigation-progress';
import { useSavedLocale } from './use-saved-locale';

const SignedInOverlays = lazy(() =>
  withCatalogueAreas(
    ['step-up', 'trade', 'share-profile', 'messenger'],
    () => import('./signed-in-overlays'),
  ).then((module) => ({ default: module.SignedInOverlays })),
);

/** Pages a visitor refused by place still sees: sign-in, the terms and the blocked page itself. */
const OPEN_WHEN_BLOCKED = [paths.login, paths.publicPages.terms, paths.publicPages.ipBlocked];

export function RootLayout() {
  const { data: user } = useCurrentUser();
  const { data: platform } = usePlatformStatus();
  const { data: place } = usePlaceAccess();
  const { pathname } = useLocation();
  const isStaff = user?.isAdminOrSupermodOrModerator ?? false;
  // Refused by the access rules (decision 041): error-ip-blocked in place of every page but sign-in
  // (staff may sign in from anywhere) and the public pages that explain it.
  const blocked =
    Boolean(place?.blocked) && !isStaff && !OPEN_WHEN_BLOCKED.some((path) => pathname.endsWith(path));
  const maintenance = maintenanceToShow(platform, {
    isStaff,
    pathname,
  });
  useSavedLocale();
  // Loaded once a user is known and kept after: its parts handle a log-out themselves.
  const [signedIn, setSignedIn] = useState(false);
  if (user && !signedIn) setSignedIn(true);
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <NavigationProgress />
      <Navbar />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="flex flex-1 flex-col focus:outline-none">
        {blocked ? (
          <IpBlockedRoute />
        ) : maintenance ? (
          <MaintenanceNotice window={maintenance} />
        ) : (
          <>
            <BannerArea />
            <Outlet />
          </>
        )}
      </main>
      <Footer />
      {signedIn ? (
        <Suspense fallback={null}>
          <SignedInOverlays />
        </Suspense>
      ) : null}
      <ScrollRestoration />
    </div>
  );
}
