import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import { offerReportsQueryKey } from './get-offer-reports';

const featuredSchema = z.object({ offerHash: z.string(), isFeatured: z.boolean() });
export type OfferFeatured = z.infer<typeof featuredSchema>;

export const offerFeaturedPath = (offerHash: string) =>
  `/rest/v1/admin/offers/${encodeURIComponent(offerHash)}/featured`;

/** Features or unfeatures an offer (moderators and up, audited on the server). */
export async function setOfferFeatured({
  offerHash,
  featured,
}: {
  offerHash: string;
  featured: boolean;
}): Promise<OfferFeatured> {
  return featuredSchema.parse(await api.put<unknown>(offerFeaturedPath(offerHash), { featured }));
}

export function useSetOfferFeatured() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setOfferFeatured,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: offerReportsQueryKey }),
  });
}
