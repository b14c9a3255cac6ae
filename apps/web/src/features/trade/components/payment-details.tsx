import type { TradeView } from '@p2p/shared';
import { EyeOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { CopyButton } from '@/components/ui/copy-button';
import { stoppedKind } from '../lib/trade-status';

/** The seller's payment details, once the before-reveal requirements allow them (null until then). */
export function PaymentDetails({ trade }: { trade: TradeView }) {
  const { t } = useTranslation();
  // A cancelled or expired trade must not invite a payment nobody will release crypto for.
  const stopped = stoppedKind(trade.status);
  if (stopped === 'cancelled' || stopped === 'expired') {
    return (
      <p className="text-sm text-slate-600 dark:text-slate-400" data-testid="payment-details-closed">
        {t('trades.paymentDetails.closed')}
      </p>
    );
  }
  if (trade.paymentDetails === null) {
    return (
      <p
        className="flex items-center gap-2 text-sm text-slate-600 dark:text-slate-400"
        data-testid="payment-details-hidden"
      >
        <EyeOff aria-hidden className="size-4" />
        {t('trades.paymentDetails.hidden')}
      </p>
    );
  }
  const text = trade.paymentDetails.trim();
  return (
    <div className="space-y-2" data-testid="payment-details">
      {text ? (
        <>
          <p className="rounded-xl bg-slate-50 p-3 text-sm whitespace-pre-line text-slate-900 dark:bg-slate-800 dark:text-white">
            {text}
          </p>
          <CopyButton text={text} label={t('trades.paymentDetails.copy')} />
        </>
      ) : (
        <p className="text-sm text-slate-600 dark:text-slate-400">{t('trades.paymentDetails.none')}</p>
      )}
    </div>
  );
}
