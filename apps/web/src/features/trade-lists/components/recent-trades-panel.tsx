import { useTranslation } from '@/lib/use-translation';
import { ErrorPanel } from '@/components/ui/error-panel';
import { Pagination } from '@/components/ui/pagination';
import { SkeletonLines } from '@/components/ui/skeleton';
import { useRecentTrades } from '../api/get-recent-trades';
import { ReceiptActions } from './receipt-actions';
import { TradeListTable } from './trade-list-table';

/** Every trade of the user, open or finished, newest first, 10 a page. */
export function RecentTradesPanel({
  page,
  onPageChange,
}: {
  page: number;
  onPageChange: (page: number) => void;
}) {
  const { t } = useTranslation();
  const recent = useRecentTrades(page);
  if (recent.isPending) return <SkeletonLines lines={5} />;
  if (recent.isError) return <ErrorPanel error={recent.error} onRetry={() => void recent.refetch()} />;
  if (recent.data.trades.length === 0)
    return (
      <p className="rounded-2xl border border-dashed border-slate-300 p-6 text-sm text-slate-600 dark:border-slate-700 dark:text-slate-400">
        {t('tradeLists.recent.empty')}
      </p>
    );
  return (
    <div className="space-y-4">
      <TradeListTable
        trades={recent.data.trades}
        caption={t('tradeLists.recent.caption')}
        busy={recent.isFetching}
        actions={(trade) => <ReceiptActions trade={trade} />}
      />
      <Pagination
        page={recent.data.meta.currentPage}
        lastPage={Math.max(1, recent.data.meta.lastPage)}
        disabled={recent.isPlaceholderData}
        onPageChange={onPageChange}
      />
    </div>
  );
}
