import type { ChartPoint, ChartRange, CryptoCode } from '@p2p/shared';
import clsx from 'clsx';
import { useTranslation } from '@/lib/use-translation';
import { Card } from '@/components/ui/card';
import { useLocale } from '@/hooks/use-locale';
import { formatAmount as formatMoney } from '@/lib/format';
import { summarizeChart } from '../lib/chart-summary';
import { RangeSwitch } from './range-switch';
import { RateChart } from './rate-chart';

/** The coin's price chart over a range, with a text summary that stands in for the canvas. */
export function ChartPanel({
  coin,
  currency,
  points,
  range,
  loading,
  onRangeChange,
}: {
  coin: CryptoCode;
  currency: { code: string; name: string };
  points: ChartPoint[];
  range: ChartRange;
  loading: boolean;
  onRangeChange: (range: ChartRange) => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const summary = summarizeChart(points);
  const money = (value: string) => formatMoney(value, currency.code, locale);
  const percent = (basisPoints: bigint) =>
    new Intl.NumberFormat(locale, {
      style: 'percent',
      signDisplay: 'exceptZero',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    }).format(Number(basisPoints) / 10_000);
  const period = t(`converter.periods.${range}`);

  return (
    <Card
      title={t('converter.chartTitle', { coin, code: currency.code })}
      className="lg:col-span-3"
      actions={<RangeSwitch value={range} onChange={onRangeChange} />}
    >
      <figure aria-busy={loading} className={clsx('transition-opacity', loading && 'opacity-50')}>
        <RateChart points={points} range={range} locale={locale} />
        <figcaption className="mt-4 text-sm text-slate-700 dark:text-slate-300">
          {summary ? (
            <>
              <span className="font-medium">
                {t('converter.change', { change: percent(summary.changeBasisPoints), period })}
              </span>{' '}
              <span className="text-slate-600 dark:text-slate-400">
                {t(`converter.chartSummaries.${coin}`, {
                  currency: currency.name,
                  period,
                  first: money(summary.first),
                  last: money(summary.last),
                  low: money(summary.low),
                  high: money(summary.high),
                })}
              </span>
            </>
          ) : (
            t('converter.chartEmpty')
          )}
        </figcaption>
      </figure>
      <p className="mt-3 text-xs text-slate-500 dark:text-slate-400">
        {t('converter.chartCredit')}{' '}
        <a
          href="https://www.tradingview.com/lightweight-charts/"
          target="_blank"
          rel="noreferrer"
          className="underline underline-offset-2 hover:text-slate-700 dark:hover:text-slate-200"
        >
          TradingView Lightweight Charts
        </a>
      </p>
    </Card>
  );
}
