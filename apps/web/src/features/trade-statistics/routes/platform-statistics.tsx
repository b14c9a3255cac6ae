import { useTranslation } from '@/lib/use-translation';
import { PageHeader } from '@/components/layout/page-header';
import { Card } from '@/components/ui/card';
import { ErrorPanel } from '@/components/ui/error-panel';
import { SkeletonLines } from '@/components/ui/skeleton';
import { formatDateTime } from '@/lib/format';
import { usePlatformStatistics } from '../api/get-platform-statistics';
import { FigureList } from '../components/figure-list';
import { usdAmount } from '../components/format';
import { PeriodSelector } from '../components/period-selector';
import { PlatformBreakdowns } from '../components/platform-breakdowns';
import { SeriesTable } from '../components/series-table';
import { usePeriodParam } from '../components/use-period-param';

/** `statistic-dashboard`: the platform's completed trades and volume, public (decision 039). */
export function PlatformStatisticsRoute() {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const [period, setPeriod] = usePeriodParam();
  const stats = usePlatformStatistics(period);
  const withheld = (count: number) => t('tradeStatistics.platform.withheld', { min: count });
  let body;
  if (stats.isPending) body = <SkeletonLines lines={8} />;
  else if (!stats.data) body = <ErrorPanel error={stats.error} onRetry={() => void stats.refetch()} />;
  else {
    const data = stats.data;
    body = (
      <div className="space-y-6" aria-busy={stats.isPlaceholderData}>
        <FigureList
          label={t('tradeStatistics.platform.figures')}
          figures={[
            {
              key: 'trades',
              term: t('tradeStatistics.platform.trades'),
              value: data.totals.trades ?? withheld(data.minGroupTrades),
            },
            {
              key: 'volume',
              term: t('tradeStatistics.platform.volume'),
              value:
                data.totals.usdCents === null
                  ? withheld(data.minGroupTrades)
                  : usdAmount(data.totals.usdCents, locale),
            },
            { key: 'vendors', term: t('tradeStatistics.platform.activeVendors'), value: data.activeVendors },
          ]}
        />
        <Card
          title={t('tradeStatistics.platform.tradesTitle')}
          description={t(`tradeStatistics.trader.volumeBy.${data.bucket}`)}
        >
          <SeriesTable
            testId="platform-chart"
            caption={t('tradeStatistics.platform.tradesTitle')}
            bucket={data.bucket}
            headers={[t('tradeStatistics.trades'), t('tradeStatistics.usd')]}
            rows={data.series.map((point) => ({
              start: point.start,
              value: point.trades ?? 0,
              listed: point.trades !== 0,
              cells:
                point.trades === null || point.usdCents === null
                  ? [withheld(data.minGroupTrades), '']
                  : [point.trades, usdAmount(point.usdCents, locale)],
            }))}
          />
        </Card>
        <PlatformBreakdowns stats={data} />
        <p className="text-xs text-slate-600 dark:text-slate-400">
          {t('tradeStatistics.platform.note', {
            min: data.minGroupTrades,
            computedAt: formatDateTime(data.computedAt, locale),
          })}
        </p>
      </div>
    );
  }
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 lg:py-10">
      <PageHeader
        title={t('tradeStatistics.platform.title')}
        description={t('tradeStatistics.platform.description')}
      />
      <div className="mb-6">
        <PeriodSelector value={period} onChange={setPeriod} />
      </div>
      {body}
    </div>
  );
}
