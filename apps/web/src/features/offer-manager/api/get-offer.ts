import { myOfferEditSchema } from '@p2p/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';
import { MY_OFFERS_PATH, offerManagerKeys } from './keys';

/** The owner's offer with the editor's input as stored (snake_case keys of the offer input). */
export type EditableOffer = z.infer<typeof myOfferEditSchema>;

/** One of the user's offers to fill an editor (GET /rest/v1/my-offers/{hash}); 404 for anyone else's. */
export async function getOffer(hash: string): Promise<EditableOffer> {
  return myOfferEditSchema.parse(await api.get<unknown>(`${MY_OFFERS_PATH}/${encodeURIComponent(hash)}`));
}

export function getOfferQueryOptions(hash: string) {
  return queryOptions({ queryKey: offerManagerKeys.offer(hash), queryFn: () => getOffer(hash) });
}

export function useOffer(hash: string | undefined) {
  return useQuery({ ...getOfferQueryOptions(hash ?? ''), enabled: Boolean(hash) });
}
