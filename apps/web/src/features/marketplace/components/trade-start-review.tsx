import type { OfferView } from '@p2p/shared';
import { useTranslation } from '@/lib/use-translation';
import { Alert } from '@/components/ui/alert';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';

/**
 * The review-offer-terms modal (trading.md §2): the amounts and the vendor's terms, read before the
 * trade starts and the seller's crypto goes into escrow.
 */
export function TradeStartReview({
  open,
  onOpenChange,
  offer,
  fiat,
  crypto,
  pending,
  priceMoved = false,
  onConfirm,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  offer: OfferView;
  fiat: string;
  crypto: string;
  pending: boolean;
  /** The first confirmation met a moved price: the amounts below are the new ones. */
  priceMoved?: boolean;
  onConfirm: () => void;
}) {
  const { t } = useTranslation();
  const visitorBuys = offer.type === 'sell';
  const row = 'flex justify-between gap-4 py-2';
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('trades.start.reviewTitle')}
      confirmLabel={pending ? t('trades.start.starting') : t('trades.start.confirm')}
      pending={pending}
      onConfirm={onConfirm}
      description={
        <div className="space-y-3">
          {priceMoved ? (
            <Alert variant="warning" data-testid="trade-start-price-moved">
              {t('trades.start.priceMoved')}
            </Alert>
          ) : null}
          <dl className="divide-y divide-slate-100 rounded-xl border border-slate-200 px-4 dark:divide-slate-800 dark:border-slate-700">
            <div className={row}>
              <dt>{visitorBuys ? t('trades.start.youPay') : t('trades.start.youGet')}</dt>
              <dd className="font-mono text-slate-900 dark:text-white">{fiat}</dd>
            </div>
            <div className={row}>
              <dt>{visitorBuys ? t('trades.start.youReceive') : t('trades.start.youSell')}</dt>
              <dd className="font-mono text-slate-900 dark:text-white">{crypto}</dd>
            </div>
            <div className={row}>
              <dt>{t('trades.start.method')}</dt>
              <dd className="text-slate-900 dark:text-white">{offer.paymentMethod.name}</dd>
            </div>
          </dl>
          <div>
            <p className="font-semibold text-slate-800 dark:text-slate-200">
              {t('marketplace.modals.termsTitle')}
            </p>
            <p className="mt-1 max-h-48 overflow-y-auto text-sm whitespace-pre-line">
              {offer.offerTerms.trim() || t('trades.start.noTerms')}
            </p>
          </div>
          <p className="text-xs">{t('marketplace.modals.termsIntro')}</p>
        </div>
      }
    />
  );
}
