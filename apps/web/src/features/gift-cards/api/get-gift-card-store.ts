import { giftCardStoreSchema, type GiftCardStore } from '@p2p/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export interface StoreFilters {
  brand?: string;
  currency?: string;
  min_discount?: string;
}

/** GET /rest/v1/gift-card-store: cards in stock across vendors; public. */
export async function getGiftCardStore(filters: StoreFilters): Promise<GiftCardStore> {
  const params = new URLSearchParams(
    Object.entries(filters).filter((entry): entry is [string, string] => Boolean(entry[1])),
  );
  const query = params.size > 0 ? `?${params.toString()}` : '';
  return giftCardStoreSchema.parse(await api.get<unknown>(`/rest/v1/gift-card-store${query}`));
}

export function getGiftCardStoreQueryOptions(filters: StoreFilters) {
  return queryOptions({ queryKey: ['gift-card-store', filters], queryFn: () => getGiftCardStore(filters) });
}

export function useGiftCardStore(filters: StoreFilters) {
  return useQuery(getGiftCardStoreQueryOptions(filters));
}
