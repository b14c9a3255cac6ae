import { myOfferSchema, type MyOffer } from '@p2p/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { MY_OFFERS_PATH, offerManagerQueryKey } from './keys';

/** Pins an offer to the top of its listing with one of the user's promotions. */
export async function promoteOffer(hash: string): Promise<MyOffer> {
  return myOfferSchema.parse(
    await api.post<unknown>(`${MY_OFFERS_PATH}/${encodeURIComponent(hash)}/promote`),
  );
}

export function usePromoteOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: promoteOffer,
    // promoteAvailable of the list goes down by one: read it again.
    onSettled: () => queryClient.invalidateQueries({ queryKey: offerManagerQueryKey }),
  });
}

/** Ends a promotion now (DELETE .../promote): the offer drops back and its promotion is free again. */
export async function endPromotion(hash: string): Promise<MyOffer> {
  return myOfferSchema.parse(
    await api.delete<unknown>(`${MY_OFFERS_PATH}/${encodeURIComponent(hash)}/promote`),
  );
}

export function useEndPromotion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: endPromotion,
    onSettled: () => queryClient.invalidateQueries({ queryKey: offerManagerQueryKey }),
  });
}
