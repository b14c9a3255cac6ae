import type { DisputeDetail } from '@p2p/shared';
import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { LocalizedLink } from '@/components/ui/link';
import { paths } from '@/config/paths';
import { useLocale } from '@/hooks/use-locale';
import { formatAmount, formatDateTime } from '@/lib/format';
import { formatCoin } from '../utils/format-coin';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-wrap justify-between gap-x-6 gap-y-1 py-2 text-sm">
      <dt className="text-slate-600 dark:text-slate-400">{label}</dt>
      <dd className="text-end font-medium text-slate-900 tabular-nums dark:text-white">{children}</dd>
    </div>
  );
}

/** The disputed trade: amounts, parties (to the staff user page), dates and the reason given. */
export function DisputeSummary({ dispute }: { dispute: DisputeDetail }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const party = (username: string) => (
    <LocalizedLink
      to={paths.admin.user(username)}
      className="text-emerald-800 hover:underline dark:text-emerald-300"
    >
      {username}
    </LocalizedLink>
  );
  return (
    <Card
      title={t('tradeLists.dispute.trade')}
      actions={
        <Badge variant={dispute.status === 'dispute_open' ? 'danger' : 'success'}>
          {t(`tradeLists.status.${dispute.status}`)}
        </Badge>
      }
    >
      <dl className="divide-y divide-slate-100 dark:divide-slate-800">
        <Row label={t('tradeLists.dispute.buyer')}>{party(dispute.buyer.username)}</Row>
        <Row label={t('tradeLists.dispute.seller')}>{party(dispute.seller.username)}</Row>
        <Row label={t('tradeLists.dispute.crypto')}>
          <span data-testid="dispute-crypto-amount">
            {formatCoin(dispute.cryptoAmount, dispute.cryptoCurrencyCode, locale)}
          </span>
        </Row>
        <Row label={t('tradeLists.dispute.fiat')}>
          {formatAmount(dispute.fiatAmount, dispute.fiatCurrencyCode, locale)}
        </Row>
        <Row label={t('tradeLists.dispute.method')}>{dispute.paymentMethodName}</Row>
        <Row label={t('tradeLists.dispute.started')}>{formatDateTime(dispute.startedAt, locale)}</Row>
        <Row label={t('tradeLists.dispute.paid')}>
          {dispute.paidAt ? formatDateTime(dispute.paidAt, locale) : '—'}
        </Row>
        <Row label={t('tradeLists.dispute.opened')}>
          {dispute.openedAt ? formatDateTime(dispute.openedAt, locale) : '—'}
          {dispute.openedBy ? ` · ${t('tradeLists.disputes.by', { username: dispute.openedBy })}` : null}
        </Row>
        {dispute.settledAt ? (
          <Row label={t('tradeLists.dispute.settled')}>
            {formatDateTime(dispute.settledAt, locale)}
            {dispute.moderator ? ` · ${t('tradeLists.disputes.by', { username: dispute.moderator })}` : null}
          </Row>
        ) : null}
      </dl>
      <div className="mt-4 space-y-1 rounded-xl bg-rose-50 p-4 text-sm dark:bg-rose-950/40">
        <p className="font-semibold text-rose-900 dark:text-rose-100">
          {t('tradeLists.dispute.reason')}:{' '}
          {dispute.reason ? t(`trades.dispute.reasons.${dispute.reason}`) : t('tradeLists.dispute.noReason')}
        </p>
        {dispute.reasonText ? (
          <p className="whitespace-pre-line text-rose-900/90 dark:text-rose-100/90">{dispute.reasonText}</p>
        ) : null}
      </div>
      <details className="mt-4 text-sm">
        <summary className="cursor-pointer font-medium text-slate-800 dark:text-slate-200">
          {t('tradeLists.dispute.terms')}
        </summary>
        <div className="mt-2 space-y-3 text-slate-700 dark:text-slate-300">
          <p className="whitespace-pre-line">{dispute.offerTerms || '—'}</p>
          <p className="font-medium">{t('tradeLists.dispute.paymentDetails')}</p>
          <p className="whitespace-pre-line">{dispute.paymentDetails || '—'}</p>
          <LocalizedLink
            to={paths.offer(dispute.offerHash)}
            className="text-emerald-800 hover:underline dark:text-emerald-300"
          >
            {t('tradeLists.dispute.viewOffer')}
          </LocalizedLink>
        </div>
      </details>
    </Card>
  );
}
