import { describe, expect, it } from 'vitest';
import type { EditorValues } from '../../lib/editor-values';
import { reviewRows, type ReviewNames } from './review-rows';

/** Labels as their keys, so the test reads which rows the review shows. */
const t = (key: string) => key.replace('offerManager.editor.', '');
const names: ReviewNames = {
  paymentMethod: 'PayPal',
  tag: (slug) => `#${slug}`,
  country: (code) => `country ${code}`,
  bankAccounts: null,
};
const base: EditorValues = {
  type: 'sell',
  crypto_currency_code: 'BTC',
  payment_method_slug: 'paypal',
  fiat_currency_code: 'usd',
  price_type: 'margin',
  margin: '2',
  amount_type: 'min_max',
  range_min: '10',
  range_max: '200',
  payment_window_minutes: 30,
};
const asMap = (values: EditorValues, extra: Partial<ReviewNames> = {}) =>
  Object.fromEntries(reviewRows(values, { ...names, ...extra }, t));

describe('the offer editor review', () => {
  it('shows the terms, trade details and tags, "none" where nothing was written', () => {
    const rows = asMap({
      ...base,
      offer_terms: '  PayPal friends only. ',
      trade_details: '',
      tags: ['no-receipt'],
    });
    expect(rows).toMatchObject({
      offerTerms: 'PayPal friends only.',
      tradeDetails: 'countryNone',
      reviewTags: '#no-receipt',
      paymentMethod: 'PayPal',
      limits: '10 – 200 USD',
    });
    expect(rows).not.toHaveProperty('offerBankAccounts.title');
  });

  it('lists the chosen bank accounts of a bank-transfer offer', () => {
    const rows = asMap(base, { bankAccounts: ['Jane Doe · Barclays Bank'] });
    expect(rows['offerBankAccounts.title']).toBe('Jane Doe · Barclays Bank');
    expect(asMap(base, { bankAccounts: [] })['offerBankAccounts.title']).toBe('countryNone');
  });

  it('names every requirement on partners that is on, and only those', () => {
    expect(asMap(base).requirements).toBe('countryNone');
    const rows = asMap({
      ...base,
      require_verified_id: true,
      trusted_only: true,
      require_min_trades: 5,
      countries_denied: ['ng'],
      duty_hours: [
        { day: 1, start_time: '09:00', end_time: '17:00', active: true },
        { day: 2, start_time: '09:00', end_time: '12:00', active: false },
      ],
      timezone: 'Europe/London',
      offer_cap: { amount: '1000', active: true },
      bond_required: true,
      flow_type: 'lite',
    });
    expect(rows).toMatchObject({
      requirements: 'requireVerifiedId, trustedOnly, requireMinTrades: 5',
      countriesDenied: 'country ng',
      dutyHours: 'weekday.1 09:00–17:00 (Europe/London)',
      offerCapAmount: '1000',
      bondRequired: 'reviewYes',
      flowType: 'flowTypeOption.lite',
    });
    expect(rows).not.toHaveProperty('countriesAllowed');
  });
});
