import { lazy, Suspense, useState } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { MAIN_CONTENT_ID, SkipLink } from '@/components/layout/skip-link';
import { useCurrentUser } from '@/lib/current-user';
import { AccountBanners } from './account-banners';
import { Footer } from './footer';
import { Navbar } from './navbar';
import { NavigationProgress } from './navigation-progress';
import { useSavedLocale } from './use-saved-locale';

const SignedInOverlays = lazy(() =>
  import('./signed-in-overlays').then((module) => ({ default: module.SignedInOverlays })),
);

export function RootLayout() {
  const { data: user } = useCurrentUser();
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
        <AccountBanners />
        <Outlet />
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
