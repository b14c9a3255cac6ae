import { giftCardListSchema, type GiftCardList } from '@p2p/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const GIFT_CARDS_PATH = '/rest/v1/gift-cards';
export const giftCardKeys = { inventory: ['gift-cards', 'inventory'] as const };

/** The caller's inventory: never the codes. */
export async function getGiftCards(): Promise<GiftCardList> {
  return giftCardListSchema.parse(await api.get<unknown>(GIFT_CARDS_PATH));
}

export function getGiftCardsQueryOptions() {
  return queryOptions({ queryKey: giftCardKeys.inventory, queryFn: getGiftCards });
}

export function useGiftCards() {
  return useQuery(getGiftCardsQueryOptions());
}
