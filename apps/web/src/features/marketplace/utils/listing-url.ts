import {
  ALL_PAYMENT_METHODS_SLUG,
  CRYPTO_CURRENCIES,
  DEFAULT_FIAT_CURRENCY_CODE,
  OFFER_SORT_TYPES,
  type CryptoCode,
  type OfferSortType,
} from '@p2p/shared';
import { buildQueryString, type QueryParams } from '@/lib/query-params';

/**
 * The listing pages' URLs (trading.md §2):
 *   /{locale}/trading/{pageType}-{cryptoType}/{paymentMethodSlug}?query
 *   /{locale}/{pageType}-giftcard[-for-{cryptoUrlParam}]/{paymentMethodSlug}
 *   /buy/bitcoin/{slug}  (legacy; redirected to the canonical listing)
 * Paths here are unprefixed: `localizePath` adds the locale (none for en).
 */

export const PAGE_TYPES = ['buy', 'sell'] as const;
/** The visitor's side: on a "buy" page the visitor buys crypto, so vendors' sell offers are listed. */
export type PageType = (typeof PAGE_TYPES)[number];

export type CryptoUrlParam = (typeof CRYPTO_CURRENCIES)[number]['urlParam'];
export const CRYPTO_URL_PARAMS = CRYPTO_CURRENCIES.map((coin) => coin.urlParam) as CryptoUrlParam[];
/** The default coin (BTC) is left out of the gift-card listing's path. */
export const DEFAULT_CRYPTO_URL_PARAM: CryptoUrlParam = CRYPTO_CURRENCIES[0].urlParam;

export function coinByUrlParam(urlParam: string) {
  return CRYPTO_CURRENCIES.find((coin) => coin.urlParam === urlParam);
}

export function coinByCode(code: CryptoCode) {
  return CRYPTO_CURRENCIES.find((coin) => coin.code === code)!;
}

export interface Market {
  pageType: PageType;
  crypto: CryptoUrlParam;
}

const isPageType = (value: string): value is PageType => (PAGE_TYPES as readonly string[]).includes(value);
const isCryptoUrlParam = (value: string): value is CryptoUrlParam =>
  (CRYPTO_URL_PARAMS as readonly string[]).includes(value);

/** `buy-bitcoin` → { buy, bitcoin }; anything else (`buy-doge`, `Buy-bitcoin`) → null. */
export function parseMarketSegment(segment: string): Market | null {
  const match = /^([a-z]+)-([a-z]+)$/.exec(segment);
  if (!match || !isPageType(match[1]!) || !isCryptoUrlParam(match[2]!)) return null;
  return { pageType: match[1], crypto: match[2] };
}

/** `buy-giftcard` → { buy, bitcoin }; `sell-giftcard-for-tether` → { sell, tether }; else null. */
export function parseGiftCardSegment(segment: string): Market | null {
  const match = /^([a-z]+)-giftcard(?:-for-([a-z]+))?$/.exec(segment);
  if (!match || !isPageType(match[1]!)) return null;
  const crypto = match[2] ?? DEFAULT_CRYPTO_URL_PARAM;
  // The default coin has one address only: the one without "-for-bitcoin".
  if (!isCryptoUrlParam(crypto) || match[2] === DEFAULT_CRYPTO_URL_PARAM) return null;
  return { pageType: match[1], crypto };
}

/** Every first segment the gift-card listing answers to, for the router. */
export const GIFT_CARD_SEGMENTS: readonly string[] = PAGE_TYPES.flatMap((pageType) =>
  CRYPTO_URL_PARAMS.map((crypto) => giftCardSegment({ pageType, crypto })),
);

function giftCardSegment({ pageType, crypto }: Market): string {
  return crypto === DEFAULT_CRYPTO_URL_PARAM ? `${pageType}-giftcard` : `${pageType}-giftcard-for-${crypto}`;
}

/**
 * The slug rule of `/buy/bitcoin/{slug}`: lower-cased, each run of spaces becomes one hyphen.
 * @example normalizeSlug(' PayPal  My Cash ') // 'paypal-my-cash'
 */
export function normalizeSlug(slug: string): string {
  return slug.trim().toLowerCase().replace(/\s+/g, '-');
}

/** A payment method or group slug as it may appear in a path: lower-case letters, digits, hyphens. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const SORT_TYPES = OFFER_SORT_TYPES;
export type SortType = OfferSortType;

/** The listing's filters as the URL keeps them (trading.md §2 listing query keys), plus the page. */
export interface ListingFilters {
  /** ISO 4217 code; omitted from the URL when it is the default (USD). */
  currencyCode: string;
  /** A payment-method group slug, when the path's slug is `all-payment-methods`. */
  group?: string;
  /** The amount the visitor wants to trade, a plain decimal string in the currency. */
  fiatMin?: string;
  isVerifiedOffers: boolean;
  /** Where the visitor is (the offer must be available there). */
  countryIso?: string;
  /** Where the vendors are. */
  usersCountryIso?: string;
  onlineUsers: boolean;
  pageId?: string;
  tags: string[];
  binCode?: string;
  cardRegion?: string;
  convertFromUSD: boolean;
  block?: string;
  acceptableOnly: boolean;
  sortType: SortType;
  page: number;
}

export const DEFAULT_FILTERS: ListingFilters = {
  currencyCode: DEFAULT_FIAT_CURRENCY_CODE,
  isVerifiedOffers: false,
  onlineUsers: false,
  tags: [],
  convertFromUSD: false,
  acceptableOnly: false,
  sortType: 'default',
  page: 1,
};

