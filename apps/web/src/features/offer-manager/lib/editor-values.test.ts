import { offerInputSchema } from '@p2p/shared';
import { describe, expect, it } from 'vitest';
import {
  newOfferValues,
  normalizeDraft,
  stepOfField,
  valuesFromOriginalData,
  type EditorValues,
} from './editor-values';
import { previewPrice } from './price-preview';

const filled = (overrides: Partial<EditorValues> = {}): EditorValues => ({
  ...newOfferValues(),
  payment_method_slug: 'paypal',
  margin: '2.5',
  range_min: '50',
  range_max: '500',
  ...overrides,
});

describe('normalizeDraft', () => {
  it('makes a complete new offer valid for the shared schema', () => {
    const parsed = offerInputSchema.safeParse(normalizeDraft(filled()));
    expect(parsed.success).toBe(true);
    expect(parsed.data).toMatchObject({
      margin: '2.5',
      range_min: '50',
      range_max: '500',
      new_buyer_max_amount: null,
    });
    expect(parsed.data).not.toHaveProperty('fixed_price');
  });

  it('drops the fields of the price and amount kinds not chosen', () => {
    const draft = normalizeDraft(
      filled({
        price_type: 'fixed',
        fixed_price: '95000',
        margin: 'oops',
        amount_type: 'predefined',
        predefined_amounts: ['10', '20'],
      }),
    );
    expect(draft).not.toHaveProperty('margin');
    expect(draft).not.toHaveProperty('range_min');
    expect(draft).not.toHaveProperty('range_max');
    expect(offerInputSchema.parse(draft)).toMatchObject({
      fixed_price: '95000',
      predefined_amounts: ['10', '20'],
    });
  });

  it('leaves empty required inputs absent, so the schema names them', () => {
    const result = offerInputSchema.safeParse(
      normalizeDraft(filled({ payment_method_slug: '', margin: '', range_max: '  ' })),
    );
    expect(result.success).toBe(false);
    const paths = result.error!.issues.map((issue) => issue.path.join('.'));
    expect(paths).toEqual(expect.arrayContaining(['payment_method_slug', 'margin', 'range_max']));
  });

  it('keeps the cross-field rules: maximum below minimum, new-buyer maximum above the maximum', () => {
    const result = offerInputSchema.safeParse(
      normalizeDraft(filled({ range_min: '100', range_max: '50', new_buyer_max_amount: '20' })),
    );
    expect(result.error!.issues.find((issue) => issue.path[0] === 'range_max')?.message).toBe(
      'The maximum must be at least the minimum',
    );
    const tooHigh = offerInputSchema.safeParse(normalizeDraft(filled({ new_buyer_max_amount: '600' })));
    expect(tooHigh.error!.issues[0]!.path).toEqual(['new_buyer_max_amount']);
  });

  it('refuses terms over 2,500 characters', () => {
    const result = offerInputSchema.safeParse(normalizeDraft(filled({ offer_terms: 'x'.repeat(2501) })));
    expect(result.error!.issues[0]!.path).toEqual(['offer_terms']);
  });
});

describe('stepOfField', () => {
  it('finds the step that shows a field', () => {
    expect(stepOfField('payment_method_slug')).toBe('basics');
    expect(stepOfField('range_min')).toBe('pricing');
    expect(stepOfField('tags.1')).toBe('terms');
    expect(stepOfField('offer_cap.amount')).toBe('requirements');
    expect(stepOfField('unknown')).toBe('review');
  });
});

describe('valuesFromOriginalData', () => {
  it('takes the stored input and ignores unknown keys', () => {
    const values = valuesFromOriginalData({
      type: 'buy',
      margin: '-1.25',
      hacked: true,
      tags: ['cash-only'],
    });
    expect(values).toMatchObject({
      type: 'buy',
      margin: '-1.25',
      tags: ['cash-only'],
      payment_window_minutes: 30,
    });
    expect(values).not.toHaveProperty('hacked');
  });
});

describe('previewPrice', () => {
  it('applies the margin to the market rate, rounded half-up to the fiat digits', () => {
    expect(
      previewPrice({
        priceType: 'margin',
        margin: '2.5',
        fixedPrice: undefined,
        rate: '95000.12345678',
        fiatPrecision: 2,
      }),
    ).toBe('97375.13');
    expect(
      previewPrice({
        priceType: 'margin',
        margin: '-10',
        fixedPrice: undefined,
        rate: '50000',
        fiatPrecision: 0,
      }),
    ).toBe('45000');
  });

  it('shows a fixed price as typed, and nothing for invalid input', () => {
    expect(
      previewPrice({
        priceType: 'fixed',
        margin: undefined,
        fixedPrice: '90000.5',
        rate: '1',
        fiatPrecision: 2,
      }),
    ).toBe('90000.50');
    expect(
      previewPrice({
        priceType: 'margin',
        margin: '2.555',
        fixedPrice: undefined,
        rate: '1',
        fiatPrecision: 2,
      }),
    ).toBeNull();
    expect(
      previewPrice({
        priceType: 'margin',
        margin: '1',
        fixedPrice: undefined,
        rate: undefined,
        fiatPrecision: 2,
      }),
    ).toBeNull();
  });
});
