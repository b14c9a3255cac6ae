import { giftCardInputSchema, giftCardViewSchema, type GiftCardInput, type GiftCardView } from '@p2p/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { GIFT_CARDS_PATH, giftCardKeys } from './get-gift-cards';

/** POST /rest/v1/gift-cards: one card with its code (the schema runs here as on the server). */
export async function addGiftCard(input: GiftCardInput): Promise<GiftCardView> {
  return giftCardViewSchema.parse(await api.post<unknown>(GIFT_CARDS_PATH, giftCardInputSchema.parse(input)));
}

export function useAddGiftCard() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: addGiftCard,
    onSuccess: () => client.invalidateQueries({ queryKey: giftCardKeys.inventory }),
  });
}
