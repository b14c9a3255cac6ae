import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { MY_OFFERS_PATH, offerManagerQueryKey } from './keys';

/** Deletes an offer (DELETE /rest/v1/my-offers/{hash}); trades already started keep their terms. */
export async function deleteOffer(hash: string): Promise<void> {
  await api.delete<unknown>(`${MY_OFFERS_PATH}/${encodeURIComponent(hash)}`);
}

export function useDeleteOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteOffer,
    onSettled: () => queryClient.invalidateQueries({ queryKey: offerManagerQueryKey }),
  });
}
