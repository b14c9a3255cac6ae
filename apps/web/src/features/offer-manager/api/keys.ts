import type { OfferType } from '@p2p/shared';

export const MY_OFFERS_PATH = '/rest/v1/my-offers';

/** Every query of the offer manager starts with this key, so one invalidation refreshes my offers. */
export const offerManagerQueryKey = ['offer-manager'] as const;

export const offerManagerKeys = {
  myOffers: (type: OfferType) => [...offerManagerQueryKey, 'my-offers', type] as const,
  myOffersAll: [...offerManagerQueryKey, 'my-offers'] as const,
  offer: (hash: string) => [...offerManagerQueryKey, 'offer', hash] as const,
  pinnedInfo: (hash: string) => [...offerManagerQueryKey, 'pinned-info', hash] as const,
};

/** Reference data barely changes while a page is open. */
export const REFERENCE_STALE_MS = 10 * 60_000;
/** The live price preview follows the rates service this often. */
export const RATES_REFETCH_MS = 30_000;
