// CONTRACT READY
// Contracts of the offers module (trading.md §3, §5, §7, §9): the offer editor's input, the offer
// views (view offer, listing card, my offers), quick edits, the listing and list queries.
import { z } from 'zod';
import { BADGES } from '../enums.js';
import { LIST_PAGE_SIZE } from '../constants.js';
import { canonicalTimeZone } from '../validators/timezone.js';
import { cryptoCodeSchema } from './wallet.js';
import { CONTROL_CHARS_MESSAGE, hasNoControlChars } from './profile.js';

// ---------------------------------------------------------------------------------------------------
// Enumerations and limits

export const OFFER_TYPES = ['buy', 'sell'] as const;
export type OfferType = (typeof OFFER_TYPES)[number];
export const OFFER_PRICE_TYPES = ['margin', 'fixed'] as const;
export type OfferPriceType = (typeof OFFER_PRICE_TYPES)[number];
export const OFFER_AMOUNT_TYPES = ['min_max', 'predefined'] as const;
export type OfferAmountType = (typeof OFFER_AMOUNT_TYPES)[number];
export const OFFER_FLOW_TYPES = ['default', 'gcc-auto', 'lite', 'bt-auto'] as const;
export type OfferFlowType = (typeof OFFER_FLOW_TYPES)[number];
/** The flow types an owner may pick in the editor; the automated ones are set by the platform. */
export const OFFER_EDITABLE_FLOW_TYPES = ['default', 'lite'] as const;
export const OFFER_SECTIONS = ['otc', 'silent-pool', 'gift-cards'] as const;
export type OfferSection = (typeof OFFER_SECTIONS)[number];
export const OFFER_CHANGE_REASONS = ['offer_margin_changed', 'offer_changed'] as const;
export type OfferChangeReason = (typeof OFFER_CHANGE_REASONS)[number];
export const OFFER_MODERATION_STATUSES = ['approved', 'rejected', 'no appeal', 'appealed'] as const;
/** The spec's sort types (trading.md §9). */
export const OFFER_SORT_TYPES = [
  'default',
  'crypto_usd_price_desc',
  'crypto_usd_price_asc',
  'release_time_asc',
  'release_time_desc',
] as const;
export type OfferSortType = (typeof OFFER_SORT_TYPES)[number];
/** An offer as its owner sees it in my offers and on listing cards. */
export const OFFER_STATUSES = ['active', 'inactive', 'blocked', 'penalized'] as const;
export type OfferStatus = (typeof OFFER_STATUSES)[number];
export const OFFER_REPORT_REASONS = [
  'scam',
  'misleading_terms',
  'wrong_price',
  'offensive',
  'off_platform',
  'other',
] as const;
export type OfferReportReason = (typeof OFFER_REPORT_REASONS)[number];
/** Per-offer error areas of my offers (trading.md §8); the server puts them as keys of error.details. */
export const OFFER_ERROR_AREAS = ['general', 'margin', 'fixedPrice', 'limits'] as const;
export type OfferErrorArea = (typeof OFFER_ERROR_AREAS)[number];

/**
 * The spec's offer feature flags, numeric 0 to 21: the index in this array is the number. The view
 * offer answer lists the names of the flags that apply; the web shows a reason per name.
 */
export const OFFER_FEATURE_FLAGS = [
  'full_name_visibility', // 0
  'max_trades_limit', // 1
  'trade_errors', // 2
  'flash_messages', // 3
  'offer_owner', // 4
  'opponent_is_blocked', // 5
  'negative_balance', // 6
  'critical_margin', // 7
  'delayed_escrow', // 8
  'id_verification', // 9
  'currency_not_match_country', // 10
  'minimum_required_trades', // 11
  'trusted_user', // 12
  'not_available_in_your_country', // 13
  'bond_required', // 14
  'offer_is_blocked', // 15
  'offer_not_active', // 16
  'user_restricted', // 17
  'owner_not_id_verified', // 18
  'discounted_escrow_fee', // 19
  'anonymous_user_restricted', // 20
  'risky_payment_method', // 21
] as const;
export type OfferFeatureFlag = (typeof OFFER_FEATURE_FLAGS)[number];
/** The number of a feature flag, e.g. offerFeatureFlagId('offer_owner') === 4. */
export function offerFeatureFlagId(name: OfferFeatureFlag): number {
  return OFFER_FEATURE_FLAGS.indexOf(name);
}
/** Flags that stop the visitor from starting a trade (the others are informative). */
export const OFFER_BLOCKING_FEATURE_FLAGS: readonly OfferFeatureFlag[] = [
  'offer_owner',
  'opponent_is_blocked',
  'id_verification',
  'minimum_required_trades',
  'trusted_user',
  'not_available_in_your_country',
  'offer_is_blocked',
  'offer_not_active',
  'user_restricted',
  'anonymous_user_restricted',
  'full_name_visibility',
];

