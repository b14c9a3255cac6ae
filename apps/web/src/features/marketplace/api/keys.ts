import type { OfferListingQueryInput } from '@p2p/shared';

/** Every marketplace query starts with this key, so a favourite toggle can refresh all of them. */
export const marketplaceQueryKey = ['marketplace'] as const;

export const marketplaceKeys = {
  offers: (query: OfferListingQueryInput) => [...marketplaceQueryKey, 'offers', query] as const,
  offer: (hash: string) => [...marketplaceQueryKey, 'offer', hash] as const,
  favorites: (page: number, type: string | undefined) =>
    [...marketplaceQueryKey, 'favorites', page, type ?? 'all'] as const,
  // Outside the marketplace key: a favourite toggle has no reason to refetch reference data.
  paymentMethods: ['marketplace-reference', 'payment-methods'] as const,
  currencies: ['marketplace-reference', 'currencies'] as const,
  countries: ['marketplace-reference', 'countries'] as const,
};
