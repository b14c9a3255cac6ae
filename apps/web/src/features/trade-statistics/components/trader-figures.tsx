import type { TraderStatistics } from '@p2p/shared';
import { useTranslation } from '@/lib/use-translation';
import { duration } from './format';
import { FigureList } from './figure-list';

/** The period's key figures: trades, completion rate, partners, medians and disputes. */
export function TraderFigures({ stats }: { stats: TraderStatistics }) {
  const { t, i18n } = useTranslation();
  const none = t('tradeStatistics.none');
  const percent = (rate: number | null) => (rate === null ? none : `${rate}%`);
  const seconds = (value: number | null) => (value === null ? none : duration(value, i18n.language));
  const { disputes, lifetime } = stats;
  return (
    <div className="space-y-3">
      <FigureList
        label={t('tradeStatistics.trader.figures')}
        figures={[
          {
            key: 'completed',
            term: t('tradeStatistics.trader.completed'),
            value: t('tradeStatistics.trader.ofFinished', {
              completed: stats.trades.completed,
              finished: stats.trades.finished,
            }),
          },
          {
            key: 'rate',
            term: t('tradeStatistics.trader.completionRate'),
            value: percent(stats.completionRate),
          },
          { key: 'partners', term: t('tradeStatistics.trader.partners'), value: stats.partners },
          { key: 'pay', term: t('tradeStatistics.trader.medianPay'), value: seconds(stats.medianPaySeconds) },
          {
            key: 'release',
            term: t('tradeStatistics.trader.medianRelease'),
            value: seconds(stats.medianReleaseSeconds),
          },
          {
            key: 'opened',
            term: t('tradeStatistics.trader.disputesOpened'),
            value: t('tradeStatistics.trader.byYou', {
              opened: disputes.opened,
              byYou: disputes.openedByYou,
            }),
          },
          { key: 'won', term: t('tradeStatistics.trader.disputesWon'), value: disputes.won },
          { key: 'lost', term: t('tradeStatistics.trader.disputesLost'), value: disputes.lost },
        ]}
      />
      <p className="text-sm text-slate-600 dark:text-slate-400">
        {t('tradeStatistics.trader.lifetime', {
          completed: lifetime.completed,
          rate: percent(lifetime.completionRate),
          partners: lifetime.partners,
        })}
      </p>
    </div>
  );
}