export const OFFER_LIMITS = {
  /** Percent, as the editor shows it. */
  marginMin: -99,
  marginMax: 1000,
  /** A margin carries at most two decimals: it is stored in basis points. */
  marginDecimals: 2,
  paymentWindowMin: 15,
  paymentWindowMax: 180,
  paymentWindowDefault: 30,
  textMax: 2500,
  tagsMax: 3,
  predefinedAmountsMax: 10,
  /** The largest fiat amount of an offer, in whole currency units. */
  fiatAmountMax: 1_000_000_000,
  requireMinTradesMax: 100_000,
  countriesMax: 250,
  binCodesMax: 50,
  cardRegionsMax: 50,
  dutyHoursMax: 28,
  /** Manual escrow fee bounds, percent (staff only). */
  manualEscrowFeeMin: 0,
  manualEscrowFeeMax: 10,
  reportMessageMax: 1000,
} as const;

// ---------------------------------------------------------------------------------------------------
// Field schemas

const DECIMAL = /^\d+(\.\d+)?$/;
const SIGNED_DECIMAL = /^-?\d+(\.\d+)?$/;
/** The spec's "digits-only pattern": a BIN code is the first six digits of a card. */
export const BIN_CODE_PATTERN = /^\d{6}$/;
export const DUTY_TIME_PATTERN = /^(?:[01]\d|2[0-3]):[0-5]\d$/;
/** End of a duty range: HH:MM or 24:00 for the end of the day. */
export const DUTY_END_TIME_PATTERN = /^(?:(?:[01]\d|2[0-3]):[0-5]\d|24:00)$/;

/** A non-negative decimal string such as "150" or "150.50". */
export function isDecimalString(value: unknown): value is string {
  return typeof value === 'string' && DECIMAL.test(value);
}

/**
 * Compares two non-negative decimal strings exactly (no floats); a RangeError for anything else.
 * @example compareDecimalStrings('10', '9.99') // 1
 */
export function compareDecimalStrings(a: string, b: string): -1 | 0 | 1 {
  if (!isDecimalString(a) || !isDecimalString(b)) throw new RangeError(`Not decimals: ${a}, ${b}`);
  const [aw = '0', af = ''] = a.split('.');
  const [bw = '0', bf = ''] = b.split('.');
  const width = Math.max(af.length, bf.length);
  const x = BigInt(aw + af.padEnd(width, '0'));
  const y = BigInt(bw + bf.padEnd(width, '0'));
  return x === y ? 0 : x < y ? -1 : 1;
}

/** Both decimal strings and a < b: the cross-field rules only compare values that parsed. */
function decimalLess(a: unknown, b: unknown): boolean {
  return isDecimalString(a) && isDecimalString(b) && compareDecimalStrings(a, b) < 0;
}

/** "010.500" → "10.5": equal amounts look equal. */
function normalizeDecimal(value: string): string {
  const [whole = '0', fraction = ''] = value.split('.');
  const trimmedWhole = whole.replace(/^0+(?=\d)/, '');
  const trimmedFraction = fraction.replace(/0+$/, '');
  return trimmedFraction ? `${trimmedWhole}.${trimmedFraction}` : trimmedWhole;
}

function isPositiveDecimal(value: string): boolean {
  return DECIMAL.test(value) && /[1-9]/.test(value);
}

