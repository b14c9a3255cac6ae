// Offers contract: The offer editor's input: POST /rest/v1/my-offers and PUT /rest/v1/my-offers/{hash}.
import { z } from 'zod';
import { canonicalTimeZone } from '../../validators/timezone.js';
import { cryptoCodeSchema } from '../wallet.js';
import { CONTROL_CHARS_MESSAGE, hasNoControlChars } from '../profile.js';
import {
  OFFER_AMOUNT_TYPES,
  OFFER_EDITABLE_FLOW_TYPES,
  OFFER_LIMITS,
  OFFER_PRICE_TYPES,
  OFFER_SECTIONS,
  OFFER_TYPES,
} from './enums.js';
import { compareDecimalStrings, decimalLess, isDecimalString, normalizeDecimal } from './decimals.js';
import {
  BIN_CODE_PATTERN,
  countryIsoSchema,
  dutyHoursEntrySchema,
  fiatAmountInputSchema,
  fixedPriceInputSchema,
  marginInputSchema,
  offerCapInputSchema,
} from './fields.js';

const tagSlugSchema = z
  .string()
  .trim()
  .regex(/^[a-z0-9-]{1,64}$/, 'Tags are slugs such as cash-only');

/** The fields without cross-field rules: pick or extend this one, validate with offerInputSchema. */
export const offerInputObjectSchema = z.strictObject({
  type: z.enum(OFFER_TYPES, { error: 'Choose buy or sell' }),
  crypto_currency_code: cryptoCodeSchema,
  fiat_currency_code: z
    .string({ error: 'Choose a currency' })
    .trim()
    .regex(/^[A-Za-z]{3,5}$/, 'Use a currency code such as USD')
    .transform((value) => value.toUpperCase()),
  /** One of the two: the method's slug or its id. */
  payment_method_slug: z
    .string()
    .trim()
    .regex(/^[a-z0-9-]{1,100}$/, 'Unknown payment method')
    .optional(),
  payment_method_id: z.number().int().positive('Unknown payment method').optional(),
  price_type: z.enum(OFFER_PRICE_TYPES, { error: 'Choose margin or fixed price' }).default('margin'),
  /** Percent over the market rate; required for margin offers. */
  margin: marginInputSchema.optional(),
  /** Fiat per one coin; required for fixed-price offers. */
  fixed_price: fixedPriceInputSchema.optional(),
  amount_type: z
    .enum(OFFER_AMOUNT_TYPES, { error: 'Choose a range or predefined amounts' })
    .default('min_max'),
  range_min: fiatAmountInputSchema.optional(),
  range_max: fiatAmountInputSchema.optional(),
  predefined_amounts: z
    .array(fiatAmountInputSchema)
    .max(OFFER_LIMITS.predefinedAmountsMax, `At most ${OFFER_LIMITS.predefinedAmountsMax} amounts`)
    .optional(),
  /** A separate maximum per trade for buyers without past trades; null for none. */
  new_buyer_max_amount: fiatAmountInputSchema.nullable().optional(),
  offer_terms: z
    .string()
    .max(OFFER_LIMITS.textMax, `Offer terms are at most ${OFFER_LIMITS.textMax} characters`)
    .refine(hasNoControlChars, CONTROL_CHARS_MESSAGE)
    .default(''),
  trade_details: z
    .string()
    .max(OFFER_LIMITS.textMax, `Trade details are at most ${OFFER_LIMITS.textMax} characters`)
    .refine(hasNoControlChars, CONTROL_CHARS_MESSAGE)
    .default(''),
  tags: z
    .array(tagSlugSchema)
    .max(OFFER_LIMITS.tagsMax, `Pick at most ${OFFER_LIMITS.tagsMax} tags`)
    .refine((tags) => new Set(tags).size === tags.length, 'Each tag only once')
    .default([]),
  payment_window_minutes: z
    .number({ error: 'Enter the payment window in minutes' })
    .int('Whole minutes')
    .min(
      OFFER_LIMITS.paymentWindowMin,
      `The payment window is ${OFFER_LIMITS.paymentWindowMin} to ${OFFER_LIMITS.paymentWindowMax} minutes`,
    )
    .max(
      OFFER_LIMITS.paymentWindowMax,
      `The payment window is ${OFFER_LIMITS.paymentWindowMin} to ${OFFER_LIMITS.paymentWindowMax} minutes`,
    )
    .default(OFFER_LIMITS.paymentWindowDefault),
  require_verified_id: z.boolean().default(false),
  require_min_trades: z
    .number({ error: 'Enter a number of trades' })
    .int('Whole trades')
    .min(0, 'At least 0 trades')
    .max(
      OFFER_LIMITS.requireMinTradesMax,
      `At most ${OFFER_LIMITS.requireMinTradesMax.toLocaleString('en')} trades`,
    )
    .default(0),
  trusted_only: z.boolean().default(false),
  require_full_name: z.boolean().default(false),
  /** ISO codes; empty means every country but the denied ones. */
  countries_allowed: z
    .array(countryIsoSchema)
    .max(OFFER_LIMITS.countriesMax, 'Too many countries')
    .default([]),
  countries_denied: z
    .array(countryIsoSchema)
    .max(OFFER_LIMITS.countriesMax, 'Too many countries')
    .default([]),
  duty_hours: z
    .array(dutyHoursEntrySchema)
    .max(OFFER_LIMITS.dutyHoursMax, `At most ${OFFER_LIMITS.dutyHoursMax} duty ranges`)
    .default([]),
  timezone: z
    .string()
    .trim()
    .refine((value) => canonicalTimeZone(value) !== null, 'Pick a time zone such as Europe/London')
    .transform((value) => canonicalTimeZone(value)!)
    .default('UTC'),
  offer_cap: offerCapInputSchema.nullable().optional(),
  flow_type: z
    .enum(OFFER_EDITABLE_FLOW_TYPES, { error: 'Choose the default, lite or gcc-auto flow' })
    .default('default'),
  bin_codes: z
    .array(z.string().trim().regex(BIN_CODE_PATTERN, 'A BIN code is exactly 6 digits'))
    .max(OFFER_LIMITS.binCodesMax, `At most ${OFFER_LIMITS.binCodesMax} BIN codes`)
    .default([]),
  /** Gift-card region ids (amazonGiftCardRegions). */
  card_regions: z
    .array(z.number().int().positive('Unknown card region'))
    .max(OFFER_LIMITS.cardRegionsMax, 'Too many card regions')
    .default([]),
  bond_required: z.boolean().default(false),
  section: z.enum(OFFER_SECTIONS, { error: 'Unknown section' }).nullable().default(null),
});

