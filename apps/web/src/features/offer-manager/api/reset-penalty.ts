import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { MY_OFFERS_PATH, offerManagerQueryKey } from './keys';

/** Lifts the system penalty of an offer (PUT /rest/v1/my-offers/{hash}/reset-penalty). */
export async function resetPenalty(hash: string): Promise<void> {
  await api.put<unknown>(`${MY_OFFERS_PATH}/${encodeURIComponent(hash)}/reset-penalty`);
}

export function useResetPenalty() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetPenalty,
    onSettled: () => queryClient.invalidateQueries({ queryKey: offerManagerQueryKey }),
  });
}
