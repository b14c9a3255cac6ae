import type { RewardPeriod } from '@p2p/shared';
import { useTranslation } from '@/lib/use-translation';

/** Rewards by month and coin, with the number of trades: the dashboard's reward card and the payouts page. */
export function PeriodTotals({ periods }: { periods: RewardPeriod[] }) {
  const { t } = useTranslation();
  return (
    <table className="w-full text-sm">
      <thead>
        <tr className="text-start text-slate-500">
          <th className="py-1">{t('partners.dashboard.period')}</th>
          <th>{t('partners.dashboard.coin')}</th>
          <th>{t('partners.dashboard.amount')}</th>
          <th>{t('partners.dashboard.trades')}</th>
        </tr>
      </thead>
      <tbody>
        {periods.map((period) => (
          <tr
            key={`${period.period}-${period.coin}`}
            className="border-t border-slate-100 dark:border-slate-800"
          >
            <td className="py-1">{period.period}</td>
            <td>{period.coin}</td>
            <td className="font-mono">{period.amount}</td>
            <td>{period.trades}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
