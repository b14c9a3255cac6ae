import type { CryptoCode, TraderStatistics } from '@p2p/shared';
import { useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { Card } from '@/components/ui/card';
import { coinAmount, coinValue } from './format';
import { SeriesTable } from './series-table';

/** Completed volume by bucket (month for twelve months) for one coin at a time, with totals. */
export function TraderVolume({ stats }: { stats: TraderStatistics }) {
  const { t, i18n } = useTranslation();
  const coins = stats.volume.map((volume) => volume.coin);
  const [chosen, setChosen] = useState<CryptoCode | undefined>();
  const coin = chosen && coins.includes(chosen) ? chosen : coins[0];
  const points = stats.series.filter((point) => point.coin === coin);
  return (
    <Card
      title={t('tradeStatistics.trader.volumeTitle')}
      description={t(`tradeStatistics.trader.volumeBy.${stats.bucket}`)}
    >
      {coin === undefined ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">{t('tradeStatistics.noTrades')}</p>
      ) : (
        <div className="space-y-4">
          <ul
            className="flex flex-wrap gap-x-6 gap-y-2"
            aria-label={t('tradeStatistics.trader.volumeTotals')}
          >
            {stats.volume.map((volume) => (
              <li key={volume.coin} className="font-mono text-base">
                {coinAmount(volume.amount, volume.coin, i18n.language)}
                <span className="ms-2 font-sans text-xs text-slate-600 dark:text-slate-400">
                  {t('tradeStatistics.tradeCount', { trades: volume.trades })}
                </span>
              </li>
            ))}
          </ul>
          {coins.length > 1 ? (
            <div role="group" aria-label={t('tradeStatistics.trader.coin')} className="flex gap-2">
              {coins.map((item) => (
                <button
                  key={item}
                  type="button"
                  aria-pressed={item === coin}
                  onClick={() => setChosen(item)}
                  className="min-h-9 rounded-full border border-slate-300 px-3 text-sm aria-pressed:border-emerald-700 aria-pressed:bg-emerald-700 aria-pressed:text-white dark:border-slate-600 dark:aria-pressed:border-emerald-400 dark:aria-pressed:bg-emerald-400 dark:aria-pressed:text-slate-950"
                >
                  {item}
                </button>
              ))}
            </div>
          ) : null}
          <SeriesTable
            testId="volume-chart"
            caption={t('tradeStatistics.trader.volumeCaption', { coin })}
            bucket={stats.bucket}
            headers={[t('tradeStatistics.amount'), t('tradeStatistics.trades')]}
            rows={points.map((point) => ({
              start: point.start,
              value: coinValue(point.amount, point.coin),
              listed: point.trades > 0,
              cells: [coinAmount(point.amount, point.coin, i18n.language), point.trades],
            }))}
          />
        </div>
      )}
    </Card>
  );
}
