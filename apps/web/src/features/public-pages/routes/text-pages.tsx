import { useTranslation } from '@/lib/use-translation';
import { Button } from '@/components/ui/button';
import { LocalizedLink } from '@/components/ui/link';
import { paths } from '@/config/paths';
import { useCurrentUser } from '@/lib/current-user';
import { PublicPage } from '../components/public-page';

/** The signed-out visitor's next step on a landing: create an account (a signed-in one sees `signedIn`). */
function LandingActions({ signedIn }: { signedIn?: { to: string; label: string } }) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const action = user.data ? signedIn : { to: paths.register, label: t('publicPages.actions.register') };
  if (!action) return null;
  return (
    <div className="mt-8 flex flex-wrap gap-3">
      <Button asChild>
        <LocalizedLink to={action.to}>{action.label}</LocalizedLink>
      </Button>
      <Button asChild variant="secondary">
        <LocalizedLink to={paths.publicPages.fees}>{t('footer.fees')}</LocalizedLink>
      </Button>
    </div>
  );
}

export function AboutRoute() {
  const { t } = useTranslation();
  return <PublicPage page="about" title={t('footer.about')} />;
}

export function TermsOfServiceRoute() {
  const { t } = useTranslation();
  return <PublicPage page="terms-of-service" title={t('footer.terms')} />;
}

export function PrivacyPolicyRoute() {
  const { t } = useTranslation();
  return <PublicPage page="privacy-policy" title={t('footer.privacy')} />;
}

export function VendorTermsRoute() {
  const { t } = useTranslation();
  return <PublicPage page="vendor-terms" title={t('footer.vendorTerms')} />;
}

export function WalletLandingRoute() {
  const { t } = useTranslation();
  return (
    <PublicPage page="wallet-landing" title={t('footer.wallet')}>
      <LandingActions signedIn={{ to: paths.wallet, label: t('publicPages.actions.openWallet') }} />
    </PublicPage>
  );
}

export function GiftCardsLandingRoute() {
  const { t } = useTranslation();
  return (
    <PublicPage page="gift-cards-landing" title={t('footer.giftCards')}>
      <LandingActions />
    </PublicPage>
  );
}

export function P2pGiftCardLandingRoute() {
  const { t } = useTranslation();
  return (
    <PublicPage page="p2p-gift-card-landing" title={t('footer.p2pGiftCards')}>
      <LandingActions />
    </PublicPage>
  );
}

export function RefugeesLandingRoute() {
  const { t } = useTranslation();
  return (
    <PublicPage page="refugees-landing" title={t('footer.refugees')}>
      <LandingActions />
    </PublicPage>
  );
}
