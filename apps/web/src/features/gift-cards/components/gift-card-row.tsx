import type { GiftCardSecret, GiftCardView } from '@p2p/shared';
import { useState } from 'react';
import { useTranslation } from '@/lib/use-translation';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { toast } from '@/lib/toasts';
import { useDeleteGiftCard } from '../api/delete-gift-card';
import { useRevealGiftCard } from '../api/reveal-gift-card';

/** One card of the inventory: what it is, where it is, and the owner's reveal and remove. */
export function GiftCardRow({ card }: { card: GiftCardView }) {
  const { t } = useTranslation();
  const reveal = useRevealGiftCard();
  const remove = useDeleteGiftCard();
  const [secret, setSecret] = useState<GiftCardSecret | null>(null);
  const [confirming, setConfirming] = useState(false);
  const removable = card.status === 'free' || card.status === 'in_offer';
  return (
    <tr data-testid="gift-card-row">
      <td className="py-2 pe-3">{card.brand.name}</td>
      <td className="py-2 pe-3">
        {card.faceValue} {card.currency}
      </td>
      <td className="py-2 pe-3">{card.region?.name ?? '—'}</td>
      <td className="py-2 pe-3">{t(`giftCards.type.${card.type}`)}</td>
      <td className="py-2 pe-3" data-testid="gift-card-status">
        {t(`giftCards.status.${card.status}`)}
      </td>
      <td className="py-2 pe-3">
        {secret ? (
          <code className="font-mono" data-testid="gift-card-code">
            {secret.code ?? '—'}
            {secret.pin ? ` / ${secret.pin}` : ''}
          </code>
        ) : card.status !== 'deleted' ? (
          <Button
            size="sm"
            variant="secondary"
            disabled={reveal.isPending}
            onClick={() => void reveal.mutateAsync(card.id).then(setSecret)}
          >
            {t('giftCards.inventory.show')}
          </Button>
        ) : null}
      </td>
      <td className="py-2">
        {removable ? (
          <Button size="sm" variant="secondary" onClick={() => setConfirming(true)}>
            {t('giftCards.inventory.remove')}
          </Button>
        ) : null}
        <ConfirmDialog
          open={confirming}
          onOpenChange={setConfirming}
          title={t('giftCards.inventory.removeTitle')}
          description={t('giftCards.inventory.removeText')}
          confirmLabel={t('giftCards.inventory.remove')}
          destructive
          pending={remove.isPending}
          onConfirm={() =>
            void remove.mutateAsync(card.id).then(() => {
              setConfirming(false);
              toast.success(t('giftCards.inventory.removed'));
            })
          }
        />
      </td>
    </tr>
  );
}
