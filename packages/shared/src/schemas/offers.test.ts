import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  activeOffersQuerySchema,
  compactQuery,
  compareDecimalStrings,
  favoriteOffersQuerySchema,
  OFFER_FEATURE_FLAGS,
  offerAmountInputSchema,
  offerCapUpdateInputSchema,
  offerFeatureFlagId,
  offerFixedPriceInputSchema,
  offerInputDefaults,
  offerInputSchema,
  offerListingQuerySchema,
  offerManualEscrowFeeInputSchema,
  offerMarginInputSchema,
  offerStatusInputSchema,
  reportOfferInputSchema,
  toggleAllOffersInputSchema,
} from './offers.js';

const valid = {
  type: 'sell',
  crypto_currency_code: 'BTC',
  fiat_currency_code: 'usd',
  payment_method_slug: 'paypal',
  margin: '2.5',
  range_min: '50',
  range_max: '500.00',
};

/** The messages of a failed parse by field path. */
function errors(schema: z.ZodType, input: unknown): Record<string, string[]> {
  const result = schema.safeParse(input);
  if (result.success) return {};
  const out: Record<string, string[]> = {};
  for (const issue of result.error.issues) (out[issue.path.join('.') || '_'] ??= []).push(issue.message);
  return out;
}

describe('offerInputSchema', () => {
  it('accepts a minimal offer and applies the defaults', () => {
    const parsed = offerInputSchema.parse(valid);
    expect(parsed).toMatchObject({
      fiat_currency_code: 'USD',
      price_type: 'margin',
      amount_type: 'min_max',
      payment_window_minutes: 30,
      offer_terms: '',
      tags: [],
      timezone: 'UTC',
      flow_type: 'default',
      section: null,
      bond_required: false,
    });
  });

  it('the editor defaults plus the required choices parse', () => {
    const parsed = offerInputSchema.safeParse({
      ...offerInputDefaults,
      payment_method_slug: 'paypal',
      range_min: '10',
      range_max: '20',
    });
    expect(parsed.success).toBe(true);
  });

  it('refuses unknown keys', () => {
    expect(errors(offerInputSchema, { ...valid, colour: 'red' })).toHaveProperty('_');
  });

  it('needs a payment method', () => {
    const { payment_method_slug: _, ...rest } = valid;
    expect(errors(offerInputSchema, rest)).toEqual({ payment_method_slug: ['Choose a payment method'] });
    expect(offerInputSchema.safeParse({ ...rest, payment_method_id: 12 }).success).toBe(true);
  });

  it('refuses a max below the min', () => {
    expect(errors(offerInputSchema, { ...valid, range_min: '500', range_max: '99.99' })).toEqual({
      range_max: ['The maximum must be at least the minimum'],
    });
    expect(offerInputSchema.safeParse({ ...valid, range_min: '100', range_max: '100.00' }).success).toBe(
      true,
    );
  });

  it('refuses zero, negative and malformed amounts', () => {
    expect(errors(offerInputSchema, { ...valid, range_min: '0' })).toHaveProperty('range_min');
    expect(errors(offerInputSchema, { ...valid, range_min: '-5' })).toHaveProperty('range_min');
    expect(errors(offerInputSchema, { ...valid, range_min: '1e3' })).toHaveProperty('range_min');
    expect(errors(offerInputSchema, { ...valid, range_max: '2000000000' })).toHaveProperty('range_max');
  });

  it('needs min and max for a range', () => {
    const { range_max: _, ...rest } = valid;
    expect(errors(offerInputSchema, rest)).toEqual({ range_max: ['Enter the maximum amount'] });
  });

  it('predefined amounts: at least one, unique, at most ten', () => {
    const base = { ...valid, amount_type: 'predefined', range_min: undefined, range_max: undefined };
    expect(errors(offerInputSchema, { ...base, predefined_amounts: [] })).toEqual({
      predefined_amounts: ['Add at least one amount'],
    });
    expect(errors(offerInputSchema, { ...base, predefined_amounts: ['10', '10.00'] })).toEqual({
      predefined_amounts: ['Each amount only once'],
    });
    const eleven = Array.from({ length: 11 }, (_, index) => String(index + 1));
    expect(errors(offerInputSchema, { ...base, predefined_amounts: eleven })).toHaveProperty(
      'predefined_amounts',
    );
    expect(errors(offerInputSchema, { ...base, predefined_amounts: ['25', '0'] })).toHaveProperty(
      'predefined_amounts.1',
    );
    expect(offerInputSchema.safeParse({ ...base, predefined_amounts: ['25', '50', '100'] }).success).toBe(
      true,
    );
  });

  it('margin within -99 % and 1000 % with two decimals', () => {
    expect(offerInputSchema.safeParse({ ...valid, margin: '-99' }).success).toBe(true);
    expect(offerInputSchema.safeParse({ ...valid, margin: '1000' }).success).toBe(true);
    expect(errors(offerInputSchema, { ...valid, margin: '-99.01' })).toEqual({
      margin: ['The margin must be between -99 % and 1000 %'],
    });
    expect(errors(offerInputSchema, { ...valid, margin: '1000.5' })).toHaveProperty('margin');
    expect(errors(offerInputSchema, { ...valid, margin: '2.555' })).toEqual({
      margin: ['Use at most two decimals'],
    });
    expect(errors(offerInputSchema, { ...valid, margin: 'abc' })).toHaveProperty('margin');
  });

  it('a fixed offer needs a positive price', () => {
    expect(errors(offerInputSchema, { ...valid, price_type: 'fixed' })).toEqual({
      fixed_price: ['Enter a price'],
    });
    expect(errors(offerInputSchema, { ...valid, price_type: 'fixed', fixed_price: '0' })).toHaveProperty(
      'fixed_price',
    );
    expect(
      offerInputSchema.safeParse({ ...valid, price_type: 'fixed', fixed_price: '95000.50' }).success,
    ).toBe(true);
  });

  it('terms and details at most 2,500 characters', () => {
    expect(offerInputSchema.safeParse({ ...valid, offer_terms: 'x'.repeat(2500) }).success).toBe(true);
    expect(errors(offerInputSchema, { ...valid, offer_terms: 'x'.repeat(2501) })).toEqual({
      offer_terms: ['Offer terms are at most 2500 characters'],
    });
    expect(errors(offerInputSchema, { ...valid, trade_details: 'x'.repeat(2501) })).toEqual({
      trade_details: ['Trade details are at most 2500 characters'],
    });
  });

  it('payment window between 15 and 180 minutes', () => {
    expect(errors(offerInputSchema, { ...valid, payment_window_minutes: 14 })).toHaveProperty(
      'payment_window_minutes',
    );
    expect(errors(offerInputSchema, { ...valid, payment_window_minutes: 181 })).toHaveProperty(
      'payment_window_minutes',
    );
    expect(errors(offerInputSchema, { ...valid, payment_window_minutes: 30.5 })).toHaveProperty(
      'payment_window_minutes',
    );
    expect(offerInputSchema.parse({ ...valid, payment_window_minutes: 90 }).payment_window_minutes).toBe(90);
  });

  it('at most three distinct tags', () => {
    expect(errors(offerInputSchema, { ...valid, tags: ['a', 'b', 'c', 'd'] })).toEqual({
      tags: ['Pick at most 3 tags'],
    });
    expect(errors(offerInputSchema, { ...valid, tags: ['a', 'a'] })).toEqual({
      tags: ['Each tag only once'],
    });
    expect(errors(offerInputSchema, { ...valid, tags: ['Cash Only'] })).toHaveProperty('tags.0');
  });

  it('BIN codes are exactly six digits', () => {
    expect(offerInputSchema.safeParse({ ...valid, bin_codes: ['411111'] }).success).toBe(true);
    expect(errors(offerInputSchema, { ...valid, bin_codes: ['41111'] })).toEqual({
      'bin_codes.0': ['A BIN code is exactly 6 digits'],
    });
    expect(errors(offerInputSchema, { ...valid, bin_codes: ['41111a'] })).toHaveProperty('bin_codes.0');
  });

  it('duty hours use HH:MM with the end after the start', () => {
    const ok = [{ day: 1, start_time: '09:00', end_time: '24:00', active: true }];
    expect(offerInputSchema.safeParse({ ...valid, duty_hours: ok }).success).toBe(true);
    expect(
      errors(offerInputSchema, { ...valid, duty_hours: [{ day: 1, start_time: '9:00', end_time: '10:00' }] }),
    ).toEqual({ 'duty_hours.0.start_time': ['Use HH:MM, e.g. 09:00'] });
    expect(
      errors(offerInputSchema, {
        ...valid,
        duty_hours: [{ day: 8, start_time: '09:00', end_time: '10:00' }],
      }),
    ).toHaveProperty('duty_hours.0.day');
    expect(
      errors(offerInputSchema, {
        ...valid,
        duty_hours: [{ day: 1, start_time: '12:00', end_time: '11:00' }],
      }),
    ).toEqual({ 'duty_hours.0.end_time': ['The end time must be after the start time'] });
  });

  it('countries: two-letter codes, not both allowed and denied', () => {
    expect(offerInputSchema.parse({ ...valid, countries_allowed: ['us'] }).countries_allowed).toEqual(['US']);
    expect(errors(offerInputSchema, { ...valid, countries_allowed: ['USA'] })).toHaveProperty(
      'countries_allowed.0',
    );
    expect(
      errors(offerInputSchema, { ...valid, countries_allowed: ['US'], countries_denied: ['us'] }),
    ).toEqual({
      countries_denied: ['A country cannot be both allowed and denied'],
    });
  });

  it('new-buyer maximum within the offer maximum', () => {
    expect(errors(offerInputSchema, { ...valid, new_buyer_max_amount: '600' })).toEqual({
      new_buyer_max_amount: ['The new-buyer maximum cannot exceed the offer maximum'],
    });
    expect(offerInputSchema.safeParse({ ...valid, new_buyer_max_amount: '100' }).success).toBe(true);
  });

  it('time zone must be a known IANA zone', () => {
    expect(offerInputSchema.parse({ ...valid, timezone: 'europe/london' }).timezone).toBe('Europe/London');
    expect(errors(offerInputSchema, { ...valid, timezone: 'EST' })).toHaveProperty('timezone');
  });

  it('offer cap at least the minimum; section and flow from their lists', () => {
    expect(errors(offerInputSchema, { ...valid, offer_cap: { amount: '10', active: true } })).toEqual({
      offer_cap: ['The offer cap must be at least the minimum amount'],
    });
    expect(
      offerInputSchema.safeParse({ ...valid, offer_cap: { amount: '1000', active: true } }).success,
    ).toBe(true);
    expect(errors(offerInputSchema, { ...valid, section: 'vip' })).toEqual({ section: ['Unknown section'] });
    // gcc-auto is an editable flow now; the server keeps it to buy offers paid with gift cards.
    expect(errors(offerInputSchema, { ...valid, type: 'buy', flow_type: 'gcc-auto' })).toEqual({});
    expect(errors(offerInputSchema, { ...valid, flow_type: 'bt-auto' })).toHaveProperty('flow_type');
  });

  it('never throws on values of the wrong type', () => {
    const bad = {
      ...valid,
      range_min: 5,
      range_max: 'x',
      countries_allowed: 'US',
      countries_denied: null,
      new_buyer_max_amount: 'lots',
      offer_cap: { amount: [], active: 'yes' },
    };
    expect(() => offerInputSchema.safeParse(bad)).not.toThrow();
    expect(Object.keys(errors(offerInputSchema, bad)).sort()).toEqual([
      'countries_allowed',
      'countries_denied',
      'new_buyer_max_amount',
      'offer_cap.active',
      'offer_cap.amount',
      'range_max',
      'range_min',
    ]);
    const predefined = { ...valid, amount_type: 'predefined', predefined_amounts: 'x' };
    expect(errors(offerInputSchema, predefined)).toHaveProperty('predefined_amounts');
  });

  it('refuses a wrong type of value with the field', () => {
    expect(errors(offerInputSchema, { ...valid, type: 'rent' })).toEqual({ type: ['Choose buy or sell'] });
    expect(errors(offerInputSchema, { ...valid, crypto_currency_code: 'XMR' })).toHaveProperty(
      'crypto_currency_code',
    );
    expect(errors(offerInputSchema, { ...valid, require_min_trades: -1 })).toHaveProperty(
      'require_min_trades',
    );
  });
});

