import type { GiftCardSecret, TradeGiftCard, TradeView } from '@p2p/shared';
import { useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { CopyButton } from '@/components/ui/copy-button';
import { useRevealTradeGiftCard } from '../api/reveal-gift-card';
import { actionErrorMessage } from '../lib/action-errors';

/**
 * The trade's gift card: brand, value, region and where it is. The code is fetched only when the
 * party asks (each reveal is recorded) and kept in this component's state, never in the query cache.
 */
export function GiftCardPanel({ trade, giftCard }: { trade: TradeView; giftCard: TradeGiftCard }) {
  const { t } = useTranslation();
  const reveal = useRevealTradeGiftCard(trade.tradeHash);
  const [secret, setSecret] = useState<GiftCardSecret | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const show = async () => {
    setFailure(null);
    try {
      setSecret(await reveal.mutateAsync());
    } catch (error) {
      setFailure(actionErrorMessage(error, t));
    }
  };
  return (
    <section
      className="rounded-md border border-slate-200 p-3 text-sm dark:border-slate-700"
      aria-labelledby="gift-card-title"
      data-testid="gift-card-panel"
    >
      <h3 id="gift-card-title" className="font-semibold">
        {t('trades.giftCard.title')}: {giftCard.brand}
      </h3>
      <dl className="mt-2 grid grid-cols-2 gap-x-4 gap-y-1">
        <dt>{t('trades.giftCard.value')}</dt>
        <dd>
          {giftCard.faceValue} {giftCard.currency}
        </dd>
        {giftCard.region ? (
          <>
            <dt>{t('trades.giftCard.region')}</dt>
            <dd>{giftCard.region}</dd>
          </>
        ) : null}
        <dt>{t('trades.giftCard.type')}</dt>
        <dd>{t(`trades.giftCard.typeValue.${giftCard.type}`)}</dd>
        <dt>{t('trades.giftCard.status')}</dt>
        <dd data-testid="gift-card-status">{t(`trades.giftCard.statusValue.${giftCard.status}`)}</dd>
      </dl>
      {failure ? (
        <Alert variant="danger" role="alert">
          {failure}
        </Alert>
      ) : null}
      {!giftCard.canReveal ? (
        <p className="mt-2 text-slate-600 dark:text-slate-400">{t('trades.giftCard.notYet')}</p>
      ) : secret ? (
        <div className="mt-2 space-y-1" data-testid="gift-card-secret">
          {secret.code ? (
            <p className="flex items-center gap-2">
              <span>{t('trades.giftCard.code')}:</span>
              <code className="font-mono" data-testid="gift-card-code">
                {secret.code}
              </code>
              <CopyButton text={secret.code} size="sm" variant="secondary" />
            </p>
          ) : null}
          {secret.pin ? (
            <p>
              {t('trades.giftCard.pin')}: <code className="font-mono">{secret.pin}</code>
            </p>
          ) : null}
          {secret.photoUrl ? (
            <img src={secret.photoUrl} alt={t('trades.giftCard.photo')} className="max-h-64 rounded" />
          ) : null}
          <Button variant="secondary" size="sm" onClick={() => setSecret(null)}>
            {t('trades.giftCard.hide')}
          </Button>
        </div>
      ) : (
        <Button className="mt-2" variant="secondary" disabled={reveal.isPending} onClick={() => void show()}>
          {t('trades.giftCard.show')}
        </Button>
      )}
    </section>
  );
}
