import { describe, expect, it } from 'vitest';
import type { RatesService } from '../rates/rates.service.js';
import { resolveTradeAmounts } from './trade-amounts.js';
import { usdCentsOf } from './trade-start.service.js';

const range = { amountType: 'min_max', rangeMin: 1_000n, rangeMax: 50_000n, predefinedAmounts: [] };
// 95 000.00 USD per BTC.
const pricing = { priceMinor: 9_500_000n, fiatDigits: 2, coinDigits: 8 };

function failure(work: () => unknown): { status: number; details: Record<string, string[]> } {
  try {
    work();
  } catch (error) {
    return error as { status: number; details: Record<string, string[]> };
  }
  throw new Error('expected a refusal');
}

describe('resolveTradeAmounts', () => {
  it('derives the crypto amount from a fiat amount, rounded half-up', () => {
    expect(resolveTradeAmounts({ fiatAmount: '150.00' }, range, pricing)).toEqual({
      fiatMinor: 15_000n,
      cryptoMinor: 157_895n,
    });
  });

  it('derives the fiat amount from a crypto amount', () => {
    expect(resolveTradeAmounts({ cryptoAmount: '0.001' }, range, pricing)).toEqual({
      fiatMinor: 9_500n,
      cryptoMinor: 100_000n,
    });
  });

  it('refuses amounts outside the range on the field the taker typed', () => {
    expect(failure(() => resolveTradeAmounts({ fiatAmount: '9.99' }, range, pricing)).details).toMatchObject({
      fiatAmount: ['The smallest amount of this offer is 10.00'],
      alertType: ['default'],
    });
    expect(
      failure(() => resolveTradeAmounts({ cryptoAmount: '0.01' }, range, pricing)).details,
    ).toMatchObject({
      cryptoAmount: ['The largest amount of this offer is 500.00'],
    });
  });

  it('refuses too many decimals and amounts too small to buy one minor unit', () => {
    expect(
      failure(() => resolveTradeAmounts({ cryptoAmount: '0.000000001' }, range, pricing)).details,
    ).toMatchObject({
      cryptoAmount: ['Use at most 8 decimals'],
    });
    const cheap = { ...range, rangeMin: 0n };
    // 0.01 at 10 000 000 000.00 per coin buys less than one satoshi.
    const tiny = failure(() =>
      resolveTradeAmounts({ fiatAmount: '0.01' }, cheap, { ...pricing, priceMinor: 10n ** 12n }),
    );
    expect(tiny.details).toMatchObject({ fiatAmount: ['The amount is too small'] });
  });

  it('accepts only the predefined amounts of such an offer', () => {
    const predefined = { ...range, amountType: 'predefined', predefinedAmounts: ['2500', '10000'] };
    expect(resolveTradeAmounts({ fiatAmount: '100' }, predefined, pricing).fiatMinor).toBe(10_000n);
    expect(
      failure(() => resolveTradeAmounts({ fiatAmount: '30' }, predefined, pricing)).details,
    ).toMatchObject({
      fiatAmount: ["Choose one of the offer's amounts: 25.00, 100.00"],
    });
  });
});

describe('usdCentsOf', () => {
  const rates = {
    fiatRate: (code: string) => ({ usd: code === 'EUR' ? '0.92' : '150.5' }),
  } as unknown as RatesService;

  it('takes USD as it is and converts other currencies at their rate per USD', () => {
    expect(usdCentsOf({ rates }, 12_345n, 'USD', 2)).toBe(12_345n);
    // 92.00 EUR at 0.92 EUR per USD is 100.00 USD.
    expect(usdCentsOf({ rates }, 9_200n, 'EUR', 2)).toBe(10_000n);
    // 1 505 JPY (no decimals) at 150.5 per USD is 10.00 USD.
    expect(usdCentsOf({ rates }, 1_505n, 'JPY', 0)).toBe(1_000n);
  });
});
