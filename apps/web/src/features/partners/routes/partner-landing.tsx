import { useTranslation } from '@/lib/use-translation';
import { PageHeader } from '@/components/layout/page-header';
import { Button } from '@/components/ui/button';
import { ErrorPanel } from '@/components/ui/error-panel';
import { LocalizedLink } from '@/components/ui/link';
import { SkeletonLines } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { useCurrentUser } from '@/lib/current-user';
import { usePartnerTerms } from '../api/get-partner-terms';
import { percentOf } from '../components/percent';

/** `partner-program-landing`: what the programme pays and how to join. */
export function PartnerLandingRoute() {
  const { t } = useTranslation();
  const terms = usePartnerTerms();
  const user = useCurrentUser();
  let body;
  if (terms.isPending) body = <SkeletonLines lines={5} />;
  else if (terms.isError) body = <ErrorPanel error={terms.error} onRetry={() => void terms.refetch()} />;
  else if (!terms.data.enabled) body = <p>{t('partners.landing.closed')}</p>;
  else {
    const share = percentOf(terms.data.rewardShareBps);
    body = (
      <div id="partner-program-landing" className="space-y-6">
        <p className="text-lg">{t('partners.landing.lead', { share, days: terms.data.rewardPeriodDays })}</p>
        <section>
          <h2 className="mb-2 text-lg font-semibold">{t('partners.landing.howTitle')}</h2>
          <ol className="list-decimal space-y-1 ps-5">
            <li>{t('partners.landing.step1')}</li>
            <li>{t('partners.landing.step2')}</li>
            <li>{t('partners.landing.step3', { share })}</li>
          </ol>
          <p className="mt-3 text-sm text-slate-600 dark:text-slate-400">
            {t('partners.landing.ambassadors', { share: percentOf(terms.data.ambassadorShareBps) })}
          </p>
        </section>
        <div className="flex flex-wrap gap-3">
          <Button asChild>
            <LocalizedLink to={user.data ? paths.partnerProgram.dashboard : paths.register}>
              {user.data ? t('partners.landing.openDashboard') : t('partners.landing.join')}
            </LocalizedLink>
          </Button>
          <Button asChild variant="secondary">
            <LocalizedLink to={paths.partnerProgram.terms}>{t('partners.landing.terms')}</LocalizedLink>
          </Button>
        </div>
      </div>
    );
  }
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8 sm:px-6 lg:py-10">
      <PageHeader title={t('partners.landing.title')} />
      {body}
    </div>
  );
}
