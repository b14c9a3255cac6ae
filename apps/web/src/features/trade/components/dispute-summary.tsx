import type { TradeView } from '@p2p/shared';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { useLocale } from '@/hooks/use-locale';
import { formatDateTime } from '@/lib/format';

/** The dispute as it stands: who opened it, when, why, and how it ended. */
export function DisputeSummary({ trade }: { trade: TradeView }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { dispute } = trade;
  const settled = trade.status === 'dispute_won_buyer' || trade.status === 'dispute_won_seller';
  return (
    <Alert variant={settled ? 'info' : 'warning'} data-testid="dispute-summary">
      <p className="font-semibold">
        {settled
          ? t(`trades.dispute.settled.${trade.status as 'dispute_won_buyer'}`)
          : t('trades.dispute.inProgress')}
      </p>
      {dispute.openedAt ? (
        <p className="mt-1 text-sm">
          {t('trades.dispute.openedBy', {
            username: dispute.openedBy ?? '—',
            time: formatDateTime(dispute.openedAt, locale),
          })}
        </p>
      ) : null}
      {dispute.reasonId ? (
        <p className="mt-1 text-sm">
          {t(`trades.dispute.reasons.${dispute.reasonId}`)}
          {dispute.reasonText ? `: ${dispute.reasonText}` : ''}
        </p>
      ) : null}
    </Alert>
  );
}
