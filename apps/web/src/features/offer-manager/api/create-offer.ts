import { offerInputSchema, offerSavedSchema, type OfferInput, type OfferSaved } from '@p2p/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { MY_OFFERS_PATH, offerManagerQueryKey } from './keys';

/** Publishes a new offer (POST /rest/v1/my-offers); answers its hash and my-offers row. */
export async function createOffer(input: OfferInput): Promise<OfferSaved> {
  return offerSavedSchema.parse(await api.post<unknown>(MY_OFFERS_PATH, offerInputSchema.parse(input)));
}

export function useCreateOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createOffer,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: offerManagerQueryKey }),
  });
}
