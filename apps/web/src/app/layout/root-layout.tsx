import { Outlet, ScrollRestoration } from 'react-router';
import { MAIN_CONTENT_ID, SkipLink } from '@/components/layout/skip-link';
import { MessengerHost } from '@/features/messenger/components/messenger-host';
import { PushSetup } from '@/features/notifications/components/push-setup';
import { AuthRequestPrompt } from '@/features/step-up/components/auth-request-prompt';
import { StepUpHost } from '@/features/step-up/components/step-up-host';
import { TradeNotifications } from '@/features/trade/components/trade-notifications';
import { AccountBanners } from './account-banners';
import { Footer } from './footer';
import { Navbar } from './navbar';
import { NavigationProgress } from './navigation-progress';

export function RootLayout() {
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
      {/* Signed-in users: the real-time socket and the vendor's new-trade modal (renders nothing for guests). */}
      <TradeNotifications />
      {/* Signed-in users whose browser permits notifications: keeps this browser's push subscription. */}
      <PushSetup />
      {/* Signed-in users: the messenger over the page when a chat is open (desktop). */}
      <MessengerHost />
      {/* The step-up confirmation any page may ask for, and push approvals other browsers ask (decision 025). */}
      <StepUpHost />
      <AuthRequestPrompt />
      <ScrollRestoration />
    </div>
  );
}