/**
 * How many filters narrow the listing: a payment method or group in the path, tags (one), and each
 * filter that differs from its default (the page aside).
 */
export function activeFilterCount(filters: ListingFilters, paymentMethodSlug: string): number {
  let count = paymentMethodSlug === ALL_PAYMENT_METHODS_SLUG ? 0 : 1;
  if (filters.tags.length > 0) count += 1;
  const keys = new Set([...Object.keys(filters), ...Object.keys(DEFAULT_FILTERS)]);
  keys.delete('page');
  keys.delete('tags');
  for (const key of keys) {
    if (filters[key as keyof ListingFilters] !== DEFAULT_FILTERS[key as keyof ListingFilters]) count += 1;
  }
  return count;
}

/**
 * True when the visitor has narrowed nothing: every payment method and the default filters. An
 * empty answer then means the market has no offers at all, not that filters hide them.
 */
export function isUnfilteredListing(filters: ListingFilters, paymentMethodSlug: string): boolean {
  return activeFilterCount(filters, paymentMethodSlug) === 0;
}

const ISO_COUNTRY = /^[A-Z]{2}$/;
const ISO_CURRENCY = /^[A-Z]{3}$/;
const PLAIN_DECIMAL = /^\d+(\.\d+)?$/;
const BIN_CODE = /^\d{6}$/;
const TOKEN = /^[\w-]{1,60}$/;
const CARD_REGION = /^[1-9]\d{0,8}$/;

const flag = (value: string | null) => value === '1' || value === 'true';
const matching = (value: string | null, pattern: RegExp) =>
  value !== null && pattern.test(value) ? value : undefined;

/**
 * Reads the listing's query string; a value that does not fit its key is ignored, so a hand-edited
 * URL still opens the page with the rest of its filters.
 */
export function parseListingQuery(search: URLSearchParams | string): ListingFilters {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const currency = params.get('currencyCode')?.toUpperCase() ?? null;
  const sort = params.get('sortType');
  const page = Number(params.get('page'));
  const tags = (params.get('tags') ?? '')
    .split(',')
    .map((tag) => tag.trim())
    .filter((tag) => SLUG_PATTERN.test(tag));
  return {
    currencyCode: matching(currency, ISO_CURRENCY) ?? DEFAULT_FIAT_CURRENCY_CODE,
    group: matching(params.get('group'), SLUG_PATTERN),
    fiatMin: matching(params.get('fiat-min'), PLAIN_DECIMAL),
    isVerifiedOffers: flag(params.get('isVerifiedOffers')),
    countryIso: matching(params.get('countryIso')?.toUpperCase() ?? null, ISO_COUNTRY),
    usersCountryIso: matching(params.get('usersCountryIso')?.toUpperCase() ?? null, ISO_COUNTRY),
    onlineUsers: flag(params.get('onlineUsers')),
    pageId: matching(params.get('pageId'), TOKEN),
    tags: [...new Set(tags)],
    binCode: matching(params.get('binCode'), BIN_CODE),
    cardRegion: matching(params.get('cardRegion'), CARD_REGION),
    convertFromUSD: flag(params.get('convertFromUSD')),
    block: matching(params.get('block'), TOKEN),
    acceptableOnly: flag(params.get('acceptableOnly')),
    sortType: (SORT_TYPES as readonly (string | null)[]).includes(sort) ? (sort as SortType) : 'default',
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/**
 * The query string of a listing: keys at their default (false flags, USD, default sort, page 1) and
 * empty, null or undefined ones are left out (trading.md §5).
 */
export function buildListingQuery(filters: Partial<ListingFilters>): string {
  const params: QueryParams = {
    currencyCode:
      filters.currencyCode && filters.currencyCode !== DEFAULT_FIAT_CURRENCY_CODE
        ? filters.currencyCode
        : undefined,
    group: filters.group,
    'fiat-min': filters.fiatMin,
    isVerifiedOffers: filters.isVerifiedOffers ? 1 : undefined,
    countryIso: filters.countryIso,
    usersCountryIso: filters.usersCountryIso,
    onlineUsers: filters.onlineUsers ? 1 : undefined,
    pageId: filters.pageId,
    tags: filters.tags?.length ? filters.tags.join(',') : undefined,
    binCode: filters.binCode,
    cardRegion: filters.cardRegion,
    convertFromUSD: filters.convertFromUSD ? 1 : undefined,
    block: filters.block,
    acceptableOnly: filters.acceptableOnly ? 1 : undefined,
    sortType: filters.sortType && filters.sortType !== 'default' ? filters.sortType : undefined,
    page: filters.page && filters.page > 1 ? filters.page : undefined,
  };
  return buildQueryString(params);
}

/** `/trading/buy-bitcoin/paypal?currencyCode=EUR` (unprefixed). */
export function listingPath(
  market: Market,
  paymentMethodSlug: string = ALL_PAYMENT_METHODS_SLUG,
  filters: Partial<ListingFilters> = {},
): string {
  const slug = encodeURIComponent(paymentMethodSlug);
  return `/trading/${market.pageType}-${market.crypto}/${slug}${buildListingQuery(filters)}`;
}

/** `/buy-giftcard/amazon-gift-card`, `/sell-giftcard-for-tether/steam-wallet-gift-card` (unprefixed). */
export function giftCardListingPath(
  market: Market,
  paymentMethodSlug: string,
  filters: Partial<ListingFilters> = {},
): string {
  return `/${giftCardSegment(market)}/${encodeURIComponent(paymentMethodSlug)}${buildListingQuery(filters)}`;
}
