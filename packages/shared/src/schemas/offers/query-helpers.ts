// Offers contract: helpers of the listing and view-offer queries that pages use without the query
// schemas (so without zod).

/**
 * Drops empty, null and undefined values from a query before it is sent.
 * @example compactQuery({ currency: 'USD', tags: '', page: undefined }) // { currency: 'USD' }
 */
export function compactQuery<T extends Record<string, unknown>>(query: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(query).filter(([, value]) => value !== '' && value !== null && value !== undefined),
  ) as Partial<T>;
}

export const OFFER_SOURCE_IDS = [
  'listing',
  'favorites',
  'profile',
  'recommended',
  'home',
  'search',
  'my-offers',
] as const;
export type OfferSourceId = (typeof OFFER_SOURCE_IDS)[number];
