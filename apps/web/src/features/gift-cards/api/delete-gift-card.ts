import { giftCardViewSchema, type GiftCardView } from '@p2p/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { GIFT_CARDS_PATH, giftCardKeys } from './get-gift-cards';

/** DELETE /rest/v1/gift-cards/{id}: a card no trade holds leaves the inventory. */
export async function deleteGiftCard(id: number): Promise<GiftCardView> {
  return giftCardViewSchema.parse(await api.delete<unknown>(`${GIFT_CARDS_PATH}/${id}`));
}

export function useDeleteGiftCard() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteGiftCard,
    onSuccess: () => client.invalidateQueries({ queryKey: giftCardKeys.inventory }),
  });
}
