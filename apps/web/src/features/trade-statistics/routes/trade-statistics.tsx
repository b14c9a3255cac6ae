import { useTranslation } from '@/lib/use-translation';
import { PageHeader } from '@/components/layout/page-header';
import { ErrorPanel } from '@/components/ui/error-panel';
import { SkeletonLines } from '@/components/ui/skeleton';
import { useTradeStatistics } from '../api/get-trade-statistics';
import { PeriodSelector } from '../components/period-selector';
import { TraderFigures } from '../components/trader-figures';
import { TraderMethods } from '../components/trader-methods';
import { TraderVolume } from '../components/trader-volume';
import { usePeriodParam } from '../components/use-period-param';

/** The dashboard's trade statistics page: the caller's figures and charts for a period. */
export function TradeStatisticsRoute() {
  const { t } = useTranslation();
  const [period, setPeriod] = usePeriodParam();
  const stats = useTradeStatistics(period);
  let body;
  if (stats.isPending) body = <SkeletonLines lines={8} />;
  else if (!stats.data) body = <ErrorPanel error={stats.error} onRetry={() => void stats.refetch()} />;
  else
    body = (
      <div className="space-y-6" aria-busy={stats.isPlaceholderData}>
        <TraderFigures stats={stats.data} />
        <TraderVolume stats={stats.data} />
        <TraderMethods stats={stats.data} />
      </div>
    );
  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-8 sm:px-6 lg:py-10">
      <PageHeader
        title={t('tradeStatistics.trader.title')}
        description={t('tradeStatistics.trader.description')}
      />
      <div className="mb-6">
        <PeriodSelector value={period} onChange={setPeriod} />
      </div>
      {body}
    </div>
  );
}
