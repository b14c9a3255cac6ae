import type { GiftCardStoreItem } from '@p2p/shared';
import { useRef, useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { useNavigate } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ApiError } from '@/lib/api-error';
import { newIdempotencyKey } from '@/lib/idempotency-key';
import { useBuyGiftCard } from '../api/buy-gift-card';

/**
 * One line of the store. Buying asks first (the coins go into escrow), then opens the trade, where the
 * buyer reveals the card and releases once it works.
 */
export function StoreItem({ item, signedIn }: { item: GiftCardStoreItem; signedIn: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const buy = useBuyGiftCard();
  const key = useRef(newIdempotencyKey());
  const [confirming, setConfirming] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const total = `${item.cryptoAmount} ${item.coin} + ${item.fee} ${item.coin}`;
  const purchase = async () => {
    setFailure(null);
    try {
      const hash = await buy.mutateAsync({
        offerHash: item.offerHash,
        faceValue: item.faceValue,
        idempotencyKey: key.current,
      });
      await navigate(`/trade/${hash}`);
    } catch (error) {
      setConfirming(false);
      key.current = newIdempotencyKey();
      setFailure(error instanceof ApiError ? error.message : t('giftCards.store.failed'));
    }
  };
  return (
    <li
      className="flex flex-wrap items-center justify-between gap-3 rounded-md border border-slate-200 p-3 dark:border-slate-700"
      data-testid="store-item"
    >
      <div>
        <p className="font-semibold">
          {item.brand.name} · {item.faceValue} {item.currency}
          {item.region ? ` · ${item.region.name}` : ''}
        </p>
        <p className="text-sm text-slate-600 dark:text-slate-400">
          {t('giftCards.store.price', { amount: item.cryptoAmount, coin: item.coin, fee: item.fee })} ·{' '}
          {t('giftCards.store.discount', { percent: item.discountPercent })} ·{' '}
          {t('giftCards.store.vendor', { vendor: item.vendor })} ·{' '}
          {t('giftCards.store.inStock', { count: item.inStock })}
        </p>
        {failure ? (
          <Alert variant="danger" role="alert">
            {failure}
          </Alert>
        ) : null}
      </div>
      {signedIn ? (
        <Button onClick={() => setConfirming(true)} disabled={buy.isPending}>
          {t('giftCards.store.buy')}
        </Button>
      ) : null}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('giftCards.store.confirmTitle', {
          brand: item.brand.name,
          value: `${item.faceValue} ${item.currency}`,
        })}
        description={t('giftCards.store.confirmText', { total })}
        confirmLabel={t('giftCards.store.buy')}
        pending={buy.isPending}
        onConfirm={() => void purchase()}
      />
    </li>
  );
}
