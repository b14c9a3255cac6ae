import { offerEditInputSchema, offerSavedSchema, type OfferInput, type OfferSaved } from '@p2p/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { MY_OFFERS_PATH, offerManagerQueryKey } from './keys';

export interface UpdateOfferRequest {
  hash: string;
  input: OfferInput;
}

/** Saves the whole offer as the editor holds it (PUT /rest/v1/my-offers/{hash}). */
export async function updateOffer({ hash, input }: UpdateOfferRequest): Promise<OfferSaved> {
  return offerSavedSchema.parse(
    await api.put<unknown>(
      `${MY_OFFERS_PATH}/${encodeURIComponent(hash)}`,
      offerEditInputSchema.parse(input),
    ),
  );
}

export function useUpdateOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateOffer,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: offerManagerQueryKey }),
  });
}