/** A positive fiat amount as typed ("150.00"); the server checks the currency's decimals. */
export const fiatAmountInputSchema = z
  .string({ error: 'Enter an amount' })
  .trim()
  .regex(DECIMAL, { message: 'Use digits with an optional dot, e.g. 150.00', abort: true })
  .refine(isPositiveDecimal, { message: 'The amount must be greater than zero', abort: true })
  .refine(
    (value) => compareDecimalStrings(value, String(OFFER_LIMITS.fiatAmountMax)) <= 0,
    `The amount must be at most ${OFFER_LIMITS.fiatAmountMax.toLocaleString('en')}`,
  );

/** A margin in percent with at most two decimals, within the platform's bounds. */
export const marginInputSchema = z
  .string({ error: 'Enter a margin' })
  .trim()
  .regex(SIGNED_DECIMAL, { message: 'Enter the margin as a percentage, e.g. 2.5 or -1', abort: true })
  .refine(
    (value) => (value.split('.')[1] ?? '').length <= OFFER_LIMITS.marginDecimals,
    'Use at most two decimals',
  )
  .refine((value) => {
    const negative = value.startsWith('-');
    const magnitude = negative ? value.slice(1) : value;
    return negative
      ? compareDecimalStrings(magnitude, String(-OFFER_LIMITS.marginMin)) <= 0
      : compareDecimalStrings(magnitude, String(OFFER_LIMITS.marginMax)) <= 0;
  }, `The margin must be between ${OFFER_LIMITS.marginMin} % and ${OFFER_LIMITS.marginMax} %`);

/** A price in fiat per one coin ("95000.00"); the server checks the currency's decimals. */
export const fixedPriceInputSchema = z
  .string({ error: 'Enter a price' })
  .trim()
  .regex(DECIMAL, { message: 'Enter the price as a number, e.g. 95000.00', abort: true })
  .refine(isPositiveDecimal, 'The price must be greater than zero')
  .refine((value) => (value.split('.')[0] ?? '').length <= 15, 'The price is too large');

export const manualEscrowFeeInputSchema = z
  .string({ error: 'Enter a fee' })
  .trim()
  .regex(DECIMAL, { message: 'Enter the fee as a percentage, e.g. 1 or 0.5', abort: true })
  .refine((value) => (value.split('.')[1] ?? '').length <= 2, 'Use at most two decimals')
  .refine(
    (value) => compareDecimalStrings(value, String(OFFER_LIMITS.manualEscrowFeeMax)) <= 0,
    `The fee must be between ${OFFER_LIMITS.manualEscrowFeeMin} % and ${OFFER_LIMITS.manualEscrowFeeMax} %`,
  );

const countryIsoSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z]{2}$/, 'Use two-letter country codes, e.g. US')
  .transform((value) => value.toUpperCase());

export const dutyHoursEntrySchema = z
  .strictObject({
    day: z
      .number({ error: 'Pick a day' })
      .int('The day is a number from 1 (Monday) to 7 (Sunday)')
      .min(1, 'The day is a number from 1 (Monday) to 7 (Sunday)')
      .max(7, 'The day is a number from 1 (Monday) to 7 (Sunday)'),
    start_time: z.string().regex(DUTY_TIME_PATTERN, 'Use HH:MM, e.g. 09:00'),
    end_time: z.string().regex(DUTY_END_TIME_PATTERN, 'Use HH:MM, e.g. 18:00 (24:00 for midnight)'),
    active: z.boolean().default(true),
  })
  .refine(
    (entry) =>
      !DUTY_TIME_PATTERN.test(entry.start_time) ||
      !DUTY_END_TIME_PATTERN.test(entry.end_time) ||
      entry.end_time > entry.start_time,
    {
      message: 'The end time must be after the start time',
      path: ['end_time'],
    },
  );
export type DutyHoursEntry = z.infer<typeof dutyHoursEntrySchema>;

export const offerCapInputSchema = z.strictObject({
  amount: fiatAmountInputSchema,
  active: z.boolean().default(true),
});

