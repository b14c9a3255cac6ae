import type { DisputeListItem } from '@p2p/shared';
import { useTranslation } from '@/lib/use-translation';
import { Badge } from '@/components/ui/badge';
import { LocalizedLink } from '@/components/ui/link';
import { paths } from '@/config/paths';
import { useLocale } from '@/hooks/use-locale';
import { formatAmount, formatDateTime } from '@/lib/format';
import { formatCoin } from '../utils/format-coin';

const cell = 'px-3 py-3 align-top';

/** The disputes queue: each row opens the dispute's page. */
export function DisputesTable({ disputes, busy }: { disputes: readonly DisputeListItem[]; busy?: boolean }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <div className="overflow-x-auto rounded-2xl border border-slate-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-900">
      <table className="w-full min-w-[46rem] text-start text-sm" aria-busy={busy}>
        <caption className="sr-only">{t('tradeLists.disputes.caption')}</caption>
        <thead className="border-b border-slate-200 text-xs font-semibold tracking-wide text-slate-500 uppercase dark:border-slate-800 dark:text-slate-400">
          <tr>
            <th scope="col" className={`${cell} ps-5`}>
              {t('tradeLists.columns.trade')}
            </th>
            <th scope="col" className={cell}>
              {t('tradeLists.disputes.parties')}
            </th>
            <th scope="col" className={cell}>
              {t('tradeLists.columns.amount')}
            </th>
            <th scope="col" className={`${cell} min-w-48`}>
              {t('tradeLists.disputes.reason')}
            </th>
            <th scope="col" className={`${cell} pe-5`}>
              {t('tradeLists.disputes.openedAt')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
          {disputes.map((dispute) => (
            <tr key={dispute.tradeHash} data-testid={`dispute-row-${dispute.tradeHash}`}>
              <td className={`${cell} ps-5`}>
                <LocalizedLink
                  to={paths.admin.dispute(dispute.tradeHash)}
                  className="font-mono font-medium text-emerald-800 underline-offset-2 hover:underline dark:text-emerald-300"
                >
                  {dispute.tradeHash}
                  <span className="sr-only"> {t('tradeLists.disputes.open')}</span>
                </LocalizedLink>
                <span className="block text-xs text-slate-500 dark:text-slate-400">
                  {dispute.paymentMethodName}
                </span>
                <Badge className="mt-1" variant={dispute.status === 'dispute_open' ? 'danger' : 'success'}>
                  {t(`tradeLists.status.${dispute.status}`)}
                </Badge>
              </td>
              <td className={`${cell} whitespace-nowrap`}>
                <span className="block">
                  {t('tradeLists.disputes.buyerIs', { username: dispute.buyer.username })}
                </span>
                <span className="block">
                  {t('tradeLists.disputes.sellerIs', { username: dispute.seller.username })}
                </span>
              </td>
              <td className={`${cell} whitespace-nowrap tabular-nums`}>
                <span className="block font-medium text-slate-900 dark:text-white">
                  {formatCoin(dispute.cryptoAmount, dispute.cryptoCurrencyCode, locale)}
                </span>
                <span className="block text-slate-600 dark:text-slate-400">
                  {formatAmount(dispute.fiatAmount, dispute.fiatCurrencyCode, locale)}
                </span>
              </td>
              <td className={cell}>
                {dispute.reason ? (
                  <span className="block font-medium">{t(`trades.dispute.reasons.${dispute.reason}`)}</span>
                ) : null}
                {dispute.reasonText ? (
                  <span className="line-clamp-2 block text-slate-600 dark:text-slate-400">
                    {dispute.reasonText}
                  </span>
                ) : null}
              </td>
              <td className={`${cell} pe-5 whitespace-nowrap text-slate-600 dark:text-slate-400`}>
                {dispute.openedAt ? formatDateTime(dispute.openedAt, locale) : '—'}
                {dispute.openedBy ? (
                  <span className="block text-xs">
                    {t('tradeLists.disputes.by', { username: dispute.openedBy })}
                  </span>
                ) : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
