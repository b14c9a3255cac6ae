import { TRADE_FLOW_STEPS, type TradeFlowStep, type TradeView } from '@p2p/shared';
import clsx from 'clsx';
import { Check, X } from 'lucide-react';
import { useTranslation } from '@/lib/use-translation';
import { useLocale } from '@/hooks/use-locale';
import { formatFiat } from '@/lib/format';
import { stoppedKind } from '../lib/trade-status';

const HINTS = { buyer: 'hintsBuyer', seller: 'hintsSeller', moderator: 'hintsModerator' } as const;
/**
 * One row of equal columns, each step's number above its name: a step never wraps onto a line of its
 * own ("4 Finished" alone under the others), however narrow the panel.
 */
const STEP_ROW = 'grid auto-cols-fr grid-flow-col gap-1';
const STEP_ITEM = 'flex min-w-0 flex-col items-center gap-1 text-center text-xs leading-tight break-words';

/** The steps a trade of this kind goes through, in order (fund only with deferred escrow). */
export function stepsOf(trade: TradeView): TradeFlowStep[] {
  return TRADE_FLOW_STEPS.filter((step) => {
    if (step === 'fund') return trade.deferredEscrow;
    if (step === 'reveal_payment_details') return trade.flow.state.beforeRevealPaymentDetails.length > 0;
    if (step === 'dispute') return trade.flow.step === 'dispute' || trade.dispute.openedAt !== null;
    return true;
  });
}

/** What the viewer should do now, in one sentence (the phone layout's pinned line). */
export function StepHint({ trade }: { trade: TradeView }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const stopped = stoppedKind(trade.status);
  const fiat = formatFiat(trade.fiatAmount, trade.currency.code, trade.currency.precision, locale);
  return (
    <p className="text-sm text-slate-700 dark:text-slate-300" data-testid="step-hint">
      {stopped
        ? t(`trades.steps.stopped.${stopped}`)
        : t(`trades.steps.${HINTS[trade.role]}.${trade.flow.step}`, {
            fiat,
            method: trade.paymentMethod.name,
            buyer: trade.buyer.username,
            seller: trade.seller.username,
          })}
    </p>
  );
}

/** The step flow: where the trade is, and (unless `hint` is false) what the viewer should do now. */
export function TradeSteps({ trade, hint = true }: { trade: TradeView; hint?: boolean }) {
  const { t } = useTranslation();
  if (stoppedKind(trade.status)) return <StoppedSteps trade={trade} hint={hint} />;
  const steps = stepsOf(trade);
  const current = steps.indexOf(trade.flow.step);
  return (
    <div className="space-y-3">
      <ol className={STEP_ROW} aria-label={t('trades.steps.label')} data-testid="trade-steps">
        {steps.map((step, index) => {
          const done = index < current || trade.flow.step === 'finished';
          const active = index === current && trade.flow.step !== 'finished';
          return (
            <li
              key={step}
              aria-current={active ? 'step' : undefined}
              className={clsx(
                STEP_ITEM,
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
      {hint ? <StepHint trade={trade} /> : null}
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
function StoppedSteps({ trade, hint }: { trade: TradeView; hint: boolean }) {
  const { t } = useTranslation();
  const steps = stepsOf(trade).filter((step) => step !== 'finished' && step !== 'release');
  return (
    <div className="space-y-3">
      <ol className={STEP_ROW} aria-label={t('trades.steps.label')} data-testid="trade-steps">
        {steps.map((step, index) => {
          const done = happened(step, trade);
          return (
            <li key={step} className={clsx(STEP_ITEM, 'text-slate-500 dark:text-slate-400')}>
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
        <li aria-current="step" className={clsx(STEP_ITEM, 'font-semibold text-rose-700 dark:text-rose-300')}>
          <span aria-hidden className="grid size-6 place-items-center rounded-full bg-rose-600 text-white">
            <X className="size-3.5" />
          </span>
          {t(`trades.statuses.${trade.status}`)}
        </li>
      </ol>
      {hint ? <StepHint trade={trade} /> : null}
    </div>
  );
}