// ---------------------------------------------------------------------------------------------------
// The offer editor's input: POST /rest/v1/my-offers and PUT /rest/v1/my-offers/{hash}

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
    .enum(OFFER_EDITABLE_FLOW_TYPES, { error: 'Choose the default or the lite flow' })
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

// ---------------------------------------------------------------------------------------------------
// Quick edits and other bodies

/** PUT /rest/v1/my-offers/{hash}/status and POST /offer-manager/toggle-all-offers-state. */
export const offerStatusInputSchema = z.strictObject({
  new_status: z.boolean({ error: 'new_status is true (on) or false (off)' }),
});
export type OfferStatusInput = z.infer<typeof offerStatusInputSchema>;
export const toggleAllOffersInputSchema = z.strictObject({
  new_status: z.boolean({ error: 'new_status is true (on) or false (off)' }),
  /** Only this side; both when absent. */
  type: z.enum(OFFER_TYPES, { error: 'Choose buy or sell' }).optional(),
});
export type ToggleAllOffersInput = z.infer<typeof toggleAllOffersInputSchema>;
export const offerMarginInputSchema = z.strictObject({ new_margin: marginInputSchema });
export type OfferMarginInput = z.infer<typeof offerMarginInputSchema>;
export const offerFixedPriceInputSchema = z.strictObject({ new_fixed_price: fixedPriceInputSchema });
export type OfferFixedPriceInput = z.infer<typeof offerFixedPriceInputSchema>;
/** PUT .../amount: a range, or the list of predefined amounts. */
export const offerAmountInputSchema = z
  .strictObject({
    range_min: fiatAmountInputSchema.optional(),
    range_max: fiatAmountInputSchema.optional(),
    predefined_amount: z
      .array(fiatAmountInputSchema)
      .min(1, 'Add at least one amount')
      .max(OFFER_LIMITS.predefinedAmountsMax, `At most ${OFFER_LIMITS.predefinedAmountsMax} amounts`)
      .optional(),
  })
  .superRefine((input, ctx) => {
    const hasRange = input.range_min !== undefined || input.range_max !== undefined;
    if (hasRange && input.predefined_amount !== undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['predefined_amount'],
        message: 'Send a range or amounts, not both',
      });
      return;
    }
    if (!hasRange && input.predefined_amount === undefined) {
      ctx.addIssue({ code: 'custom', path: ['range_min'], message: 'Enter the minimum and maximum amounts' });
      return;
    }
    if (hasRange) {
      if (input.range_min === undefined) {
        ctx.addIssue({ code: 'custom', path: ['range_min'], message: 'Enter the minimum amount' });
      } else if (input.range_max === undefined) {
        ctx.addIssue({ code: 'custom', path: ['range_max'], message: 'Enter the maximum amount' });
      } else if (decimalLess(input.range_max, input.range_min)) {
        ctx.addIssue({
          code: 'custom',
          path: ['range_max'],
          message: 'The maximum must be at least the minimum',
        });
      }
    }
  });
export type OfferAmountInput = z.infer<typeof offerAmountInputSchema>;
export const offerManualEscrowFeeInputSchema = z.strictObject({
  /** Percent; null removes the manual fee. */
  new_manual_escrow_fee: manualEscrowFeeInputSchema.nullable(),
});
export type OfferManualEscrowFeeInput = z.infer<typeof offerManualEscrowFeeInputSchema>;
/** POST /rest/v1/offers/{id}/offer-cap. */
export const offerCapUpdateInputSchema = z
  .strictObject({
    range_min: fiatAmountInputSchema.optional(),
    range_max: fiatAmountInputSchema.optional(),
    predefined_amount: z
      .array(fiatAmountInputSchema)
      .min(1, 'Enter at least one amount')
      .max(OFFER_LIMITS.predefinedAmountsMax)
      .optional(),
    offer_cap: offerCapInputSchema,
  })
  .superRefine((input, ctx) => {
    if (decimalLess(input.range_max, input.range_min)) {
      ctx.addIssue({
        code: 'custom',
        path: ['range_max'],
        message: 'The maximum must be at least the minimum',
      });
    }
  });
export type OfferCapUpdateInput = z.infer<typeof offerCapUpdateInputSchema>;

