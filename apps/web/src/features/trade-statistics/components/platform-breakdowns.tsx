import type { PlatformStatistics } from '@p2p/shared';
import { useTranslation } from '@/lib/use-translation';
import { Card } from '@/components/ui/card';
import { useReferenceNames } from '@/lib/reference-names';
import { BarTable } from './bar-table';
import { coinAmount, usdAmount } from './format';

type Figures = { trades: number | null; usdCents: string | null };

/** By coin, by the vendor's country and by payment-method group; withheld figures say so. */
export function PlatformBreakdowns({ stats }: { stats: PlatformStatistics }) {
  const { t, i18n } = useTranslation();
  const names = useReferenceNames();
  const locale = i18n.language;
  const withheld = t('tradeStatistics.platform.withheld', { min: stats.minGroupTrades });
  const cells = (group: Figures) =>
    group.trades === null || group.usdCents === null
      ? [withheld, '']
      : [group.trades, usdAmount(group.usdCents, locale)];
  const headers = (first: string) => [first, t('tradeStatistics.trades'), t('tradeStatistics.usd')];
  const other = t('tradeStatistics.platform.other');
  const sections = [
    {
      key: 'coins',
      title: t('tradeStatistics.platform.byCoin'),
      first: t('tradeStatistics.coin'),
      rows: stats.coins.map((coin) => ({
        key: coin.coin,
        label: (
          <>
            {coin.coin}
            {coin.amount === null ? null : (
              <span className="block text-xs text-slate-600 dark:text-slate-400">
                {coinAmount(coin.amount, coin.coin, locale)}
              </span>
            )}
          </>
        ),
        value: coin.trades,
        cells: cells(coin),
      })),
    },
    {
      key: 'countries',
      title: t('tradeStatistics.platform.byCountry'),
      first: t('tradeStatistics.platform.country'),
      rows: stats.countries.map((group) => ({
        key: group.country ?? 'other',
        label: group.country === null ? other : names.country(group.country, group.country),
        value: group.trades,
        cells: cells(group),
      })),
    },
    {
      key: 'groups',
      title: t('tradeStatistics.platform.byGroup'),
      first: t('tradeStatistics.paymentMethod'),
      rows: stats.paymentMethodGroups.map((group) => ({
        key: group.slug ?? 'other',
        label: group.slug === null ? other : names.group(group.slug, group.name ?? group.slug),
        value: group.trades,
        cells: cells(group),
      })),
    },
  ];
  return (
    <div className="grid gap-6 lg:grid-cols-3">
      {sections.map((section) => (
        <Card key={section.key} title={section.title}>
          {section.rows.length === 0 ? (
            <p className="text-sm text-slate-600 dark:text-slate-400">{t('tradeStatistics.noTrades')}</p>
          ) : (
            <BarTable caption={section.title} headers={headers(section.first)} rows={section.rows} />
          )}
        </Card>
      ))}
    </div>
  );
}
