import { useTranslation } from '@/lib/use-translation';
import { ErrorPanel } from '@/components/ui/error-panel';
import { SkeletonLines } from '@/components/ui/skeleton';
import { useEscrowFees } from '../api/get-escrow-fees';
import { EscrowFeeTable } from '../components/escrow-fee-table';
import { PublicPage } from '../components/public-page';

/** The spec's `fees` page: the operator's text, then the escrow fees the server is configured with. */
export function FeesRoute() {
  const { t } = useTranslation();
  const fees = useEscrowFees();
  let table;
  if (fees.isPending) table = <SkeletonLines lines={5} />;
  else if (fees.isError) table = <ErrorPanel error={fees.error} onRetry={() => void fees.refetch()} />;
  else table = <EscrowFeeTable fees={fees.data} />;
  return (
    <PublicPage page="fees" title={t('footer.fees')}>
      <section aria-labelledby="escrow-fees-heading" className="mt-8">
        <h2 id="escrow-fees-heading" className="mb-3 text-xl font-semibold text-slate-900 dark:text-white">
          {t('publicPages.fees.heading')}
        </h2>
        {table}
      </section>
    </PublicPage>
  );
}
