import { describe, expect, it } from 'vitest';
import {
  bpsToPercent,
  cryptoForFiatMinor,
  fiatForCryptoMinor,
  marginBpsOfPrice,
  marginPriceMinor,
  offerPriceMinor,
  percentToBps,
} from './offer-price.js';

describe('percentToBps / bpsToPercent', () => {
  it.each([
    ['2.5', 250],
    ['2.50', 250],
    ['0', 0],
    ['-0', 0],
    ['-1', -100],
    ['-99', -9900],
    ['1000', 100_000],
    ['0.05', 5],
    ['-0.01', -1],
  ])('%s → %i bps', (percent, bps) => {
    expect(percentToBps(percent)).toBe(bps);
  });

  it.each(['2.505', 'abc', '', '1e2', '+1'])('refuses %j', (percent) => {
    expect(() => percentToBps(percent)).toThrow(RangeError);
  });

  it.each([
    [250, '2.5'],
    [0, '0'],
    [-100, '-1'],
    [5, '0.05'],
    [-1, '-0.01'],
    [123_45, '123.45'],
  ])('%i bps → %s', (bps, percent) => {
    expect(bpsToPercent(bps)).toBe(percent);
  });
});

describe('marginPriceMinor', () => {
  it('applies the margin and rounds half-up to the fiat digits', () => {
    // 95000.12345678 × 1.025 = 97375.126543... → 97375.13
    expect(marginPriceMinor('95000.12345678', 250, 2)).toBe(9_737_513n);
  });

  it('rounds an exact half up', () => {
    // 100.01 × 1.005 = 100.51005 → 100.51; 0.10 × 1.05 = 0.105 → 0.11
    expect(marginPriceMinor('100.01', 50, 2)).toBe(10_051n);
    expect(marginPriceMinor('0.1', 500, 2)).toBe(11n);
  });

  it('handles a negative margin and a zero margin', () => {
    expect(marginPriceMinor('95000', -100, 2)).toBe(9_405_000n);
    expect(marginPriceMinor('95000', 0, 2)).toBe(9_500_000n);
  });

  it('uses the currency digits (0 for JPY-like, 3 for KWD-like)', () => {
    expect(marginPriceMinor('14250000.5', 0, 0)).toBe(14_250_001n);
    expect(marginPriceMinor('29000.1234', 100, 3)).toBe(29_290_125n); // 29290.124634 → 29290.125
  });

  it('reads rates in exponent form', () => {
    expect(marginPriceMinor('1.5e3', 1000, 2)).toBe(165_000n);
  });

  it('refuses a margin of -100 % and a bad rate', () => {
    expect(() => marginPriceMinor('95000', -10_000, 2)).toThrow(RangeError);
    expect(() => marginPriceMinor('abc', 0, 2)).toThrow(RangeError);
  });
});

describe('offerPriceMinor', () => {
  it('returns the fixed price of a fixed offer whatever the rate', () => {
    expect(offerPriceMinor({ priceType: 'fixed', marginBps: 500, fixedPrice: 9_000_000n }, '95000', 2)).toBe(
      9_000_000n,
    );
  });

  it('computes the live price of a margin offer', () => {
    expect(offerPriceMinor({ priceType: 'margin', marginBps: 250, fixedPrice: null }, '95000', 2)).toBe(
      9_737_500n,
    );
  });

  it('throws on a fixed offer without a price', () => {
    expect(() => offerPriceMinor({ priceType: 'fixed', marginBps: 0, fixedPrice: null }, '1', 2)).toThrow(
      RangeError,
    );
  });
});

describe('marginBpsOfPrice', () => {
  it('gives the margin a fixed price stands at', () => {
    expect(marginBpsOfPrice(9_737_500n, 2, '95000')).toBe(250);
    expect(marginBpsOfPrice(9_000_000n, 2, '95000')).toBe(-526); // −5.263 %
    expect(marginBpsOfPrice(9_500_000n, 2, '95000')).toBe(0);
  });
});

describe('crypto and fiat amounts at a price', () => {
  it('BTC, 8 decimals', () => {
    // 150.00 at 95000.00 = 0.001578947... → 0.00157895
    expect(cryptoForFiatMinor(15_000n, 9_500_000n, 8)).toBe(157_895n);
  });

  it('USDT, 6 decimals', () => {
    // 100.00 at 1.03 = 97.087378... → 97.087379
    expect(cryptoForFiatMinor(10_000n, 103n, 6)).toBe(97_087_379n);
  });

  it('ETH, 9 decimals', () => {
    // 50.00 at 3000.00 = 0.0166666666... → 0.016666667
    expect(cryptoForFiatMinor(5_000n, 300_000n, 9)).toBe(16_666_667n);
  });

  it('fiat for crypto, half-up', () => {
    expect(fiatForCryptoMinor(100_000_000n, 9_500_000n, 8)).toBe(9_500_000n);
    // 0.00157895 BTC × 95000.00 = 150.00025 → 150.00
    expect(fiatForCryptoMinor(157_895n, 9_500_000n, 8)).toBe(15_000n);
    // 0.5 ETH at 3000.01 = 1500.005 → 1500.01
    expect(fiatForCryptoMinor(500_000_000n, 300_001n, 9)).toBe(150_001n);
  });

  it('refuses a zero price', () => {
    expect(() => cryptoForFiatMinor(1n, 0n, 8)).toThrow(RangeError);
  });
});
