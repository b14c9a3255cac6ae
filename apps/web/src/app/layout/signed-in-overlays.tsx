import { PushSetup } from '@/features/notifications/components/push-setup';
import { AuthRequestPrompt } from '@/features/step-up/components/auth-request-prompt';
import { StepUpHost } from '@/features/step-up/components/step-up-host';
import { MessengerHost } from '@/features/messenger/components/messenger-host';
import { TradeNotifications } from '@/features/trade/components/trade-notifications';
import { NoticeModals } from '@/features/notices/components/notice-modals';

/**
 * What only a signed-in user's pages carry, in a chunk of its own so that a guest's first visit does
 * not download its dialogs (root-layout.tsx loads it once a user is known).
 */
export function SignedInOverlays() {
  return (
    <>
      {/* The real-time socket and the vendor's new-trade modal. */}
      <TradeNotifications />
      {/* Browsers that permit notifications: keeps this browser's push subscription. */}
      <PushSetup />
      {/* The messenger over the page when a chat is open (desktop). */}
      <MessengerHost />
      {/* The step-up confirmation any page may ask for, and push approvals other browsers ask (decision 025). */}
      <StepUpHost />
      <AuthRequestPrompt />
      {/* One-time modals: account manager proposal, no security deposits on the offer editor (decision 040). */}
      <NoticeModals />
    </>
  );
}