/** Report an offer to the moderators. */
export const reportOfferInputSchema = z.strictObject({
  reason: z.enum(OFFER_REPORT_REASONS, { error: 'Choose a reason' }),
  message: z
    .string()
    .trim()
    .max(OFFER_LIMITS.reportMessageMax, `At most ${OFFER_LIMITS.reportMessageMax} characters`)
    .refine(hasNoControlChars, CONTROL_CHARS_MESSAGE)
    .default(''),
});
export type ReportOfferInput = z.infer<typeof reportOfferInputSchema>;

// ---------------------------------------------------------------------------------------------------
// Queries

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
 * Drops empty, null and undefined values from a query before it is sent.
 * @example compactQuery({ currency: 'USD', tags: '', page: undefined }) // { currency: 'USD' }
 */
export function compactQuery<T extends Record<string, unknown>>(query: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(query).filter(([, value]) => value !== '' && value !== null && value !== undefined),
  ) as Partial<T>;
}

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
export const viewOfferQueryShape = {
  'fiat-min': optionalQuery(queryFiatAmount).catch(undefined),
  sourceId: optionalQuery(z.enum(OFFER_SOURCE_IDS)).catch(undefined),
};

// ---------------------------------------------------------------------------------------------------
// Views (answers; camelCase as every answer)

const decimal = z.string().describe('A decimal number as a string');

export const offerPaymentMethodRefSchema = z.object({
  id: z.number().int(),
  groupId: z.number().int(),
  name: z.string(),
  slug: z.string(),
  isBinCodeEnabled: z.boolean(),
});
export const offerTagRefSchema = z.object({ id: z.number().int(), slug: z.string(), name: z.string() });
export type OfferTagRef = z.infer<typeof offerTagRefSchema>;

/** A merged duty range: one or two per day (duty-hours.ts). */
export const dutyRangeSchema = z.object({
  day: z.number().int(),
  startTime: z.string(),
  endTime: z.string(),
  active: z.boolean(),
});
export type DutyRange = z.infer<typeof dutyRangeSchema>;

export const offerCapViewSchema = z.object({
  /** Fiat. Used = initialValue − remainingValue. */
  initialValue: decimal,
  remainingValue: decimal,
  active: z.boolean(),
});
export type OfferCapView = z.infer<typeof offerCapViewSchema>;

/** The owner as a listing card and the view offer page show them. */
export const offerOwnerSchema = z.object({
  username: z.string(),
  avatarUrl: z.string().nullable(),
  /** online, recently (seen within the hour) or offline. */
  status: z.enum(['online', 'recently', 'offline']),
  lastSeenAt: z.string().nullable(),
  feedback: z.object({ positive: z.number().int(), negative: z.number().int() }),
  badge: z.enum(BADGES),
  monthlyTradeStats: z.object({ trades: z.number().int(), partners: z.number().int() }),
  country: z.object({ iso: z.string().nullable(), name: z.string() }).nullable(),
  verifiedId: z.boolean(),
  completedTrades: z.number().int(),
});
export type OfferOwner = z.infer<typeof offerOwnerSchema>;

export const offerLocationSchema = z.object({
  city: z.string().nullable(),
  subdivision: z.string().nullable(),
  country: z.string().nullable(),
});

export const offerCashbackSchema = z.object({
  withCashback: z.boolean(),
  cashbackPercent: decimal,
  cashbackMaxValue: decimal,
});

