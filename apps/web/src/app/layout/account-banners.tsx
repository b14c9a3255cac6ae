import { LEVEL_NUMBERS, REGISTRATION_GROUP_ID_REQUIRED, type CurrentUser } from '@p2p/shared';
import { ArrowRight } from 'lucide-react';
import { useTranslation } from '@/lib/use-translation';
import { Alert, type AlertVariant } from '@/components/ui/alert';
import { LocalizedLink } from '@/components/ui/link';
import { paths } from '@/config/paths';
import { useCurrentUser } from '@/lib/current-user';

export type BannerKind =
  | 'banned'
  | 'frozen'
  | 'suspended'
  | 'onHold'
  | 'restricted'
  | 'demo'
  | 'kycForcedAlert'
  | 'requestedIdVerification'
  | 'kycRequired'
  | 'verifyEmail';

/**
 * The page-wide banners the current user's flags call for (platform.md §2: bannedBanner, frozenBanner,
 * userRestrictedBanner, demoModeBanner, kycForcedAlert, requestedIdVerification, kycIdRequiredBanner,
 * verifyEmailBanner), most serious first. A ban says everything, so it stands alone; the restricted
 * banner names the strongest restriction. A verification staff forced (decision 040) replaces the
 * id-required banner, which would say less; once the ID verification is submitted neither shows.
 */
export function accountBanners(user: CurrentUser): BannerKind[] {
  if (user.banned) return ['banned'];
  const banners: BannerKind[] = [];
  if (user.frozen) banners.push('frozen');
  if (user.suspended) banners.push('suspended');
  else if (user.onHold) banners.push('onHold');
  else if (user.restricted) banners.push('restricted');
  if (user.isDemoAccount) banners.push('demo');
  const id = user.verification.id;
  if (id.forced && !id.pending) banners.push('kycForcedAlert');
  if (user.requestedIdVerification && !id.forced) banners.push('requestedIdVerification');
  const idRequired =
    user.registrationGroup === REGISTRATION_GROUP_ID_REQUIRED && user.kycLevelCheck.level < LEVEL_NUMBERS.L2;
  if (!id.forced && (idRequired || user.blockedKycActions.length > 0)) banners.push('kycRequired');
  if (!user.verification.email.verified) banners.push('verifyEmail');
  return banners;
}

type LinkLabel =
  | 'banners.kycRequired.link'
  | 'banners.verifyEmail.link'
  | 'shareProfile.banners.kycForcedAlert.link'
  | 'shareProfile.banners.requestedIdVerification.link'
  | 'demo.bannerLink';

const LOOKS: Record<BannerKind, { variant: AlertVariant; link?: { to: string; label: LinkLabel } }> = {
  banned: { variant: 'danger' },
  frozen: { variant: 'danger' },
  suspended: { variant: 'warning' },
  onHold: { variant: 'warning' },
  restricted: { variant: 'warning' },
  demo: { variant: 'info', link: { to: paths.demo, label: 'demo.bannerLink' } },
  kycForcedAlert: {
    variant: 'danger',
    link: { to: paths.account.verification, label: 'shareProfile.banners.kycForcedAlert.link' },
  },
  requestedIdVerification: {
    variant: 'warning',
    link: { to: paths.account.verification, label: 'shareProfile.banners.requestedIdVerification.link' },
  },
  kycRequired: {
    variant: 'warning',
    link: { to: paths.account.verification, label: 'banners.kycRequired.link' },
  },
  verifyEmail: {
    variant: 'info',
    link: { to: paths.account.verification, label: 'banners.verifyEmail.link' },
  },
};

/** The two banners of decision 040 keep their texts in the share-profile catalogue area. */
const textKey = (kind: BannerKind, part: 'title' | 'text') =>
  kind === 'kycForcedAlert' || kind === 'requestedIdVerification'
    ? (`shareProfile.banners.${kind}.${part}` as const)
    : (`banners.${kind}.${part}` as const);

export function AccountBanners() {
  const { t } = useTranslation();
  const { data: user } = useCurrentUser();
  if (!user) return null;
  const banners = accountBanners(user);
  if (banners.length === 0) return null;
  return (
    <>
      {banners.map((kind) => {
        const { variant, link } = LOOKS[kind];
        return (
          <Alert key={kind} role="alert" variant={variant} data-banner={kind}>
            <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1">
              <p>
                <strong className="font-semibold">{t(textKey(kind, 'title'))}</strong>{' '}
                {t(textKey(kind, 'text'))}
              </p>
              {link ? (
                <LocalizedLink
                  to={link.to}
                  className="inline-flex items-center gap-1 font-semibold underline underline-offset-4 hover:no-underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-current"
                >
                  {t(link.label)}
                  <ArrowRight aria-hidden className="size-4" />
                </LocalizedLink>
              ) : null}
            </div>
          </Alert>
        );
      })}
    </>
  );
}