describe('quick edit bodies', () => {
  it('status is a boolean', () => {
    expect(offerStatusInputSchema.parse({ new_status: true })).toEqual({ new_status: true });
    expect(errors(offerStatusInputSchema, { new_status: 'on' })).toHaveProperty('new_status');
    expect(toggleAllOffersInputSchema.parse({ new_status: false, type: 'buy' })).toEqual({
      new_status: false,
      type: 'buy',
    });
  });

  it('margin, fixed price and manual escrow fee', () => {
    expect(offerMarginInputSchema.parse({ new_margin: '-3.25' })).toEqual({ new_margin: '-3.25' });
    expect(errors(offerMarginInputSchema, { new_margin: '2000' })).toHaveProperty('new_margin');
    expect(errors(offerFixedPriceInputSchema, { new_fixed_price: '-1' })).toHaveProperty('new_fixed_price');
    expect(offerManualEscrowFeeInputSchema.parse({ new_manual_escrow_fee: null })).toEqual({
      new_manual_escrow_fee: null,
    });
    expect(errors(offerManualEscrowFeeInputSchema, { new_manual_escrow_fee: '10.5' })).toHaveProperty(
      'new_manual_escrow_fee',
    );
  });

  it('amount: a range or predefined amounts, not both', () => {
    expect(offerAmountInputSchema.safeParse({ range_min: '1', range_max: '2' }).success).toBe(true);
    expect(offerAmountInputSchema.safeParse({ predefined_amount: ['5', '10'] }).success).toBe(true);
    expect(errors(offerAmountInputSchema, { range_min: '5', range_max: '1' })).toEqual({
      range_max: ['The maximum must be at least the minimum'],
    });
    expect(errors(offerAmountInputSchema, {})).toHaveProperty('range_min');
    expect(errors(offerAmountInputSchema, { range_min: '1' })).toEqual({
      range_max: ['Enter the maximum amount'],
    });
    expect(
      errors(offerAmountInputSchema, { range_min: '1', range_max: '2', predefined_amount: ['1'] }),
    ).toHaveProperty('predefined_amount');
  });

  it('offer cap', () => {
    expect(offerCapUpdateInputSchema.safeParse({ offer_cap: { amount: '100', active: true } }).success).toBe(
      true,
    );
    expect(errors(offerCapUpdateInputSchema, { offer_cap: { amount: 'x', active: true } })).toHaveProperty(
      'offer_cap.amount',
    );
  });

  it('report', () => {
    expect(reportOfferInputSchema.parse({ reason: 'scam' })).toEqual({ reason: 'scam', message: '' });
    expect(errors(reportOfferInputSchema, { reason: 'boring' })).toEqual({ reason: ['Choose a reason'] });
  });
});

