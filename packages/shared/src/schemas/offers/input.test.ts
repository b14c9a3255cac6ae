import { describe, expect, it } from 'vitest';
import { offerInputSchema } from './input.js';

const predefined = {
  type: 'sell',
  crypto_currency_code: 'BTC',
  fiat_currency_code: 'USD',
  payment_method_slug: 'paypal',
  margin: '2.5',
  amount_type: 'predefined',
  predefined_amounts: ['200', '50', '500'],
};

function capIssues(input: Record<string, unknown>): string[] {
  const parsed = offerInputSchema.safeParse(input);
  if (parsed.success) return [];
  return parsed.error.issues.filter((issue) => issue.path[0] === 'offer_cap').map((issue) => issue.message);
}

describe('offer cap of predefined amounts', () => {
  it('must be at least the smallest predefined amount while active', () => {
    expect(capIssues({ ...predefined, offer_cap: { amount: '49.99', active: true } })).toEqual([
      'The offer cap must be at least the smallest predefined amount',
    ]);
    expect(capIssues({ ...predefined, offer_cap: { amount: '50', active: true } })).toEqual([]);
    expect(capIssues({ ...predefined, offer_cap: { amount: '120', active: true } })).toEqual([]);
  });

  it('an inactive cap or no cap is not checked', () => {
    expect(capIssues({ ...predefined, offer_cap: { amount: '10', active: false } })).toEqual([]);
    expect(offerInputSchema.safeParse({ ...predefined, offer_cap: null }).success).toBe(true);
  });
});