function greatest(values: readonly unknown[]): string | undefined {
  return values
    .filter(isDecimalString)
    .reduce<string | undefined>(
      (top, value) => (top === undefined || compareDecimalStrings(value, top) > 0 ? value : top),
      undefined,
    );
}

function least(values: readonly unknown[]): string | undefined {
  return values
    .filter(isDecimalString)
    .reduce<string | undefined>(
      (low, value) => (low === undefined || compareDecimalStrings(value, low) < 0 ? value : low),
      undefined,
    );
}

/**
 * The editor's input with every cross-field rule; errors carry the field's snake_case path. The
 * rules read defensively: zod runs them even when a field already failed.
 */
export const offerInputSchema = offerInputObjectSchema.superRefine((input, ctx) => {
  const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
  if (input.payment_method_slug === undefined && input.payment_method_id === undefined) {
    issue('payment_method_slug', 'Choose a payment method');
  }
  if (input.price_type === 'margin' && input.margin === undefined) issue('margin', 'Enter a margin');
  if (input.price_type === 'fixed' && input.fixed_price === undefined) issue('fixed_price', 'Enter a price');
  let maxAmount: string | undefined;
  if (input.amount_type === 'min_max') {
    if (input.range_min === undefined) issue('range_min', 'Enter the minimum amount');
    if (input.range_max === undefined) issue('range_max', 'Enter the maximum amount');
    if (decimalLess(input.range_max, input.range_min)) {
      issue('range_max', 'The maximum must be at least the minimum');
    }
    maxAmount = input.range_max;
  } else if (input.amount_type === 'predefined') {
    const amounts: unknown[] = Array.isArray(input.predefined_amounts) ? input.predefined_amounts : [];
    if (amounts.length === 0) issue('predefined_amounts', 'Add at least one amount');
    const normalized = amounts.filter(isDecimalString).map(normalizeDecimal);
    if (new Set(normalized).size !== normalized.length) issue('predefined_amounts', 'Each amount only once');
    maxAmount = greatest(amounts);
  }
  if (input.new_buyer_max_amount != null && decimalLess(maxAmount, input.new_buyer_max_amount)) {
    issue('new_buyer_max_amount', 'The new-buyer maximum cannot exceed the offer maximum');
  }
  if (Array.isArray(input.countries_allowed) && Array.isArray(input.countries_denied)) {
    const denied = new Set(input.countries_denied);
    if (input.countries_allowed.some((iso) => denied.has(iso))) {
      issue('countries_denied', 'A country cannot be both allowed and denied');
    }
  }
  if (
    input.offer_cap?.active &&
    input.amount_type === 'min_max' &&
    decimalLess(input.offer_cap.amount, input.range_min)
  ) {
    issue('offer_cap', 'The offer cap must be at least the minimum amount');
  }
  if (input.offer_cap?.active && input.amount_type === 'predefined') {
    const smallest = least(Array.isArray(input.predefined_amounts) ? input.predefined_amounts : []);
    if (decimalLess(input.offer_cap.amount, smallest)) {
      issue('offer_cap', 'The offer cap must be at least the smallest predefined amount');
    }
  }
});
export type OfferInput = z.infer<typeof offerInputSchema>;
/** What the editor form holds before parsing (defaults not yet applied). */
export type OfferInputDraft = z.input<typeof offerInputSchema>;
/** PUT /rest/v1/my-offers/{hash} takes the whole offer, as the editor sends it. */
export const offerEditInputSchema = offerInputSchema;

/** The editor's starting values for a new offer. */
export const offerInputDefaults = {
  type: 'sell',
  crypto_currency_code: 'BTC',
  fiat_currency_code: 'USD',
  payment_method_slug: undefined,
  payment_method_id: undefined,
  price_type: 'margin',
  margin: '0',
  fixed_price: undefined,
  amount_type: 'min_max',
  range_min: '',
  range_max: '',
  predefined_amounts: [],
  new_buyer_max_amount: null,
  offer_terms: '',
  trade_details: '',
  tags: [],
  payment_window_minutes: OFFER_LIMITS.paymentWindowDefault,
  require_verified_id: false,
  require_min_trades: 0,
  trusted_only: false,
  require_full_name: false,
  countries_allowed: [],
  countries_denied: [],
  duty_hours: [],
  timezone: 'UTC',
  offer_cap: null,
  flow_type: 'default',
  bin_codes: [],
  card_regions: [],
  bond_required: false,
  section: null,
} as const satisfies Record<keyof OfferInput, unknown>;
