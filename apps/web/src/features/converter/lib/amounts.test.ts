import { describe, expect, it } from 'vitest';
import { acceptAmountInput, convertTyped, cryptoForFiat, fiatForCrypto } from './amounts';
import { summarizeChart } from './chart-summary';

describe('typing an amount', () => {
  it('keeps what matches the amount pattern within the decimals', () => {
    expect(acceptAmountInput('', 8)).toBe('');
    expect(acceptAmountInput('1', 8)).toBe('1');
    expect(acceptAmountInput('1.', 8)).toBe('1.');
    expect(acceptAmountInput('0.12345678', 8)).toBe('0.12345678');
    expect(acceptAmountInput('1250.5', 2)).toBe('1250.5');
    expect(acceptAmountInput('1250.55', 2)).toBe('1250.55');
  });

  it('reads a comma as the decimal point, completes a leading dot and drops leading zeros', () => {
    expect(acceptAmountInput('0,5', 8)).toBe('0.5');
    expect(acceptAmountInput('.5', 2)).toBe('0.5');
    expect(acceptAmountInput('007', 2)).toBe('7');
    expect(acceptAmountInput('00.5', 2)).toBe('0.5');
    expect(acceptAmountInput('0', 2)).toBe('0');
  });

  it('refuses extra decimals, a second dot, signs, exponents, letters and spaces', () => {
    for (const [text, decimals] of [
      ['0.123456789', 8],
      ['1.234', 2],
      ['1.2.3', 8],
      ['-1', 8],
      ['1e5', 8],
      ['12a', 2],
      ['1 000', 2],
      ['1,000.5', 2],
      ['+3', 2],
      ['1234567890123456', 2],
    ] as const) {
      expect(acceptAmountInput(text, decimals), text).toBeNull();
    }
    expect(acceptAmountInput('5.', 0)).toBeNull();
  });
});

describe('converting both ways at the quoted rate', () => {
  it('BTC to fiat: 2 decimals, half-up', () => {
    expect(fiatForCrypto('0.5', '95000.12345678')).toBe('47500.06');
    expect(fiatForCrypto('1', '95000.12345678')).toBe('95000.12');
    expect(fiatForCrypto('0.00000001', '95000.5')).toBe('0.00');
    expect(fiatForCrypto('0.00000001', '500000')).toBe('0.01'); // 0.005 → 0.01
    expect(fiatForCrypto('2.', '100')).toBe('200.00');
    expect(fiatForCrypto('', '100')).toBe('');
    // Where floats go wrong: 0.1 + 0.2 style amounts stay exact.
    expect(fiatForCrypto('0.3', '0.1')).toBe('0.03');
    expect(fiatForCrypto('12345678.12345678', '137750179.01281905')).toBe('1700619371540815.41'); // checked with Python's decimal;
  });

  it('fiat to BTC: 8 decimals, half-up', () => {
    expect(cryptoForFiat('100', '95000')).toBe('0.00105263');
    expect(cryptoForFiat('95000', '95000')).toBe('1.00000000');
    expect(cryptoForFiat('0.01', '137750179.01281905')).toBe('0.00000000');
    expect(cryptoForFiat('1450', '137750179.01281905')).toBe('0.00001053');
    expect(cryptoForFiat('', '95000')).toBe('');
    expect(cryptoForFiat('100', '0.00000000')).toBe('');
  });

  it('derives the other side from the side typed', () => {
    expect(convertTyped({ side: 'crypto', text: '0.5' }, '95000')).toEqual({
      crypto: '0.5',
      fiat: '47500.00',
    });
    expect(convertTyped({ side: 'fiat', text: '47500' }, '95000')).toEqual({
      crypto: '0.50000000',
      fiat: '47500',
    });
  });
});

describe('summarizeChart', () => {
  it('compares rates as decimals and gives the change in basis points', () => {
    const points = ['100.5', '99.75', '120', '110.55'].map((rate, index) => ({
      date: `2026-01-0${index + 1}T00:00:00.000Z`,
      rate,
    }));
    expect(summarizeChart(points)).toEqual({
      first: '100.5',
      last: '110.55',
      low: '99.75',
      high: '120',
      changeBasisPoints: 1000n, // +10.00%
    });
    expect(summarizeChart([])).toBeNull();
  });
});
