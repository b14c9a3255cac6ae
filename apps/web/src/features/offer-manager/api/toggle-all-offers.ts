import {
  toggleAllOffersInputSchema,
  toggleAllOffersResultSchema,
  type ToggleAllOffersInput,
  type ToggleAllOffersResult,
} from '@p2p/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { offerManagerQueryKey } from './keys';

/** Turns every offer of a side (or of both) on or off; answers the changed and the refused ones. */
export async function toggleAllOffers(input: ToggleAllOffersInput): Promise<ToggleAllOffersResult> {
  return toggleAllOffersResultSchema.parse(
    await api.post<unknown>(
      '/offer-manager/toggle-all-offers-state',
      toggleAllOffersInputSchema.parse(input),
    ),
  );
}

export function useToggleAllOffers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: toggleAllOffers,
    onSettled: () => queryClient.invalidateQueries({ queryKey: offerManagerQueryKey }),
  });
}
