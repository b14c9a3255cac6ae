import type { TradeView } from '@p2p/shared';
import { Scale } from 'lucide-react';
import { forwardRef } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { Alert } from '@/components/ui/alert';
import { useLocale } from '@/hooks/use-locale';
import { formatDateTime } from '@/lib/format';

/**
 * The dispute as it stands: who opened it, when, why, that a moderator will join, and how it ended.
 * Focusable so the dispute view (?view=dispute) can move the reader's focus to it.
 */
export const DisputeSummary = forwardRef<HTMLDivElement, { trade: TradeView }>(function DisputeSummary(
  { trade },
  ref,
) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { dispute } = trade;
  const settled = trade.status === 'dispute_won_buyer' || trade.status === 'dispute_won_seller';
  return (
    <div
      ref={ref}
      tabIndex={-1}
      className="rounded-xl outline-none focus-visible:ring-2 focus-visible:ring-amber-500"
    >
      <Alert variant={settled ? 'info' : 'warning'} data-testid="dispute-summary">
        <p className="flex items-center gap-2 font-semibold">
          <Scale aria-hidden className="size-4 shrink-0" />
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
          <p className="mt-1 text-sm" data-testid="dispute-reason">
            {t('trades.dispute.reasonLabel', { reason: t(`trades.dispute.reasons.${dispute.reasonId}`) })}
            {dispute.reasonText ? ` — ${dispute.reasonText}` : ''}
          </p>
        ) : null}
        {trade.status === 'dispute_open' && trade.role !== 'moderator' ? (
          <p className="mt-2 text-sm" data-testid="dispute-moderator-note">
            {t('trades.dispute.moderatorJoins')}
          </p>
        ) : null}
      </Alert>
    </div>
  );
});