describe('queries', () => {
  it('listing query drops empty, null and undefined values', () => {
    expect(
      offerListingQuerySchema.parse({ type: 'buy', currency: '', tags: 'null', 'fiat-min': 'undefined' }),
    ).toEqual({ type: 'buy' });
  });

  it('fiat-min must be numeric; lists are split', () => {
    expect(errors(offerListingQuerySchema, { 'fiat-min': '12abc' })).toHaveProperty('fiat-min');
    expect(
      offerListingQuerySchema.parse({
        'fiat-min': '150.50',
        tags: 'cash-only,no-vpn',
        user_badges: 'vendor',
      }),
    ).toEqual({
      'fiat-min': '150.50',
      tags: ['cash-only', 'no-vpn'],
      user_badges: ['vendor'],
    });
  });

  it('knows the sort types and refuses unknown keys', () => {
    expect(offerListingQuerySchema.parse({ sort: 'crypto_usd_price_asc' }).sort).toBe('crypto_usd_price_asc');
    expect(errors(offerListingQuerySchema, { sort: 'cheapest' })).toHaveProperty('sort');
    expect(errors(offerListingQuerySchema, { colour: 'red' })).toHaveProperty('_');
    expect(errors(offerListingQuerySchema, { binCode: '1234' })).toHaveProperty('binCode');
  });

  it('favourites and active offers queries', () => {
    expect(favoriteOffersQuerySchema.parse({ page: '2', type: 'sell' })).toEqual({ page: 2, type: 'sell' });
    expect(errors(favoriteOffersQuerySchema, { page: '0' })).toHaveProperty('page');
    expect(activeOffersQuerySchema.parse({ offset: '10', crypto_currency_code: 'ETH' })).toEqual({
      offset: 10,
      crypto_currency_code: 'ETH',
    });
  });

  it('compactQuery drops empty values', () => {
    expect(compactQuery({ a: 'x', b: '', c: null, d: undefined, e: 0, f: false })).toEqual({
      a: 'x',
      e: 0,
      f: false,
    });
  });
});

describe('helpers', () => {
  it('feature flags are numbered 0 to 21', () => {
    expect(OFFER_FEATURE_FLAGS).toHaveLength(22);
    expect(offerFeatureFlagId('full_name_visibility')).toBe(0);
    expect(offerFeatureFlagId('offer_owner')).toBe(4);
    expect(offerFeatureFlagId('risky_payment_method')).toBe(21);
  });

  it('compareDecimalStrings compares exactly', () => {
    expect(compareDecimalStrings('10', '9.99')).toBe(1);
    expect(compareDecimalStrings('10.0', '10')).toBe(0);
    expect(compareDecimalStrings('0.1', '0.10000000000000000001')).toBe(-1);
  });
});
