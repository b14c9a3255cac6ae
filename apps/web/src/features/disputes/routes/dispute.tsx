import { ArrowLeft, SearchX } from 'lucide-react';
import { useTranslation } from '@/lib/use-translation';
import { useParams } from 'react-router';
import { PageHeader } from '@/components/layout/page-header';
import { Button } from '@/components/ui/button';
import { ErrorPanel } from '@/components/ui/error-panel';
import { LocalizedLink } from '@/components/ui/link';
import { SkeletonLines } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-error';
import { useDispute } from '../api/get-dispute';
import { useDisputesLiveUpdates } from '../api/use-disputes-live-updates';
import { AwardPanel } from '../components/award-panel';
import { DisputeChat } from '../components/dispute-chat';
import { DisputeEvidence } from '../components/dispute-evidence';
import { DisputeSummary } from '../components/dispute-summary';

/** /admin/disputes/{tradeHash}: read the case, write to the parties, award the escrow. */
export function DisputeRoute() {
  const { t } = useTranslation();
  const { tradeHash = '' } = useParams();
  const dispute = useDispute(tradeHash);
  useDisputesLiveUpdates();

  const back = (
    <Button asChild variant="ghost" size="sm" className="mb-3">
      <LocalizedLink to={paths.admin.disputes}>
        <ArrowLeft aria-hidden className="size-4 rtl:-scale-x-100" />
        {t('tradeLists.dispute.back')}
      </LocalizedLink>
    </Button>
  );

  if (dispute.isPending) return <SkeletonLines lines={8} />;
  if (dispute.isError && !dispute.data) {
    if (dispute.error instanceof ApiError && dispute.error.status === 404)
      return (
        <div className="flex flex-col items-start gap-3">
          {back}
          <SearchX aria-hidden className="size-10 text-slate-400" />
          <PageHeader
            title={t('tradeLists.dispute.notFound')}
            description={t('tradeLists.dispute.notFoundText')}
          />
        </div>
      );
    return (
      <>
        {back}
        <ErrorPanel error={dispute.error} onRetry={() => void dispute.refetch()} />
      </>
    );
  }

  const data = dispute.data;
  return (
    <>
      {back}
      <PageHeader
        title={t('tradeLists.dispute.title', { trade: data.tradeHash })}
        description={t('tradeLists.dispute.description', {
          buyer: data.buyer.username,
          seller: data.seller.username,
        })}
      />
      <div className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
        <div className="space-y-6">
          <DisputeSummary dispute={data} />
          <AwardPanel dispute={data} />
        </div>
        <div className="space-y-6">
          <DisputeChat dispute={data} />
          <DisputeEvidence uploads={data.uploads} />
        </div>
      </div>
    </>
  );
}
