// Offers contract: Queries.
import { z } from 'zod';
import { BADGES } from '../../enums.js';
import { cryptoCodeSchema } from '../wallet.js';
import { OFFER_LIMITS, OFFER_SORT_TYPES, OFFER_TYPES } from './enums.js';
import { compareDecimalStrings, DECIMAL } from './decimals.js';
import { BIN_CODE_PATTERN, countryIsoSchema } from './fields.js';
import { OFFER_SOURCE_IDS } from './query-helpers.js';

/** Empty, null and undefined keys are dropped from query payloads (trading.md §5). */
const optionalQuery = <T extends z.ZodType>(schema: T) =>
  z.preprocess(
    (value) => (value === '' || value === 'null' || value === 'undefined' ? undefined : value),
    schema.optional(),
  );
const queryFlag = z
  .enum(['true', 'false', '1', '0'], { error: 'Use true or false' })
  .transform((value) => value === 'true' || value === '1');
/** A fiat amount in a query: a number no larger than an offer's largest amount. */
const queryFiatAmount = z
  .string()
  .regex(DECIMAL, { message: 'Must be a number, e.g. 150 or 150.50', abort: true })
  .refine(
    (value) => compareDecimalStrings(value, String(OFFER_LIMITS.fiatAmountMax)) <= 0,
    `The amount must be at most ${OFFER_LIMITS.fiatAmountMax.toLocaleString('en')}`,
  );
/** The largest id an integer column holds. */
const INT4_MAX = 2_147_483_647;
const queryId = z.coerce.number().int().positive().max(INT4_MAX, 'Unknown id');
const csvSlugs = z
  .string()
  .regex(/^[a-z0-9_-]+(,[a-z0-9_-]+)*$/, 'A comma-separated list')
  .transform((value) => value.split(','));

/**
 * GET /rest/v1/offers: every key of trading.md §7. `type` is the visitor's side: `buy` lists sell
 * offers (the visitor buys crypto), `sell` lists buy offers.
 */
export const offerListingQueryShape = {
  type: optionalQuery(z.enum(OFFER_TYPES, { error: 'Choose buy or sell' })),
  'payment-method': optionalQuery(z.string().regex(/^[a-z0-9-]{1,100}$/, 'Unknown payment method')),
  currency: optionalQuery(
    z
      .string()
      .regex(/^[A-Za-z]{3,5}$/, 'Use a currency code such as USD')
      .transform((value) => value.toUpperCase()),
  ),
  /** The amount the visitor wants to trade; only numeric values are accepted. */
  'fiat-min': optionalQuery(queryFiatAmount),
  /** A payment method group: slug or numeric id. */
  group: optionalQuery(z.string().regex(/^[a-z0-9-]{1,64}$/, 'Unknown payment method group')),
  visitor_country_iso: optionalQuery(countryIsoSchema),
  users_country_iso: optionalQuery(countryIsoSchema),
  location_id: optionalQuery(queryId),
  is_payment_method_localized: optionalQuery(queryFlag),
  crypto_currency_id: optionalQuery(queryId),
  crypto_currency_code: optionalQuery(cryptoCodeSchema),
  limit: optionalQuery(z.coerce.number().int().min(1).max(100)),
  page: optionalQuery(z.coerce.number().int().min(1).max(100_000)),
  offset: optionalQuery(z.coerce.number().int().min(0).max(1_000_000)),
  withFavorites: optionalQuery(queryFlag),
  sort: optionalQuery(z.enum(OFFER_SORT_TYPES, { error: `Sort by ${OFFER_SORT_TYPES.join(', ')}` })),
  /** Comma-separated badges. */
  user_badges: optionalQuery(
    z
      .string()
      .transform((value) => value.split(','))
      .pipe(z.array(z.enum(BADGES, { error: 'Unknown badge' }))),
  ),
  amount_range_min: optionalQuery(queryFiatAmount),
  amount_range_max: optionalQuery(queryFiatAmount),
  /** Comma-separated tag slugs. */
  tags: optionalQuery(csvSlugs),
  online_users: optionalQuery(queryFlag),
  page_id: optionalQuery(z.string().max(64)),
  binCode: optionalQuery(z.string().regex(BIN_CODE_PATTERN, 'A BIN code is exactly 6 digits')),
  cardRegion: optionalQuery(queryId),
  searchId: optionalQuery(z.string().max(64)),
  newbieOffers: optionalQuery(queryFlag),
  /** Only vendors with a verified ID. */
  isVerifiedOffers: optionalQuery(queryFlag),
  /** Only offers the visitor can start (not own, country allowed, requirements met). */
  acceptableOnly: optionalQuery(queryFlag),
};
export const offerListingQuerySchema = z.strictObject(offerListingQueryShape);
export type OfferListingQuery = z.infer<typeof offerListingQuerySchema>;
export type OfferListingQueryInput = z.input<typeof offerListingQuerySchema>;

/** GET /rest/v1/favorites/offers. */
export const favoriteOffersQueryShape = {
  page: optionalQuery(z.coerce.number().int().min(1).max(100_000)),
  type: optionalQuery(z.enum(OFFER_TYPES, { error: 'Choose buy or sell' })),
  sort: optionalQuery(z.enum(OFFER_SORT_TYPES, { error: `Sort by ${OFFER_SORT_TYPES.join(', ')}` })),
};
export const favoriteOffersQuerySchema = z.strictObject(favoriteOffersQueryShape);
export type FavoriteOffersQuery = z.infer<typeof favoriteOffersQuerySchema>;

/** GET /rest/v1/users/{username}/active-offers. */
export const activeOffersQueryShape = {
  offset: optionalQuery(z.coerce.number().int().min(0).max(1_000_000)),
  type: optionalQuery(z.enum(OFFER_TYPES, { error: 'Choose buy or sell' })),
  crypto_currency_code: optionalQuery(cryptoCodeSchema),
  sort: optionalQuery(z.enum(OFFER_SORT_TYPES, { error: `Sort by ${OFFER_SORT_TYPES.join(', ')}` })),
};
export const activeOffersQuerySchema = z.strictObject(activeOffersQueryShape);
export type ActiveOffersQuery = z.infer<typeof activeOffersQuerySchema>;

/** GET /rest/v1/my-offers/list. */
export const myOffersQueryShape = {
  type: optionalQuery(z.enum(OFFER_TYPES, { error: 'Choose buy or sell' })),
};
export const myOffersQuerySchema = z.strictObject(myOffersQueryShape);

/** /offer/{offerId}: fiat-min only if numeric, sourceId only from this set (trading.md §2). */
export const viewOfferQueryShape = {
  'fiat-min': optionalQuery(queryFiatAmount).catch(undefined),
  sourceId: optionalQuery(z.enum(OFFER_SOURCE_IDS)).catch(undefined),
};
