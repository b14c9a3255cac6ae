import { TRADE_FLOW_STEPS, type TradeFlowStep, type TradeView } from '@p2p/shared';
import clsx from 'clsx';
import { Check, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '@/hooks/use-locale';
import { formatFiat } from '@/lib/format';
import { stoppedKind } from '../lib/trade-status';

const HINTS = { buyer: 'hintsBuyer', seller: 'hintsSeller', moderator: 'hintsModerator' } as const;

/** The steps a trade of this kind goes through, in order (fund only with deferred escrow). */
export function stepsOf(trade: TradeView): TradeFlowStep[] {
  return TRADE_FLOW_STEPS.filter((step) => {
    if (step === 'fund') return trade.deferredEscrow;
    if (step === 'reveal_payment_details') return trade.flow.state.beforeRevealPaymentDetails.length > 0;
    if (step === 'dispute') return trade.flow.step === 'dispute' || trade.dispute.openedAt !== null;
    return true;
  });
}

/** The step flow: where the trade is, and what the viewer should do now. */
export function TradeSteps({ trade }: { trade: TradeView }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const stopped = stoppedKind(trade.status);
  if (stopped) return <StoppedSteps trade={trade} kind={stopped} />;
  const steps = stepsOf(trade);
  const current = steps.indexOf(trade.flow.step);
  const hints = HINTS[trade.role];
  const fiat = formatFiat(trade.fiatAmount, trade.currency.code, trade.currency.precision, locale);
  return (
    <div className="space-y-3">
      <ol className="flex flex-wrap gap-x-4 gap-y-2" aria-label={t('trades.steps.label')}>
        {steps.map((step, index) => {
          const done = index < current || trade.flow.step === 'finished';
          const active = index === current && trade.flow.step !== 'finished';
          return (
            <li
              key={step}
              aria-current={active ? 'step' : undefined}
              className={clsx(
                'flex items-center gap-1.5 text-sm',
                active
                  ? 'font-semibold text-slate-900 dark:text-white'
                  : 'text-slate-500 dark:text-slate-400',
              )}
            >
              <span
                aria-hidden
                className={clsx(
                  'grid size-6 place-items-center rounded-full text-xs',
                  done
                    ? 'bg-emerald-600 text-white'
                    : active
                      ? 'bg-emerald-100 text-emerald-800 ring-2 ring-emerald-600 dark:bg-emerald-900 dark:text-emerald-100'
                      : 'bg-slate-100 dark:bg-slate-800',
                )}
              >
                {done ? <Check className="size-3.5" /> : index + 1}
              </span>
              {t(`trades.steps.names.${step}`)}
            </li>
          );
        })}
      </ol>
      <p className="text-sm text-slate-700 dark:text-slate-300" data-testid="step-hint">
        {t(`trades.steps.${hints}.${trade.flow.step}`, {
          fiat,
          method: trade.paymentMethod.name,
          buyer: trade.buyer.username,
          seller: trade.seller.username,
        })}
      </p>
    </div>
  );
}

/** Whether a step really happened in a trade that stopped before the release. */
function happened(step: TradeFlowStep, trade: TradeView): boolean {
  switch (step) {
    case 'fund':
      return trade.fundedAt !== null;
    case 'reveal_payment_details':
      return trade.paymentDetails !== null;
    case 'pay':
      return trade.paidAt !== null;
    case 'dispute':
      return trade.dispute.openedAt !== null;
    default:
      return false;
  }
}

/**
 * A trade that ended without the release: the steps it went through are ticked, the rest left plain,
 * and the last one says how it ended, so nobody reads "Release ✓" on a cancelled trade.
 */
function StoppedSteps({
  trade,
  kind,
}: {
  trade: TradeView;
  kind: 'cancelled' | 'expired' | 'dispute_won_seller';
}) {
  const { t } = useTranslation();
  const steps = stepsOf(trade).filter((step) => step !== 'finished' && step !== 'release');
  return (
    <div className="space-y-3">
      <ol className="flex flex-wrap gap-x-4 gap-y-2" aria-label={t('trades.steps.label')}>
        {steps.map((step, index) => {
          const done = happened(step, trade);
          return (
            <li key={step} className="flex items-center gap-1.5 text-sm text-slate-500 dark:text-slate-400">
              <span
                aria-hidden
                className={clsx(
                  'grid size-6 place-items-center rounded-full text-xs',
                  done ? 'bg-emerald-600 text-white' : 'bg-slate-100 dark:bg-slate-800',
                )}
              >
                {done ? <Check className="size-3.5" /> : index + 1}
              </span>
              {t(`trades.steps.names.${step}`)}
              <span className="sr-only">{done ? t('trades.steps.done') : t('trades.steps.notDone')}</span>
            </li>
          );
        })}
        <li
          aria-current="step"
          className="flex items-center gap-1.5 text-sm font-semibold text-rose-700 dark:text-rose-300"
        >
          <span aria-hidden className="grid size-6 place-items-center rounded-full bg-rose-600 text-white">
            <X className="size-3.5" />
          </span>
          {t(`trades.statuses.${trade.status}`)}
        </li>
      </ol>
      <p className="text-sm text-slate-700 dark:text-slate-300" data-testid="step-hint">
        {t(`trades.steps.stopped.${kind}`)}
      </p>
    </div>
  );
}