/** The spec's "Offer listing card". */
export const offerListingCardSchema = z.object({
  offerHash: z.string(),
  type: z.enum(OFFER_TYPES),
  status: z.enum(OFFER_STATUSES),
  owner: offerOwnerSchema,
  paymentMethod: offerPaymentMethodRefSchema,
  cryptoCurrencyCode: cryptoCodeSchema,
  fiatCurrencyCode: z.string(),
  priceType: z.enum(OFFER_PRICE_TYPES),
  /** Percent ("2.5"); for fixed offers the margin the fixed price is at over the market now. */
  margin: decimal,
  /** Live price, fiat per one coin, in the fiat's digits. */
  fiatPricePerCrypto: decimal,
  /** The live price in USD per coin (the sort key of crypto_usd_price_*). */
  usdPricePerCrypto: decimal,
  amountType: z.enum(OFFER_AMOUNT_TYPES),
  fiatLimitMin: decimal,
  fiatLimitMax: decimal,
  predefinedAmounts: z.array(decimal),
  tags: z.array(offerTagRefSchema),
  location: offerLocationSchema,
  paymentWindowMinutes: z.number().int(),
  requireMinPastTrades: z.number().int(),
  requireVerifiedId: z.boolean(),
  requireFullNameVisibility: z.boolean(),
  trustedOnly: z.boolean(),
  cashback: offerCashbackSchema,
  isFeatured: z.boolean(),
  isStickied: z.boolean(),
  isBlocked: z.boolean(),
  /** The visitor's favourite (false for guests). */
  isFavorite: z.boolean(),
  /** False when a sell offer's owner cannot cover the minimum, or the cap is reached. */
  isAvailable: z.boolean(),
  section: z.enum(OFFER_SECTIONS).nullable(),
});
export type OfferListingCard = z.infer<typeof offerListingCardSchema>;

export const offerListingMetaSchema = z.object({
  total: z.number().int(),
  currentPage: z.number().int(),
  perPage: z.number().int(),
  lastPage: z.number().int(),
  searchId: z.string().nullable(),
});
export type OfferListingMeta = z.infer<typeof offerListingMetaSchema>;

