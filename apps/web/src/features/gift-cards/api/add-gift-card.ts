import { giftCardInputSchema, giftCardViewSchema, type GiftCardInput, type GiftCardView } from '@p2p/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { GIFT_CARDS_PATH, giftCardKeys } from './get-gift-cards';

/**
 * POST /rest/v1/gift-cards: one card with its code (the schema runs here as on the server); with a
 * photo of a physical card, POST /rest/v1/gift-cards/photo as multipart (the card as JSON in `card`).
 */
export async function addGiftCard({
  photo,
  ...input
}: GiftCardInput & { photo?: File }): Promise<GiftCardView> {
  const card = giftCardInputSchema.parse(input);
  if (!photo) return giftCardViewSchema.parse(await api.post<unknown>(GIFT_CARDS_PATH, card));
  const body = new FormData();
  body.append('card', JSON.stringify(card));
  body.append('file', photo, photo.name);
  return giftCardViewSchema.parse(await api.post<unknown>(`${GIFT_CARDS_PATH}/photo`, body));
}

export function useAddGiftCard() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: addGiftCard,
    onSuccess: () => client.invalidateQueries({ queryKey: giftCardKeys.inventory }),
  });
}
