import type { TradeView } from '@p2p/shared';
import { useTranslation } from '@/lib/use-translation';
import { useLocale } from '@/hooks/use-locale';
import { formatDateTime, formatDecimal, formatFiat } from '@/lib/format';

/** The trade's figures: amounts, price, the seller's fee, method and times. */
export function TradeSummary({ trade }: { trade: TradeView }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const coin = trade.cryptoCurrencyCode;
  const fiat = (value: string) => formatFiat(value, trade.currency.code, trade.currency.precision, locale);
  const crypto = (value: string) => `${formatDecimal(value, locale, { minFraction: 2 })} ${coin}`;
  const rows: [string, string, string][] = [
    ['fiat', t('trades.summary.fiatAmount'), fiat(trade.fiatAmount)],
    ['crypto', t('trades.summary.cryptoAmount'), crypto(trade.cryptoAmount)],
    ['price', t('trades.summary.price', { coin }), fiat(trade.fiatPricePerCrypto)],
    ['method', t('trades.summary.method'), trade.paymentMethod.name],
  ];
  // The fee is the seller's: paid on top of the amount and locked with it in escrow.
  if (trade.role !== 'buyer') {
    rows.push(['fee', t('trades.summary.fee', { percent: trade.feePercent }), crypto(trade.fee)]);
  }
  rows.push(['started', t('trades.summary.started'), formatDateTime(trade.startedAt, locale)]);
  if (trade.paidAt) rows.push(['paid', t('trades.summary.paid'), formatDateTime(trade.paidAt, locale)]);
  if (trade.completedAt)
    rows.push(['completed', t('trades.summary.completed'), formatDateTime(trade.completedAt, locale)]);
  if (trade.cancelledAt)
    rows.push(['cancelled', t('trades.summary.cancelled'), formatDateTime(trade.cancelledAt, locale)]);
  return (
    <dl
      data-testid="trade-summary"
      className="divide-y divide-slate-100 rounded-2xl border border-slate-200 bg-white px-4 text-sm shadow-sm dark:divide-slate-800 dark:border-slate-800 dark:bg-slate-900"
    >
      {rows.map(([key, label, value]) => (
        <div key={key} className="flex justify-between gap-4 py-2.5" data-testid={`summary-${key}`}>
          <dt className="text-slate-600 dark:text-slate-400">{label}</dt>
          <dd className="text-end font-medium text-slate-900 tabular-nums dark:text-white">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
