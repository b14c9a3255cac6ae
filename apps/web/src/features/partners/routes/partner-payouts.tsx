import type { PartnerPayout } from '@p2p/shared';
import { useTranslation } from '@/lib/use-translation';
import { useSearchParams } from 'react-router';
import { PageHeader } from '@/components/layout/page-header';
import { Card } from '@/components/ui/card';
import { ErrorPanel } from '@/components/ui/error-panel';
import { LocalizedLink } from '@/components/ui/link';
import { SelectField } from '@/components/ui/select-field';
import { SkeletonLines } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { useLocale } from '@/hooks/use-locale';
import { ApiError } from '@/lib/api-error';
import { formatDateTime } from '@/lib/format';
import { usePartnerPayouts } from '../api/get-partner-payouts';
import { percentOf } from '../components/percent';
import { PeriodTotals } from '../components/period-totals';

const PERIOD = /^\d{4}-(0[1-9]|1[0-2])$/;

/** The wallet's history of one coin, where each payout is a line of its own. */
export const walletHistoryPath = (coin: string) => `${paths.wallet}?history=${coin}#wallet-history`;

function PayoutRow({ payout }: { payout: PartnerPayout }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <li
      className="flex flex-col gap-1 border-t border-slate-100 py-3 sm:flex-row sm:items-start sm:justify-between dark:border-slate-800"
      data-testid="partner-payout"
    >
      <div className="space-y-0.5">
        <p className="font-mono font-medium">
          +{payout.amount} {payout.coin}
        </p>
        <p className="text-sm text-slate-600 dark:text-slate-400">
          {t('partners.payouts.from', {
            user: payout.referredUser,
            share: percentOf(payout.shareBps),
            fee: `${payout.fee} ${payout.coin}`,
          })}
        </p>
        <p className="text-xs text-slate-500">
          {t('partners.payouts.entry', { id: payout.entryId, ref: payout.entryRef })}
        </p>
      </div>
      <div className="space-y-0.5 text-sm sm:text-right">
        <p>{formatDateTime(payout.paidAt, locale)}</p>
        <LocalizedLink to={walletHistoryPath(payout.coin)} className="underline underline-offset-4">
          {t('partners.payouts.inWallet')}
        </LocalizedLink>
      </div>
    </li>
  );
}

/**
 * The partner's payouts: every reward paid into the wallet, one ledger entry each, with the month's
 * totals; `?period=YYYY-MM` keeps the list to one month.
 */
export function PartnerPayoutsRoute() {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const requested = search.get('period');
  const period = requested && PERIOD.test(requested) ? requested : null;
  const payouts = usePartnerPayouts(period);
  const months = [...new Set((payouts.data?.periods ?? []).map((entry) => entry.period))];
  let body;
  if (payouts.isPending) body = <SkeletonLines lines={6} />;
  else if (payouts.error instanceof ApiError && payouts.error.status === 404)
    body = <p>{t('partners.dashboard.unavailable')}</p>;
  else if (payouts.isError)
    body = <ErrorPanel error={payouts.error} onRetry={() => void payouts.refetch()} />;
  else
    body = (
      <div className="space-y-6">
        <Card title={t('partners.payouts.byPeriod')}>
          {payouts.data.periods.length === 0 ? (
            <p className="text-sm text-slate-600 dark:text-slate-400">{t('partners.dashboard.noRewards')}</p>
          ) : (
            <PeriodTotals periods={payouts.data.periods} />
          )}
        </Card>
        <Card title={t('partners.payouts.listTitle')}>
          <div className="space-y-3">
            <div className="sm:w-56">
              <SelectField
                id="payouts-period"
                label={t('partners.dashboard.period')}
                value={period ?? ''}
                onChange={(event) => {
                  const next = new URLSearchParams(search);
                  if (event.target.value) next.set('period', event.target.value);
                  else next.delete('period');
                  setSearch(next, { replace: true });
                }}
              >
                <option value="">{t('partners.payouts.allMonths')}</option>
                {months.map((month) => (
                  <option key={month} value={month}>
                    {month}
                  </option>
                ))}
              </SelectField>
            </div>
            {payouts.data.payouts.length === 0 ? (
              <p className="text-sm text-slate-600 dark:text-slate-400">{t('partners.payouts.none')}</p>
            ) : (
              <ul aria-label={t('partners.payouts.listTitle')}>
                {payouts.data.payouts.map((payout) => (
                  <PayoutRow key={payout.entryId} payout={payout} />
                ))}
              </ul>
            )}
          </div>
        </Card>
      </div>
    );
  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-8 sm:px-6 lg:py-10">
      <PageHeader title={t('partners.payouts.title')} description={t('partners.payouts.description')} />
      <p className="mb-4 text-sm">
        <LocalizedLink to={paths.partnerProgram.dashboard} className="underline underline-offset-4">
          {t('partners.payouts.back')}
        </LocalizedLink>
      </p>
      {body}
    </div>
  );
}
