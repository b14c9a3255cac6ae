import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  calculatorDataSchema,
  cryptoToFiatMinor,
  divideRoundHalfUp,
  divideScaled,
  fiatToCryptoMinor,
  formatDecimal,
  multiplyScaled,
  parseDecimal,
  pow10,
  rescale,
} from './rates.js';

describe('divideRoundHalfUp', () => {
  it('rounds to the nearest integer, halves away from zero', () => {
    expect(divideRoundHalfUp(5n, 2n)).toBe(3n);
    expect(divideRoundHalfUp(7n, 2n)).toBe(4n);
    expect(divideRoundHalfUp(4n, 2n)).toBe(2n);
    expect(divideRoundHalfUp(1n, 3n)).toBe(0n);
    expect(divideRoundHalfUp(2n, 3n)).toBe(1n);
    expect(divideRoundHalfUp(-5n, 2n)).toBe(-3n);
    expect(divideRoundHalfUp(5n, -2n)).toBe(-3n);
    expect(divideRoundHalfUp(-4n, 3n)).toBe(-1n);
    expect(() => divideRoundHalfUp(1n, 0n)).toThrow(RangeError);
  });

  it('is within half a unit of the exact quotient, and ties go up (property)', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10n ** 30n }),
        fc.bigInt({ min: 1n, max: 10n ** 20n }),
        (n, d) => {
          const q = divideRoundHalfUp(n, d);
          // n/d - q lies in [-1/2, 1/2): a tie (exactly -1/2) means q was rounded up.
          const twiceRemainder = 2n * (n - q * d);
          expect(twiceRemainder < d).toBe(true);
          expect(twiceRemainder >= -d).toBe(true);
        },
      ),
    );
  });
});

describe('parseDecimal', () => {
  it('reads plain and exponent forms, rounding half-up past the scale', () => {
    expect(parseDecimal('1.005', 2)).toBe(101n);
    expect(parseDecimal('1.004', 2)).toBe(100n);
    expect(parseDecimal('95000', 2)).toBe(9_500_000n);
    expect(parseDecimal('2.47e-7', 18)).toBe(247_000_000_000n);
    expect(parseDecimal('1E3', 0)).toBe(1000n);
    expect(parseDecimal('0.5', 0)).toBe(1n);
    expect(parseDecimal('0.49', 0)).toBe(0n);
    expect(parseDecimal(String(0.1 + 0.2), 2)).toBe(30n);
  });

  it('refuses signs, empty text and words', () => {
    for (const bad of ['-1', '', 'abc', '1.2.3', '.5', 'NaN', 'Infinity']) {
      expect(() => parseDecimal(bad, 8), bad).toThrow(RangeError);
    }
  });
});

describe('formatDecimal and rescale', () => {
  it('writes fixed decimals, rounding half-up', () => {
    expect(formatDecimal(123_456n, 4, 2)).toBe('12.35');
    expect(formatDecimal(125n, 3, 2)).toBe('0.13');
    expect(formatDecimal(124n, 3, 2)).toBe('0.12');
    expect(formatDecimal(0n, 18, 8)).toBe('0.00000000');
    expect(formatDecimal(7n, 0)).toBe('7');
    expect(formatDecimal(5n, 1, 0)).toBe('1');
    expect(formatDecimal(-125n, 3, 2)).toBe('-0.13');
    expect(rescale(15n, 1, 3)).toBe(1500n);
    expect(rescale(15n, 1, 0)).toBe(2n);
  });

  it('multiplies and divides at 18 decimals with one half-up rounding each', () => {
    const price = parseDecimal('95000.5', 18);
    const perUsd = parseDecimal('1450.25', 18);
    expect(formatDecimal(multiplyScaled(price, perUsd), 18, 8)).toBe('137774475.12500000');
    // 1/3 at 18 decimals rounds down; 2/3 rounds up.
    expect(divideScaled(pow10(18), 3n * pow10(18))).toBe(333_333_333_333_333_333n);
    expect(divideScaled(2n * pow10(18), 3n * pow10(18))).toBe(666_666_666_666_666_667n);
  });
});