/** The spec's "Offer (view)" with the view-offer state flags and the feature flags. */
export const offerViewSchema = z.object({
  /** The public id (the hash); the numeric row id is never published. */
  id: z.string(),
  idHashed: z.string(),
  type: z.enum(OFFER_TYPES),
  isSell: z.boolean(),
  ownerUsername: z.string(),
  owner: offerOwnerSchema,
  paymentMethod: offerPaymentMethodRefSchema,
  cryptoCurrencyId: z.number().int(),
  cryptoCurrencyCode: cryptoCodeSchema,
  fiatCurrency: z.object({
    code: z.string(),
    name: z.string(),
    precision: z.number().int(),
    rate: z.object({ usd: decimal }),
  }),
  priceType: z.enum(OFFER_PRICE_TYPES),
  margin: decimal,
  fiatPricePerCrypto: decimal,
  /** The market rate the price was computed from. */
  marketRate: decimal,
  fiatLimitMin: decimal,
  fiatLimitMax: decimal,
  amountType: z.enum(OFFER_AMOUNT_TYPES),
  predefinedAmounts: z.array(decimal),
  newBuyerMaxFiatLimit: decimal.nullable(),
  altCoin: z.object({ code: z.string(), rate: decimal, precision: z.number().int() }).nullable(),
  altCoinPricePerBtc: decimal.nullable(),
  offerTerms: z.string(),
  tradeDetails: z.string(),
  tags: z.array(offerTagRefSchema),
  timezone: z.string(),
  paymentWindowMinutes: z.number().int(),
  fees: z.object({ escrowFeePercent: decimal, isManual: z.boolean() }),
  /** The escrow fee the seller pays, percent. */
  offerFee: decimal,
  customRate: decimal.nullable(),
  isOnline: z.boolean(),
  isReachedCap: z.boolean(),
  isCapLessThanMin: z.boolean(),
  offerCap: offerCapViewSchema.nullable(),
  isAnonymousUserRestricted: z.boolean(),
  isThirdPartyTreatmentEnabled: z.boolean(),
  isGiftCodeCheckEnabled: z.boolean(),
  isBinCodeEnabled: z.boolean(),
  giftCardBinCodes: z.array(z.string()),
  amazonGiftCardRegions: z.array(z.object({ id: z.number().int(), name: z.string() })),
  /** Country ISO codes the offer is available in; empty means worldwide except countriesDenied. */
  availableIn: z.array(z.string()),
  countriesDenied: z.array(z.string()),
  buySellPagePrice: decimal,
  /**
   * The editor's input as stored (snake_case keys of offerInputSchema), for the owner only; null for
   * anyone else.
   */
  originalData: z.record(z.string(), z.unknown()).nullable(),
  flowType: z.enum(OFFER_FLOW_TYPES),
  isActive: z.boolean(),
  hasGiftCards: z.boolean(),
  section: z.enum(OFFER_SECTIONS).nullable(),
  requireVerifiedId: z.boolean(),
  requireMinPastTrades: z.number().int(),
  requireFullNameVisibility: z.boolean(),
  trustedOnly: z.boolean(),
  bondRequired: z.boolean(),
  isFeatured: z.boolean(),
  isStickied: z.boolean(),
  isBlocked: z.boolean(),
  messages: z.array(z.object({ name: z.string() })),
  termUntilOnlineMessage: z.string().nullable(),
  // View-offer state flags (for the visitor)
  isNewBuyer: z.boolean(),
  isTrustedUser: z.boolean(),
  isGrayCountry: z.boolean(),
  isFavorite: z.boolean(),
  isAvailableForCountry: z.boolean(),
  discountedEscrowFee: decimal.nullable(),
  dutyHours: z.array(dutyRangeSchema),
  dutyHoursTimezone: z.string(),
  isMaxTradeLimitUserIDNotVerified: z.boolean(),
  isOfacWarningPopupAccepted: z.boolean(),
  isDeferredEscrow: z.boolean(),
  reasonForChangeOffer: z.enum(OFFER_CHANGE_REASONS).nullable(),
  payerName: z.string().nullable(),
  ownerBankAccountIds: z.array(z.number().int()),
  recipientBankAccountIds: z.array(z.number().int()),
  sourceId: z.enum(OFFER_SOURCE_IDS).nullable(),
  /** The feature flags that apply to this visitor, by name (index in OFFER_FEATURE_FLAGS = number). */
  featureFlags: z.array(z.enum(OFFER_FEATURE_FLAGS)),
  /** True when no blocking feature flag applies. */
  canTrade: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type OfferView = z.infer<typeof offerViewSchema>;

/** GET /rest/v1/my-offers/{id}/pinned-info: how the offer is promoted. */
export const offerPinnedInfoSchema = z.object({
  offerHash: z.string(),
  isFeatured: z.boolean(),
  isStickied: z.boolean(),
  isPinned: z.boolean(),
  /** Where the offer would sit on the first page of its listing now (1-based), null when not listed. */
  listingPosition: z.number().int().nullable(),
  promoteAvailable: z.number().int(),
});
export type OfferPinnedInfo = z.infer<typeof offerPinnedInfoSchema>;

/** One row of my offers. */
export const myOfferSchema = z.object({
  idHashed: z.string(),
  hash: z.string(),
  type: z.enum(OFFER_TYPES),
  status: z.enum(OFFER_STATUSES),
  /** The owner's switch. */
  isEnabled: z.boolean(),
  /** Enabled, not blocked, not penalized, bond covered: listed. */
  isActive: z.boolean(),
  isBlocked: z.boolean(),
  penaltyUntil: z.string().nullable(),
  depositInfo: z.object({
    bondRequired: z.boolean(),
    isBondInsufficient: z.boolean(),
    bondAmount: decimal,
    bondBalance: decimal,
    cryptoCurrencyCode: cryptoCodeSchema,
  }),
  bankAccounts: z.array(z.number().int()),
  isFavorite: z.boolean(),
  paymentMethod: offerPaymentMethodRefSchema,
  cryptoCurrencyCode: cryptoCodeSchema,
  fiatCurrencyCode: z.string(),
  fiatPrecision: z.number().int(),
  /** Live price, fiat per coin. */
  rate: decimal,
  priceType: z.enum(OFFER_PRICE_TYPES),
  margin: decimal,
  fixedPrice: decimal.nullable(),
  amountType: z.enum(OFFER_AMOUNT_TYPES),
  rangeMin: decimal,
  rangeMax: decimal,
  predefinedAmounts: z.array(decimal),
  offerCap: offerCapViewSchema.nullable(),
  /** Percent, null when the platform's default applies. */
  manualEscrowFee: decimal.nullable(),
  tags: z.array(offerTagRefSchema),
  pinnedInfo: offerPinnedInfoSchema,
  flowType: z.enum(OFFER_FLOW_TYPES),
  section: z.enum(OFFER_SECTIONS).nullable(),
  paymentWindowMinutes: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type MyOffer = z.infer<typeof myOfferSchema>;

const errorsByHash = z.record(z.string(), z.array(z.string()));

/** GET /rest/v1/my-offers/list data. */
export const myOffersListSchema = z.object({
  offers: z.array(myOfferSchema),
  counts: z.object({ buy: z.number().int(), sell: z.number().int() }),
  messages: z.array(z.object({ name: z.string(), text: z.string() })),
  promoteTotal: z.number().int(),
  promoteAvailable: z.number().int(),
  userPerks: z.array(z.object({ paymentMethodId: z.number().int(), discountedEscrowFee: decimal })),
  depositData: z.object({
    /** What to deposit to cover the bonds of bond-requiring offers; null when covered. */
    makeDeposit: z.object({ currencyCode: cryptoCodeSchema, missingAmount: decimal }).nullable(),
    isDepositEnabled: z.boolean(),
    isWithdrawEnabled: z.boolean(),
  }),
  offerErrors: errorsByHash,
  marginErrors: errorsByHash,
  fixedPriceErrors: errorsByHash,
  limitsErrors: errorsByHash,
});
export type MyOffersList = z.infer<typeof myOffersListSchema>;
export const myOffersListMetaSchema = z.object({
  isNotSellActiveOffers: z.boolean(),
  isNotBuyActiveOffers: z.boolean(),
});
export type MyOffersListMeta = z.infer<typeof myOffersListMetaSchema>;

/** Answer of create and edit. */
export const offerSavedSchema = z.object({ hash: z.string(), idHashed: z.string(), offer: myOfferSchema });
export type OfferSaved = z.infer<typeof offerSavedSchema>;

/**
 * GET /rest/v1/my-offers/{hash}: the owner's offer with the editor's input as stored, to prefill the
 * editor (the full and the lite one).
 */
export const myOfferEditSchema = z.object({
  hash: z.string(),
  offer: myOfferSchema,
  /** The body of offerInputSchema (snake_case keys), ready to edit and send back with PUT. */
  input: z.record(z.string(), z.unknown()),
});
export type MyOfferEdit = Omit<z.infer<typeof myOfferEditSchema>, 'input'> & { input: OfferInput };

/** Answer of toggle-all. */
export const toggleAllOffersResultSchema = z.object({
  changed: z.array(z.string()),
  /** Offers that stayed off, by hash, with the reason. */
  refused: z.record(z.string(), z.array(z.string())),
});
export type ToggleAllOffersResult = z.infer<typeof toggleAllOffersResultSchema>;

export const reportOfferResultSchema = z.object({ reported: z.literal(true), offerHash: z.string() });

export const favoriteToggleResultSchema = z.object({ offerHash: z.string(), isFavorite: z.boolean() });

export const favoriteOffersMetaSchema = offerListingMetaSchema.omit({ searchId: true });
export const FAVORITE_OFFERS_PAGE_SIZE = LIST_PAGE_SIZE;

/** Offer report states: open until a moderator dismisses it or acts on it. */
export const OFFER_REPORT_STATUSES = ['open', 'dismissed', 'actioned'] as const;

/** A report as the moderators' queue lists it (GET /rest/v1/admin/offer-reports). */
export const offerReportSchema = z.object({
  id: z.number().int(),
  offerHash: z.string(),
  offerType: z.enum(OFFER_TYPES),
  offerIsBlocked: z.boolean(),
  offerIsFeatured: z.boolean(),
  ownerUsername: z.string(),
  reporterUsername: z.string(),
  reason: z.enum(OFFER_REPORT_REASONS),
  message: z.string(),
  status: z.enum(OFFER_REPORT_STATUSES),
  createdAt: z.string(),
  resolvedAt: z.string().nullable(),
  resolvedBy: z.string().nullable(),
});
export type OfferReport = z.infer<typeof offerReportSchema>;
