import { giftCardSecretSchema, type GiftCardSecret } from '@p2p/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { GIFT_CARDS_PATH } from './get-gift-cards';

/** POST /rest/v1/gift-cards/{id}/reveal: the owner reads a card's code (audited, never cached). */
export async function revealGiftCard(id: number): Promise<GiftCardSecret> {
  return giftCardSecretSchema.parse(await api.post<unknown>(`${GIFT_CARDS_PATH}/${id}/reveal`, {}));
}

export function useRevealGiftCard() {
  return useMutation({ mutationFn: revealGiftCard });
}
