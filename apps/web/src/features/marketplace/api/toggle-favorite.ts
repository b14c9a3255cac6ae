import type { OfferView } from '@p2p/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';
import type { favoriteToggleResultSchema } from './answer-schemas';
import { marketplaceKeys, marketplaceQueryKey } from './keys';
import { loadMarketplaceSchemas } from './load-answer-schemas';

export type FavoriteToggleResult = z.infer<typeof favoriteToggleResultSchema>;

const favoritePath = (hash: string) => `/rest/v1/favorites/offers/${encodeURIComponent(hash)}`;

/** Adds (POST) or removes (DELETE) an offer from the visitor's favourites. */
export async function toggleFavorite({
  hash,
  favorite,
}: {
  hash: string;
  favorite: boolean;
}): Promise<FavoriteToggleResult> {
  const data = favorite
    ? await api.post<unknown>(favoritePath(hash))
    : await api.delete<unknown>(favoritePath(hash));
  const { favoriteToggleResultSchema } = await loadMarketplaceSchemas();
  return favoriteToggleResultSchema.parse(data);
}

/** On success the offer's isFavorite flips by hash (trading.md §4), and the lists are refreshed. */
export function useToggleFavorite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: toggleFavorite,
    onSuccess: (result) => {
      queryClient.setQueryData<OfferView>(marketplaceKeys.offer(result.offerHash), (offer) =>
        offer ? { ...offer, isFavorite: result.isFavorite } : offer,
      );
      return queryClient.invalidateQueries({
        queryKey: marketplaceQueryKey,
        predicate: (query) => query.queryKey[1] !== 'offer',
      });
    },
  });
}
