import { useTranslation } from '@/lib/use-translation';
import { PageHeader } from '@/components/layout/page-header';
import { ErrorPanel } from '@/components/ui/error-panel';
import { SkeletonLines } from '@/components/ui/skeleton';
import { usePartnerTerms } from '../api/get-partner-terms';
import { percentOf } from '../components/percent';

/** `partner-program-terms`, with the figures the server is configured with. */
export function PartnerTermsRoute() {
  const { t } = useTranslation();
  const terms = usePartnerTerms();
  let body;
  if (terms.isPending) body = <SkeletonLines lines={6} />;
  else if (terms.isError) body = <ErrorPanel error={terms.error} onRetry={() => void terms.refetch()} />;
  else
    body = (
      <ol id="partner-program-terms" className="list-decimal space-y-2 ps-5">
        <li>{t('partners.terms.share', { share: percentOf(terms.data.rewardShareBps) })}</li>
        <li>{t('partners.terms.period', { days: terms.data.rewardPeriodDays })}</li>
        <li>{t('partners.terms.ambassador', { share: percentOf(terms.data.ambassadorShareBps) })}</li>
        <li>{t('partners.terms.once')}</li>
        <li>{t('partners.terms.noSelf')}</li>
        <li>{t('partners.terms.changes')}</li>
      </ol>
    );
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8 sm:px-6 lg:py-10">
      <PageHeader title={t('partners.terms.title')} />
      {terms.data && !terms.data.enabled ? <p className="mb-4">{t('partners.landing.closed')}</p> : null}
      {body}
    </div>
  );
}
