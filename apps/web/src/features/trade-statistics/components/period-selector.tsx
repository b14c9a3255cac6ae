import { STATISTICS_PERIODS, type StatisticsPeriod } from '@p2p/shared';
import { useTranslation } from '@/lib/use-translation';

/** The spec's time periods as a row of toggle buttons (platform.md §9); wraps on phones. */
export function PeriodSelector({
  value,
  onChange,
}: {
  value: StatisticsPeriod;
  onChange: (period: StatisticsPeriod) => void;
}) {
  const { t } = useTranslation();
  return (
    <div role="group" aria-label={t('tradeStatistics.period.label')} className="flex flex-wrap gap-2">
      {STATISTICS_PERIODS.map((period) => (
        <button
          key={period}
          type="button"
          aria-pressed={period === value}
          onClick={() => onChange(period)}
          className="min-h-9 rounded-full border border-slate-300 px-3 text-sm text-slate-700 hover:bg-slate-100 aria-pressed:border-emerald-700 aria-pressed:bg-emerald-700 aria-pressed:text-white dark:border-slate-600 dark:text-slate-200 dark:hover:bg-slate-800 dark:aria-pressed:border-emerald-400 dark:aria-pressed:bg-emerald-400 dark:aria-pressed:text-slate-950"
        >
          {t(`tradeStatistics.period.${period}`)}
        </button>
      ))}
    </div>
  );
}
