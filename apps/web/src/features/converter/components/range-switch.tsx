import { CHART_RANGES, type ChartRange } from '@p2p/shared';
import clsx from 'clsx';
import { useTranslation } from '@/lib/use-translation';

/** Day, week, month and year as toggle buttons; the pressed one is the chart's range. */
export function RangeSwitch({
  value,
  onChange,
}: {
  value: ChartRange;
  onChange: (range: ChartRange) => void;
}) {
  const { t } = useTranslation();
  return (
    <div
      role="group"
      aria-label={t('converter.rangeLabel')}
      className="inline-flex rounded-lg border border-slate-200 bg-slate-50 p-0.5 dark:border-slate-800 dark:bg-slate-950"
    >
      {CHART_RANGES.map((range) => (
        <button
          key={range}
          type="button"
          aria-pressed={range === value}
          onClick={() => onChange(range)}
          className={clsx(
            'rounded-md px-3 py-1.5 text-sm font-medium transition-colors',
            'focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-emerald-600',
            range === value
              ? 'bg-white text-slate-900 shadow-sm dark:bg-slate-800 dark:text-white'
              : 'text-slate-600 hover:text-slate-900 dark:text-slate-400 dark:hover:text-white',
          )}
        >
          {t(`converter.ranges.${range}`)}
        </button>
      ))}
    </div>
  );
}
