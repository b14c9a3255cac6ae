import { z } from 'zod';
import { offerInputSchema, type OfferInput } from '@p2p/shared';
import { judged } from '../compat-judge.js';
import { flagOf, lastValue, type FormValue } from '../compat-form.js';

/**
 * The original API's offer fields and ours: offer/create and offer/update take the former and the
 * offer editor's rules (offerInputSchema) judge the result, so both APIs refuse the same offers.
 */
const FIELD_NAMES = {
  offer_type_field: 'type',
  payment_method: 'payment_method_slug',
  currency: 'fiat_currency_code',
  crypto_currency: 'crypto_currency_code',
  margin: 'margin',
  fixed_price: 'fixed_price',
  range_min: 'range_min',
  range_max: 'range_max',
  predefined_amount: 'predefined_amounts',
  payment_window: 'payment_window_minutes',
  offer_terms: 'offer_terms',
  trade_details: 'trade_details',
  tags: 'tags',
  require_verified_id: 'require_verified_id',
  require_min_past_trades: 'require_min_trades',
  flow_type: 'flow_type',
} as const satisfies Record<string, keyof OfferInput>;
type CompatOfferField = keyof typeof FIELD_NAMES;

const OURS_TO_THEIRS = new Map<string, string>(
  Object.entries(FIELD_NAMES).map(([theirs, ours]) => [ours, theirs]),
);

const formValue = z.union([z.string(), z.array(z.string())]).optional();

/** The documented offer fields, each optional at this stage (offerInputSchema decides). */
export const offerFormShape = Object.fromEntries(
  Object.keys(FIELD_NAMES).map((key) => [key, formValue]),
) as Record<CompatOfferField, typeof formValue>;

const list = (value: FormValue) =>
  (Array.isArray(value) ? value : value.split(',')).map((item) => item.trim()).filter(Boolean);
const whole = (value: FormValue) =>
  /^\d{1,9}$/.test(lastValue(value).trim()) ? Number(lastValue(value)) : lastValue(value);

/** Our editor input from the original fields (a partial one: only what was sent). */
export function toOfferInput(fields: Partial<Record<CompatOfferField, FormValue>>): Record<string, unknown> {
  const input: Record<string, unknown> = {};
  for (const [theirs, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    const ours = FIELD_NAMES[theirs as CompatOfferField];
    if (ours === 'tags' || ours === 'predefined_amounts') input[ours] = list(value);
    else if (ours === 'require_verified_id') input[ours] = flagOf(value);
    else if (ours === 'payment_window_minutes' || ours === 'require_min_trades') input[ours] = whole(value);
    else if (ours === 'crypto_currency_code' || ours === 'fiat_currency_code')
      input[ours] = lastValue(value).toUpperCase();
    else input[ours] = lastValue(value);
  }
  if (input.fixed_price !== undefined) input.price_type = 'fixed';
  else if (input.margin !== undefined) input.price_type = 'margin';
  if (input.predefined_amounts !== undefined) input.amount_type = 'predefined';
  else if (input.range_min !== undefined || input.range_max !== undefined) input.amount_type = 'min_max';
  return input;
}

/** Judges the merged input by the editor's rules; refusals name the original API's fields. */
export function validOfferInput(input: Record<string, unknown>): OfferInput {
  return judged(offerInputSchema, input, OURS_TO_THEIRS);
}
