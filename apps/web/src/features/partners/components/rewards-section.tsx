import type { PartnerDashboard } from '@p2p/shared';
import { useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { Card } from '@/components/ui/card';
import { percentOf } from './percent';
import { PeriodTotals } from './period-totals';
import { RewardsChart } from './rewards-chart';

/** `partner-program-reward`: totals, a chart per coin of rewards by month, and the table of them. */
export function RewardsSection({ dashboard }: { dashboard: PartnerDashboard }) {
  const { t } = useTranslation();
  const coins = [...new Set(dashboard.rewardsByPeriod.map((period) => period.coin))];
  const [coin, setCoin] = useState(coins[0]);
  const shown = dashboard.rewardsByPeriod.filter((period) => period.coin === (coin ?? coins[0]));
  return (
    <Card
      title={t('partners.dashboard.rewardTitle')}
      description={t('partners.dashboard.rewardDescription', {
        share: percentOf(dashboard.rewardShareBps),
        days: dashboard.rewardPeriodDays,
      })}
    >
      <div id="partner-program-reward" className="space-y-4">
        {dashboard.totals.length === 0 ? (
          <p className="text-sm text-slate-600 dark:text-slate-400">{t('partners.dashboard.noRewards')}</p>
        ) : (
          <>
            <dl className="flex flex-wrap gap-6" aria-label={t('partners.dashboard.total')}>
              {dashboard.totals.map((total) => (
                <div key={total.coin}>
                  <dt className="text-xs text-slate-500 uppercase">{t('partners.dashboard.total')}</dt>
                  <dd className="font-mono text-lg">
                    {total.amount} {total.coin}
                  </dd>
                </div>
              ))}
            </dl>
            {coins.length > 1 ? (
              <div role="group" className="flex gap-2">
                {coins.map((item) => (
                  <button
                    key={item}
                    type="button"
                    aria-pressed={item === (coin ?? coins[0])}
                    className="rounded-full border px-3 py-1 text-sm aria-pressed:bg-emerald-600 aria-pressed:text-white"
                    onClick={() => setCoin(item)}
                  >
                    {item}
                  </button>
                ))}
              </div>
            ) : null}
            <RewardsChart periods={shown} />
            <p className="sr-only">
              {t('partners.dashboard.chartSummary', {
                coin: coin ?? coins[0],
                summary: shown.map((period) => `${period.period} ${period.amount}`).join(', '),
              })}
            </p>
            <PeriodTotals periods={dashboard.rewardsByPeriod} />
          </>
        )}
      </div>
    </Card>
  );
}
