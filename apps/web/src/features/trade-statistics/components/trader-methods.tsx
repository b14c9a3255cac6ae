import type { TraderStatistics } from '@p2p/shared';
import { useTranslation } from '@/lib/use-translation';
import { Card } from '@/components/ui/card';
import { BarTable } from './bar-table';
import { coinAmount, usdAmount } from './format';

/** Completed volume by payment method, largest first, in US dollars at each trade's value. */
export function TraderMethods({ stats }: { stats: TraderStatistics }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  return (
    <Card
      title={t('tradeStatistics.trader.methodsTitle')}
      description={t('tradeStatistics.trader.methodsDescription')}
    >
      {stats.paymentMethods.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">{t('tradeStatistics.noTrades')}</p>
      ) : (
        <BarTable
          caption={t('tradeStatistics.trader.methodsTitle')}
          headers={[
            t('tradeStatistics.paymentMethod'),
            t('tradeStatistics.trades'),
            t('tradeStatistics.usd'),
          ]}
          rows={stats.paymentMethods.map((method) => ({
            key: method.slug,
            label: (
              <>
                {method.name}
                <span className="block text-xs text-slate-600 dark:text-slate-400">
                  {method.volume.map((volume) => coinAmount(volume.amount, volume.coin, locale)).join(' · ')}
                </span>
              </>
            ),
            value: Number(method.usdCents),
            cells: [method.trades, usdAmount(method.usdCents, locale)],
          }))}
        />
      )}
    </Card>
  );
}
