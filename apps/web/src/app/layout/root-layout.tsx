import { lazy, Suspense, useState } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { MAIN_CONTENT_ID, SkipLink } from '@/components/layout/skip-link';
import { useCurrentUser } from '@/lib/current-user';
import { usePlatformStatus } from '@/lib/platform-status';
import { BannerArea } from './banner-area';
import { Footer } from './footer';
import { MaintenanceNotice, maintenanceToShow } from './maintenance-notice';
import { Navbar } from './navbar';
import { NavigationProgress } from './navigation-progress';
import { useSavedLocale } from './use-saved-locale';

const SignedInOverlays = lazy(() =>
  import('./signed-in-overlays').then((module) => ({ default: module.SignedInOverlays })),
);

export function RootLayout() {
  const { data: user } = useCurrentUser();
  const { data: platform } = usePlatformStatus();
  const { pathname } = useLocation();
  const maintenance = maintenanceToShow(platform, {
    isStaff: user?.isAdminOrSupermodOrModerator ?? false,
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
        {maintenance ? (
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
