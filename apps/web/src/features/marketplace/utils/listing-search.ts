import { PAYMENT_METHOD_GROUPS, ALL_PAYMENT_METHODS_SLUG, type OfferListingQueryInput } from '@p2p/shared';
import { coinByUrlParam, type ListingFilters, type Market } from './listing-url';

/** Offers per listing page. */
export const LISTING_PAGE_SIZE = 20;

/** The path's slug may be a payment method, a payment-method group, or every method. */
export function isGroupSlug(slug: string): boolean {
  return PAYMENT_METHOD_GROUPS.some((group) => group.slug === slug);
}

/**
 * The GET /rest/v1/offers query of a listing page: the path's market and slug plus the URL's
 * filters under the API's key names. Empty values stay undefined and are dropped when sent.
 */
export function listingSearchQuery(
  market: Market,
  slug: string,
  filters: ListingFilters,
): OfferListingQueryInput {
  const bySlugGroup = slug !== ALL_PAYMENT_METHODS_SLUG && isGroupSlug(slug);
  const byMethod = slug !== ALL_PAYMENT_METHODS_SLUG && !bySlugGroup;
  return {
    type: market.pageType,
    crypto_currency_code: coinByUrlParam(market.crypto)?.code,
    'payment-method': byMethod ? slug : undefined,
    group: bySlugGroup ? slug : byMethod ? undefined : filters.group,
    currency: filters.currencyCode,
    'fiat-min': filters.fiatMin,
    visitor_country_iso: filters.countryIso,
    users_country_iso: filters.usersCountryIso,
    online_users: filters.onlineUsers ? 'true' : undefined,
    isVerifiedOffers: filters.isVerifiedOffers ? 'true' : undefined,
    acceptableOnly: filters.acceptableOnly ? 'true' : undefined,
    tags: filters.tags.length ? filters.tags.join(',') : undefined,
    binCode: filters.binCode,
    cardRegion: filters.cardRegion,
    page_id: filters.pageId,
    sort: filters.sortType === 'default' ? undefined : filters.sortType,
    limit: LISTING_PAGE_SIZE,
    page: filters.page,
  } as OfferListingQueryInput;
}
