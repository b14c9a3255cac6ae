import { useTranslation } from '@/lib/use-translation';
import { Button } from '@/components/ui/button';
import { ErrorPanel } from '@/components/ui/error-panel';
import { LocalizedLink } from '@/components/ui/link';
import { SkeletonLines } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { useRecentTrades } from '../api/get-recent-trades';
import { ReceiptActions } from './receipt-actions';
import { TradeListTable } from './trade-list-table';

/** How many of the latest trades the active-trades page shows under the open ones. */
export const RECENT_TRADES_SUMMARY_SIZE = 5;

/**
 * The user's last few trades of any status under the open ones, with a way to the full list. It reads
 * the recent list's first page (shared with the history page's recent view) rather than a list of its own.
 */
export function RecentTradesSummary() {
  const { t } = useTranslation();
  const recent = useRecentTrades(1);

  let body;
  if (recent.isPending) body = <SkeletonLines lines={3} />;
  else if (recent.isError) body = <ErrorPanel error={recent.error} onRetry={() => void recent.refetch()} />;
  else if (recent.data.trades.length === 0)
    body = <p className="text-sm text-slate-600 dark:text-slate-400">{t('tradeLists.recentPanel.empty')}</p>;
  else
    body = (
      <TradeListTable
        trades={recent.data.trades.slice(0, RECENT_TRADES_SUMMARY_SIZE)}
        caption={t('tradeLists.recentPanel.caption')}
        busy={recent.isFetching}
        rowTestIdPrefix="recent-trade-row"
        actions={(trade) => <ReceiptActions trade={trade} />}
      />
    );

  return (
    <section aria-labelledby="recent-trades-summary" className="space-y-3 pt-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="recent-trades-summary" className="text-lg font-semibold text-slate-900 dark:text-white">
          {t('tradeLists.recentPanel.title')}
        </h2>
        <Button asChild variant="ghost" size="sm">
          <LocalizedLink to={`${paths.tradeHistory}?view=recent`}>
            {t('tradeLists.recentPanel.all')}
          </LocalizedLink>
        </Button>
      </div>
      {body}
    </section>
  );
}
