import type { DashboardTrade } from '@p2p/shared';
import clsx from 'clsx';
import { ArrowRight } from 'lucide-react';
import { useTranslation } from '@/lib/use-translation';
import { Card } from '@/components/ui/card';
import { LocalizedLink } from '@/components/ui/link';
import { paths } from '@/config/paths';
import { useLocale } from '@/hooks/use-locale';
import { formatDateTime, formatDecimal, formatFiat, currencyPrecision } from '@/lib/format';

/**
 * The open trades, those needing me first (what is needed, and a link to do it), then those waiting
 * for the partner. The first section of the dashboard home, so that on a phone it is on the first screen.
 */
export function ActionTrades({ trades }: { trades: DashboardTrade[] }) {
  const { t } = useTranslation();
  const needing = trades.filter((trade) => trade.nextStep !== null).length;
  return (
    <Card
      title={t('dashboard.trades.title')}
      description={
        trades.length === 0
          ? t('dashboard.trades.none')
          : needing > 0
            ? t('dashboard.trades.needing', { count: needing })
            : t('dashboard.trades.allWaiting')
      }
      actions={
        <LocalizedLink
          to={paths.activeTrades}
          className="text-sm font-medium text-emerald-700 hover:underline dark:text-emerald-400"
        >
          {t('dashboard.trades.all')}
        </LocalizedLink>
      }
    >
      {trades.length > 0 ? (
        <ul className="space-y-2">
          {trades.map((trade) => (
            <TradeRow key={trade.tradeHash} trade={trade} />
          ))}
        </ul>
      ) : null}
    </Card>
  );
}

function TradeRow({ trade }: { trade: DashboardTrade }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const step = trade.nextStep;
  const fiat = formatFiat(
    trade.fiatAmount,
    trade.fiatCurrencyCode,
    currencyPrecision(trade.fiatCurrencyCode),
    locale,
  );
  return (
    <li data-testid="dashboard-trade" data-step={step ?? 'wait'}>
      <LocalizedLink
        to={paths.trade(trade.tradeHash)}
        className={clsx(
          'flex items-center gap-3 rounded-xl border px-3 py-2.5 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-600',
          step
            ? 'border-amber-300 bg-amber-50 hover:bg-amber-100 dark:border-amber-700/60 dark:bg-amber-950/40 dark:hover:bg-amber-950/60'
            : 'border-slate-200 hover:bg-slate-50 dark:border-slate-800 dark:hover:bg-slate-800/60',
        )}
      >
        <div className="min-w-0 flex-1">
          <p
            className={clsx(
              'text-sm font-semibold',
              step ? 'text-amber-900 dark:text-amber-100' : 'text-slate-700 dark:text-slate-300',
            )}
          >
            {step ? t(`dashboard.steps.${step}`) : t('dashboard.steps.wait')}
          </p>
          <p className="truncate text-sm text-slate-700 dark:text-slate-300">
            {t(`dashboard.trades.${trade.type}`, {
              // As the trade page writes it: "0.001 BTC", not the ledger's "0.00100000 BTC".
              amount: `${formatDecimal(trade.cryptoAmount, locale, { minFraction: 2 })} ${trade.cryptoCurrencyCode}`,
              fiat,
              partner: trade.partner.username,
            })}
          </p>
          <p className="text-xs text-slate-600 dark:text-slate-400">
            {trade.paymentMethod.name} ·{' '}
            {step === 'pay' || step === 'fund'
              ? t('dashboard.trades.deadline', { time: formatDateTime(trade.expiresAt, locale) })
              : t('dashboard.trades.started', { time: formatDateTime(trade.startedAt, locale) })}
          </p>
        </div>
        <ArrowRight aria-hidden className="size-4 shrink-0 text-slate-500 rtl:-scale-x-100" />
      </LocalizedLink>
    </li>
  );
}
