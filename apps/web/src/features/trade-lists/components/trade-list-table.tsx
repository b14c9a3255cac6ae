import type { TradeListItem } from '@p2p/shared';
import clsx from 'clsx';
import { AlertTriangle } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { Avatar } from '@/components/ui/avatar';
import { LocalizedLink } from '@/components/ui/link';
import { paths } from '@/config/paths';
import { useLocale } from '@/hooks/use-locale';
import { formatAmount, formatDateTime } from '@/lib/format';
import { TradeStatusBadge } from './trade-status-badge';
import { formatCoin } from '../utils/format-coin';

const cell = 'px-3 py-3 align-top';
/** Columns a phone has no room for; their content shows under the trade instead. */
const wideCell = `${cell} hidden md:table-cell`;

/**
 * Trades as a table: the trade (linking to its page), the partner, amounts, method, status and start.
 * Alarmed trades (they need the user now) are highlighted and say why; `actions` adds a last column.
 * On a phone the method, status and start columns fold under the trade, so the status is in view
 * without scrolling the table sideways.
 */
export function TradeListTable({
  trades,
  caption,
  busy,
  actions,
  rowTestIdPrefix = 'trade-row',
}: {
  trades: readonly TradeListItem[];
  caption: string;
  busy?: boolean;
  actions?: (trade: TradeListItem) => ReactNode;
  /** A second table of the same trades on one page (recent under active) names its rows apart. */
  rowTestIdPrefix?: string;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    // Positioned, so the screen-reader-only texts (absolute) scroll with the table instead of
    // widening the page on phones.
    <div className="relative overflow-x-auto rounded-2xl border border-slate-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-900">
      <table className="w-full text-start text-sm md:min-w-[52rem]" aria-busy={busy}>
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b border-slate-200 text-xs font-semibold tracking-wide text-slate-500 uppercase dark:border-slate-800 dark:text-slate-400">
          <tr>
            <th scope="col" className={`${cell} ps-5`}>
              {t('tradeLists.columns.trade')}
            </th>
            <th scope="col" className={cell}>
              {t('tradeLists.columns.partner')}
            </th>
            <th scope="col" className={cell}>
              {t('tradeLists.columns.amount')}
            </th>
            <th scope="col" className={wideCell}>
              {t('tradeLists.columns.method')}
            </th>
            <th scope="col" className={wideCell}>
              {t('tradeLists.columns.status')}
            </th>
            <th scope="col" className={clsx(wideCell, !actions && 'pe-5')}>
              {t('tradeLists.columns.started')}
            </th>
            {actions ? (
              <th scope="col" className={`${cell} pe-5`}>
                <span className="sr-only">{t('tradeLists.columns.actions')}</span>
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
          {trades.map((trade) => (
            <tr
              key={trade.tradeHash}
              data-testid={`${rowTestIdPrefix}-${trade.tradeHash}`}
              data-alarm={trade.alarm ?? undefined}
              className={clsx(trade.alarm && 'bg-amber-50 dark:bg-amber-950/30')}
            >
              <td className={`${cell} ps-5`}>
                <LocalizedLink
                  to={paths.trade(trade.tradeHash)}
                  className="font-medium text-emerald-800 underline-offset-2 hover:underline dark:text-emerald-300"
                >
                  {t(`tradeLists.side.${trade.type}`, { coin: trade.cryptoCurrencyCode })}
                </LocalizedLink>
                <span className="block font-mono text-xs text-slate-500 dark:text-slate-400">
                  {trade.tradeHash}
                </span>
                {trade.alarm ? (
                  <span className="mt-1 inline-flex items-center gap-1 text-xs font-semibold text-amber-800 dark:text-amber-200">
                    <AlertTriangle aria-hidden className="size-3.5" />
                    {t(`tradeLists.alarm.${trade.alarm}`)}
                  </span>
                ) : null}
                <div data-testid="trade-row-phone-details" className="mt-1.5 space-y-1 md:hidden">
                  <TradeStatusBadge status={trade.status} side={trade.type} />
                  <span className="block text-xs text-slate-600 dark:text-slate-400">
                    {trade.paymentMethod.name} · {formatDateTime(trade.startedAt, locale)}
                  </span>
                </div>
              </td>
              <td className={cell}>
                <LocalizedLink
                  to={paths.user(trade.partner.username)}
                  className="inline-flex items-center gap-2 text-slate-800 hover:underline dark:text-slate-200"
                >
                  <Avatar
                    src={trade.partner.avatarUrl}
                    name={trade.partner.username}
                    size="sm"
                    className="size-6! text-[10px]"
                  />
                  {trade.partner.username}
                </LocalizedLink>
              </td>
              <td className={`${cell} tabular-nums`}>
                <span className="block font-medium text-slate-900 dark:text-white">
                  {formatCoin(trade.cryptoAmount, trade.cryptoCurrencyCode, locale)}
                </span>
                <span className="block text-slate-600 dark:text-slate-400">
                  {formatAmount(trade.fiatAmount, trade.fiatCurrencyCode, locale)}
                </span>
              </td>
              <td className={wideCell}>{trade.paymentMethod.name}</td>
              <td className={wideCell}>
                <TradeStatusBadge status={trade.status} side={trade.type} />
              </td>
              <td
                className={clsx(
                  wideCell,
                  'whitespace-nowrap text-slate-600 dark:text-slate-400',
                  !actions && 'pe-5',
                )}
              >
                {formatDateTime(trade.startedAt, locale)}
              </td>
              {actions ? <td className={`${cell} pe-5 text-end`}>{actions(trade)}</td> : null}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
