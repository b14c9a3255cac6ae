import type { TradeRequirement, TradeView } from '@p2p/shared';
import { Paperclip } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { Alert } from '@/components/ui/alert';
import { Badge, type BadgeVariant } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { toast } from '@/lib/toasts';
import { useTradeAction } from '../api/trade-actions';
import { actionErrorMessage } from '../lib/action-errors';
import {
  canUploadFor,
  requirementsBlock,
  requirementsFinished,
  requirementsRejected,
} from '../lib/requirements';
import { isOpen } from '../lib/trade-status';

const STATUS_LOOK: Record<TradeRequirement['status'], BadgeVariant> = {
  APPROVED: 'success',
  UPLOADED: 'warning',
  PENDING: 'neutral',
  REJECTED: 'danger',
  CORRUPTED: 'danger',
};

/** Whether the trade is still at the step a stage's requirements come before. */
function stageIsCurrent(trade: TradeView, stage: 'beforeRevealPaymentDetails' | 'beforeMarkAsPaid') {
  return stage === 'beforeMarkAsPaid' ? trade.paidAt === null : trade.paymentDetails === null;
}

/**
 * The requirements of one step (before the payment details, before mark paid): what each party must
 * upload, each one's status, upload for the viewer's own, approve or reject for the other party's.
 */
export function RequirementList({
  trade,
  stage,
  items,
  onUpload,
}: {
  trade: TradeView;
  stage: 'beforeRevealPaymentDetails' | 'beforeMarkAsPaid';
  items: TradeRequirement[];
  onUpload: (file: File, requirementId: number) => void;
}) {
  const { t } = useTranslation();
  const inputId = useId();
  const review = useTradeAction(trade.tradeHash);
  const open = isOpen(trade);
  const current = open && stageIsCurrent(trade, stage);
  // A step that is behind the trade shows only what still waits for a review; a finished trade none.
  if (items.length === 0 || !(current || (open && items.some((item) => item.status === 'UPLOADED'))))
    return null;
  const blocked = requirementsBlock(items);

  const decide = (item: TradeRequirement, status: 'APPROVED' | 'REJECTED') =>
    review.mutate(
      { action: 'review_requirement', requirementId: item.requirementId, status },
      { onError: (error) => toast.error(actionErrorMessage(error, t)) },
    );

  return (
    <section
      aria-label={t(`trades.requirements.${stage}`)}
      className="space-y-2"
      data-testid={`requirements-${stage}`}
    >
      <h3 className="text-sm font-semibold text-slate-900 dark:text-white">
        {t(`trades.requirements.${stage}`)}
      </h3>
      {requirementsRejected(items) ? (
        <Alert variant="danger">{t('trades.requirements.rejectedFlag')}</Alert>
      ) : blocked ? (
        <Alert variant="warning">{t(`trades.requirements.blocking.${stage}`)}</Alert>
      ) : current && requirementsFinished(items) ? (
        <p className="text-sm text-emerald-700 dark:text-emerald-400">{t('trades.requirements.finished')}</p>
      ) : null}
      <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200 dark:divide-slate-800 dark:border-slate-700">
        {items.map((item) => {
          const mine = item.party === trade.role;
          const fileInput = `${inputId}-${item.requirementId}`;
          return (
            <li
              key={item.requirementId}
              className="space-y-2 px-3 py-2 text-sm"
              data-testid={`requirement-${item.requirementId}`}
            >
              <div className="flex items-start justify-between gap-3">
                <span className="min-w-0 text-slate-900 dark:text-white">
                  {t(`trades.requirements.kinds.${item.kind}`)}
                  <span className="block text-xs text-slate-500 dark:text-slate-400">
                    {t(`trades.requirements.by.${item.party}`)}
                    {item.optional ? ` · ${t('trades.requirements.optional')}` : ''}
                  </span>
                </span>
                {/* Nothing sent for an optional file is not "missing": the line above says it is optional. */}
                {item.optional && item.status === 'PENDING' ? null : (
                  <Badge variant={STATUS_LOOK[item.status]} className="shrink-0 whitespace-nowrap">
                    {t(`trades.requirements.statuses.${item.status}`)}
                  </Badge>
                )}
              </div>
              {open && mine && canUploadFor(item) ? (
                <div>
                  <input
                    id={fileInput}
                    type="file"
                    accept="image/jpeg,image/png,image/webp,application/pdf"
                    className="sr-only"
                    onChange={(event) => {
                      const file = event.target.files?.[0];
                      if (file) onUpload(file, item.requirementId);
                      event.target.value = '';
                    }}
                  />
                  <Button asChild variant="secondary" size="sm">
                    <label htmlFor={fileInput} className="cursor-pointer">
                      <Paperclip aria-hidden className="size-4" />
                      {t('trades.requirements.upload')}
                    </label>
                  </Button>
                </div>
              ) : null}
              {open && !mine && trade.role !== 'moderator' && item.status === 'UPLOADED' ? (
                <div className="flex flex-wrap gap-1.5">
                  <Button size="sm" disabled={review.isPending} onClick={() => decide(item, 'APPROVED')}>
                    {t('trades.requirements.approve')}
                  </Button>
                  <Button
                    size="sm"
                    variant="secondary"
                    disabled={review.isPending}
                    onClick={() => decide(item, 'REJECTED')}
                  >
                    {t('trades.requirements.reject')}
                  </Button>
                </div>
              ) : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
