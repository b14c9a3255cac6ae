import { useTranslation } from '@/lib/use-translation';
import { PageHeader } from '@/components/layout/page-header';
import { Badge } from '@/components/ui/badge';
import { ErrorPanel } from '@/components/ui/error-panel';
import { LocalizedLink } from '@/components/ui/link';
import { SkeletonLines } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-error';
import { usePartnerDashboard } from '../api/get-partner-dashboard';
import { PartnerGuides } from '../components/partner-guides';
import { ReferralShare } from '../components/referral-share';
import { ReferredUsers } from '../components/referred-users';
import { RewardsSection } from '../components/rewards-section';

/** The dashboard's `partnerProgram` page: share link, rewards with a chart, referred users, guides. */
export function PartnerDashboardRoute() {
  const { t } = useTranslation();
  const dashboard = usePartnerDashboard();
  let body;
  if (dashboard.isPending) body = <SkeletonLines lines={8} />;
  else if (dashboard.error instanceof ApiError && dashboard.error.status === 404)
    body = <p>{t('partners.dashboard.unavailable')}</p>;
  else if (dashboard.isError)
    body = <ErrorPanel error={dashboard.error} onRetry={() => void dashboard.refetch()} />;
  else
    body = (
      <div className="space-y-6">
        {dashboard.data.isAmbassador ? <Badge>{t('partners.dashboard.ambassador')}</Badge> : null}
        <ReferralShare code={dashboard.data.referralCode} path={dashboard.data.referralPath} />
        <RewardsSection dashboard={dashboard.data} />
        <LocalizedLink
          to={`${paths.partnerProgram.dashboard}/payouts`}
          className="block text-sm underline underline-offset-4"
        >
          {t('partners.payouts.open')}
        </LocalizedLink>
        <ReferredUsers users={dashboard.data.referredUsers} />
        <PartnerGuides />
        <LocalizedLink to={paths.partnerProgram.terms} className="text-sm underline">
          {t('partners.dashboard.terms')}
        </LocalizedLink>
      </div>
    );
  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-8 sm:px-6 lg:py-10">
      <PageHeader title={t('partners.dashboard.title')} description={t('partners.dashboard.description')} />
      {body}
    </div>
  );
}