describe('conversions at a published rate', () => {
  it('crypto to fiat minor units', () => {
    expect(cryptoToFiatMinor(50_000_000n, 8, '95000.12345678', 2)).toBe(4_750_006n);
    expect(cryptoToFiatMinor(100_000_000n, 8, '1450.5', 0)).toBe(1451n); // JPY-like: 1450.5 → 1451
    expect(cryptoToFiatMinor(100_000_000n, 8, '0.005', 2)).toBe(1n); // exactly half a cent → up
    expect(cryptoToFiatMinor(100_000_000n, 8, '0.00499999', 2)).toBe(0n);
    expect(cryptoToFiatMinor(1_000_000n, 6, '1450.12', 2)).toBe(145_012n); // 1 USDT
    expect(cryptoToFiatMinor(0n, 8, '95000', 2)).toBe(0n);
  });

  it('fiat to crypto minor units', () => {
    expect(fiatToCryptoMinor(10_000n, 2, '95000', 8)).toBe(105_263n);
    expect(fiatToCryptoMinor(1n, 2, '2', 0)).toBe(0n); // 0.005 coin at 0 decimals
    expect(fiatToCryptoMinor(100n, 2, '2', 0)).toBe(1n); // 0.5 coin → 1 (half-up)
    expect(() => fiatToCryptoMinor(100n, 2, '0', 8)).toThrow(RangeError);
    expect(() => fiatToCryptoMinor(100n, 2, '1e5', 8)).toThrow(RangeError);
  });

  it('each conversion is the exact value rounded to the nearest minor unit (property)', () => {
    const rate = fc
      .tuple(fc.bigInt({ min: 1n, max: 10n ** 16n }), fc.integer({ min: 0, max: 8 }))
      .map(([digits, decimals]) => formatDecimal(digits, decimals));
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10n ** 15n }),
        rate,
        fc.integer({ min: 0, max: 9 }),
        fc.integer({ min: 0, max: 3 }),
        (amount, rateText, cryptoDecimals, fiatDecimals) => {
          const rateScale = rateText.split('.')[1]?.length ?? 0;
          const rateValue = BigInt(rateText.replace('.', ''));
          // fiat·10^(cd+rs) against amount·rate·10^fd: off by at most half of 10^(cd+rs).
          const fiat = cryptoToFiatMinor(amount, cryptoDecimals, rateText, fiatDecimals);
          const unit = pow10(cryptoDecimals + rateScale);
          const exact = amount * rateValue * pow10(fiatDecimals);
          expect(2n * (exact - fiat * unit)).toBeLessThan(unit);
          expect(2n * (fiat * unit - exact)).toBeLessThanOrEqual(unit);
          // And the other way round.
          const crypto = fiatToCryptoMinor(amount, fiatDecimals, rateText, cryptoDecimals);
          const denominator = rateValue * pow10(fiatDecimals);
          const exactCrypto = amount * pow10(rateScale + cryptoDecimals);
          expect(2n * (exactCrypto - crypto * denominator)).toBeLessThan(denominator);
          expect(2n * (crypto * denominator - exactCrypto)).toBeLessThanOrEqual(denominator);
        },
      ),
    );
  });
});

describe('calculatorDataSchema', () => {
  it('accepts decimal strings and refuses numbers', () => {
    const data = {
      fiatAmount: '95000.12',
      btcAmount: '1.00000000',
      cryptoCurrencyCode: 'BTC',
      cryptoAmount: '1.00000000',
      currency: { code: 'USD', name: 'US Dollar', btcRate: '95000.12345678', cryptoRate: '95000.12345678' },
      chartRange: 'month',
      chartPoints: [{ date: '2025-11-01T00:00:00.000Z', rate: '94000.00000000' }],
    };
    expect(calculatorDataSchema.parse(data)).toEqual(data);
    expect(calculatorDataSchema.safeParse({ ...data, fiatAmount: 95000.12 }).success).toBe(false);
    expect(calculatorDataSchema.safeParse({ ...data, chartRange: 'decade' }).success).toBe(false);
    expect(calculatorDataSchema.safeParse({ ...data, cryptoCurrencyCode: 'XMR' }).success).toBe(false);
  });
});
