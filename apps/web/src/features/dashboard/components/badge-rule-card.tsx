import type { BadgeRule, MyBadgeProgress } from '@p2p/shared';
import clsx from 'clsx';
import { Check, X } from 'lucide-react';
import { useTranslation } from '@/lib/use-translation';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { useLocale } from '@/hooks/use-locale';
import { thresholdsOf } from '../utils/badge-progress';

/** One earned badge's rule: every threshold, my figure against it, and a bar on the next badge. */
export function BadgeRuleCard({
  rule,
  progress,
  state,
}: {
  rule: BadgeRule;
  progress: MyBadgeProgress;
  state: 'held' | 'next' | 'later';
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const number = new Intl.NumberFormat(locale);
  const rows = thresholdsOf(rule, progress);
  const met = rows.filter((row) => row.met).length;
  return (
    <Card
      title={t(`users.badges.${rule.badge}`)}
      description={t(`dashboard.badges.about.${rule.badge}`)}
      className={clsx(state === 'next' && 'ring-2 ring-emerald-600/60')}
      actions={
        state === 'held' ? (
          <Badge variant="success">{t('dashboard.badges.held')}</Badge>
        ) : state === 'next' ? (
          <Badge variant="warning">{t('dashboard.badges.next', { met, total: rows.length })}</Badge>
        ) : null
      }
    >
      <table className="w-full text-sm">
        <caption className="sr-only">
          {t('dashboard.badges.rulesOf', { badge: t(`users.badges.${rule.badge}`) })}
        </caption>
        <thead>
          <tr className="text-start text-xs text-slate-600 dark:text-slate-400">
            <th scope="col" className="pb-2 text-start font-medium">
              {t('dashboard.badges.columns.requirement')}
            </th>
            <th scope="col" className="pb-2 text-end font-medium">
              {t('dashboard.badges.columns.needed')}
            </th>
            <th scope="col" className="pb-2 text-end font-medium">
              {t('dashboard.badges.columns.you')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
          {rows.map((row) => {
            const unit = row.key.endsWith('Percent') ? '%' : '';
            const need = `${row.key === 'maxDisputesLost' ? '≤' : '≥'} ${number.format(row.need)}${unit}`;
            return (
              <tr key={row.key}>
                <th
                  scope="row"
                  className="py-2 pe-2 text-start font-normal text-slate-800 dark:text-slate-200"
                >
                  {t(`dashboard.badges.thresholds.${row.key}`)}
                  {state === 'next' && row.key !== 'maxDisputesLost' ? (
                    <span
                      aria-hidden
                      className="mt-1 block h-1.5 rounded-full bg-slate-200 dark:bg-slate-800"
                    >
                      <span
                        className={clsx(
                          'block h-full rounded-full',
                          row.met ? 'bg-emerald-600' : 'bg-amber-500',
                        )}
                        style={{ width: `${row.percent}%` }}
                      />
                    </span>
                  ) : null}
                </th>
                <td className="py-2 text-end text-slate-700 tabular-nums dark:text-slate-300">{need}</td>
                <td className="py-2 ps-2 text-end tabular-nums">
                  <span
                    className={clsx(
                      'inline-flex items-center gap-1',
                      row.met
                        ? 'text-emerald-700 dark:text-emerald-400'
                        : 'text-slate-700 dark:text-slate-300',
                    )}
                  >
                    {number.format(row.have)}
                    {unit}
                    {row.met ? (
                      <Check aria-hidden className="size-4" />
                    ) : (
                      <X aria-hidden className="size-4" />
                    )}
                    <span className="sr-only">
                      {row.met ? t('dashboard.badges.met') : t('dashboard.badges.notMet')}
                    </span>
                  </span>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </Card>
  );
}
