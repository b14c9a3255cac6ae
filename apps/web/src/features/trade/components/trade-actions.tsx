import type { TradeAction, TradeView } from '@p2p/shared';
import { useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useLocale } from '@/hooks/use-locale';
import { formatDateTime, formatDecimal } from '@/lib/format';
import { toast } from '@/lib/toasts';
import { useTradeAction } from '../api/trade-actions';
import { actionErrorMessage } from '../lib/action-errors';
import { DisputeDialog } from './dispute-dialog';
import { awaitsGiftCardCode, GiftCardCodeForm } from './gift-card-code-form';
import { GiftCardPanel } from './gift-card-panel';
import { ReleaseDialog } from './release-dialog';

/** The buttons in the order the page shows them; the server's `actions` decides which appear. */
const BUTTON_ORDER: readonly TradeAction[] = [
  'fund',
  'reveal_card',
  'mark_paid',
  'release',
  'open_dispute',
  'cancel',
];
type Confirmable = 'fund' | 'mark_paid' | 'cancel' | 'reveal_card';
const CONFIRMABLE: readonly TradeAction[] = ['fund', 'mark_paid', 'cancel', 'reveal_card'];

/**
 * The trade's actions for the viewer, each confirmed first (RoboSats' rule): mark paid, release (with
 * the second factor where the seller enabled it), cancel, fund, and the dispute modal.
 */
export function TradeActions({ trade }: { trade: TradeView }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const mutation = useTradeAction(trade.tradeHash);
  const [open, setOpen] = useState<TradeAction | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const buttons = BUTTON_ORDER.filter((action) => trade.actions.includes(action));
  const amount = `${formatDecimal(trade.cryptoAmount, locale, { minFraction: 2 })} ${trade.cryptoCurrencyCode}`;

  const run = async (request: Parameters<typeof mutation.mutateAsync>[0], success: string) => {
    setFailure(null);
    try {
      await mutation.mutateAsync(request);
      setOpen(null);
      toast.success(success);
    } catch (error) {
      setOpen(null);
      setFailure(actionErrorMessage(error, t));
    }
  };

  const confirmTexts: Record<Confirmable, { title: string; text: string; label: string; done: string }> = {
    mark_paid: {
      title: t('trades.actions.markPaidTitle'),
      text: t('trades.actions.markPaidText'),
      label: t('trades.actions.mark_paid'),
      done: t('trades.actions.markPaidDone'),
    },
    cancel: {
      title: t('trades.actions.cancelTitle'),
      text:
        trade.role === 'buyer' && trade.status !== 'not_funded'
          ? t('trades.actions.cancelTextBuyer')
          : t('trades.actions.cancelText'),
      label: t('trades.actions.cancel'),
      done: t('trades.actions.cancelDone'),
    },
    reveal_card: {
      title: t('trades.actions.revealCardTitle'),
      text: t('trades.actions.revealCardText'),
      label: t('trades.actions.reveal_card'),
      done: t('trades.actions.revealCardDone'),
    },
    fund: {
      title: t('trades.actions.fundTitle'),
      text: t('trades.actions.fundText', { amount }),
      label: t('trades.actions.fund'),
      done: t('trades.actions.fundDone'),
    },
  };
  const confirmable = open !== null && CONFIRMABLE.includes(open) ? (open as Confirmable) : null;

  return (
    <div className="space-y-3" data-testid="trade-actions">
      {trade.giftCard ? <GiftCardPanel trade={trade} giftCard={trade.giftCard} /> : null}
      {awaitsGiftCardCode(trade) ? <GiftCardCodeForm trade={trade} /> : null}
      {trade.isReleaseError ? (
        <Alert variant="danger" role="alert">
          {t('trades.errors.release')}
        </Alert>
      ) : null}
      {trade.isStatusChangeError ? (
        <Alert variant="danger" role="alert">
          {t('trades.errors.statusChange')}
        </Alert>
      ) : null}
      {failure ? (
        <Alert variant="danger" role="alert" data-testid="action-error">
          {failure}
        </Alert>
      ) : null}
      {buttons.length > 0 ? (
        <div className="flex flex-wrap gap-2">
          {buttons.map((action) => (
            <Button
              key={action}
              variant={action === 'cancel' || action === 'open_dispute' ? 'secondary' : 'primary'}
              disabled={mutation.isPending}
              onClick={() => {
                setFailure(null);
                setOpen(action);
              }}
            >
              {t(`trades.actions.${action}`)}
            </Button>
          ))}
        </div>
      ) : null}
      {!trade.actions.includes('open_dispute') && trade.status === 'paid' && trade.dispute.availableAt ? (
        <p className="text-sm text-slate-600 dark:text-slate-400" data-testid="dispute-available-at">
          {t('trades.actions.disputeFrom', { time: formatDateTime(trade.dispute.availableAt, locale) })}
        </p>
      ) : null}

      {confirmable ? (
        <ConfirmDialog
          open
          onOpenChange={(next) => (next ? undefined : setOpen(null))}
          title={confirmTexts[confirmable].title}
          description={confirmTexts[confirmable].text}
          confirmLabel={confirmTexts[confirmable].label}
          destructive={confirmable === 'cancel'}
          pending={mutation.isPending}
          onConfirm={() => void run({ action: confirmable }, confirmTexts[confirmable].done)}
        />
      ) : null}
      <ReleaseDialog
        open={open === 'release'}
        onOpenChange={(next) => setOpen(next ? 'release' : null)}
        trade={trade}
        onReleased={() => {
          setOpen(null);
          toast.success(t('trades.actions.releaseDone', { amount }));
        }}
      />
      <DisputeDialog
        open={open === 'open_dispute'}
        onOpenChange={(next) => setOpen(next ? 'open_dispute' : null)}
        hash={trade.tradeHash}
        onOpened={() => {
          setOpen(null);
          toast.success(t('trades.dispute.opened'));
        }}
      />
    </div>
  );
}
