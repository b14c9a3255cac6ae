import { myOfferSchema, offerStatusInputSchema, type MyOffer, type OfferType } from '@p2p/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { MyOffersPage } from './get-my-offers';
import { MY_OFFERS_PATH, offerManagerKeys } from './keys';

export interface SetOfferStatusRequest {
  hash: string;
  type: OfferType;
  enabled: boolean;
}

/** Turns an offer on or off; answers the offer as it is now (it stays off when its bond is short). */
export async function setOfferStatus({ hash, enabled }: SetOfferStatusRequest): Promise<MyOffer | null> {
  const data = await api.put<unknown>(
    `${MY_OFFERS_PATH}/${encodeURIComponent(hash)}/status`,
    offerStatusInputSchema.parse({ new_status: enabled }),
  );
  const parsed = myOfferSchema.safeParse(data);
  return parsed.success ? parsed.data : null;
}

function patchOffer(page: MyOffersPage | undefined, hash: string, patch: Partial<MyOffer>) {
  if (!page) return page;
  return {
    ...page,
    list: {
      ...page.list,
      offers: page.list.offers.map((offer) => (offer.hash === hash ? { ...offer, ...patch } : offer)),
    },
  };
}

/**
 * The active switch (trading.md §4): flips at once, goes back when the server refuses, and shows what
 * the server answered when it accepted (an offer whose bond is insufficient stays off).
 */
export function useSetOfferStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setOfferStatus,
    onMutate: async ({ hash, type, enabled }) => {
      const key = offerManagerKeys.myOffers(type);
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<MyOffersPage>(key);
      queryClient.setQueryData<MyOffersPage>(key, (page) => patchOffer(page, hash, { isEnabled: enabled }));
      return { previous };
    },
    onError: (_error, { type }, context) => {
      queryClient.setQueryData(offerManagerKeys.myOffers(type), context?.previous);
    },
    onSuccess: (offer, { hash, type }) => {
      if (offer)
        queryClient.setQueryData<MyOffersPage>(offerManagerKeys.myOffers(type), (page) =>
          patchOffer(page, hash, offer),
        );
    },
    onSettled: (_data, _error, { type }) =>
      queryClient.invalidateQueries({ queryKey: offerManagerKeys.myOffers(type) }),
  });
}
