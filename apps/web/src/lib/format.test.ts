import { describe, expect, it } from 'vitest';
import {
  currencyPrecision,
  formatAmount,
  formatDecimal,
  formatFiat,
  roundDecimal,
  splitDecimal,
} from './format';

/** Intl puts narrow and normal no-break spaces in some languages; the tests compare plain spaces. */
const spaces = (text: string) => text.replace(/\s/g, ' ');

describe('splitDecimal', () => {
  it('splits a plain decimal string and refuses anything else', () => {
    expect(splitDecimal('-12.340')).toEqual({ negative: true, whole: 12n, fraction: '340' });
    expect(splitDecimal('7')).toEqual({ negative: false, whole: 7n, fraction: '' });
    expect(splitDecimal('1e3')).toBeNull();
    expect(splitDecimal('.5')).toBeNull();
  });
});

describe('formatDecimal', () => {
  it('groups the whole part and keeps every decimal', () => {
    expect(formatDecimal('9007199254740993.12345678', 'en')).toBe('9,007,199,254,740,993.12345678');
    expect(formatDecimal('0.1', 'en', { minFraction: 0 })).toBe('0.1');
    expect(formatDecimal('1234.5000', 'en', { minFraction: 2 })).toBe('1,234.50');
    expect(spaces(formatDecimal('1234567.25', 'ru'))).toBe('1 234 567,25');
    expect(formatDecimal('0.5', 'en', { signed: true })).toBe('+0.5');
    expect(formatDecimal('-0.000', 'en')).toBe('0');
  });
});

describe('formatFiat', () => {
  it('formats fiat values in the currency style with their precision, without rounding', () => {
    expect(formatFiat('12345.6', 'USD', 2, 'en')).toBe('$12,345.60');
    expect(formatFiat('9007199254740993.01', 'USD', 2, 'en')).toBe('$9,007,199,254,740,993.01');
    expect(spaces(formatFiat('0.5', 'EUR', 2, 'es'))).toBe('0,50 €');
    expect(formatFiat('-0.5', 'USD', 2, 'en')).toBe('-$0.50');
    expect(formatFiat('15061235', 'JPY', 0, 'en')).toBe('¥15,061,235');
    // A code Intl refuses is written after the number.
    expect(formatFiat('10', 'X1', 2, 'en')).toBe('10.00 X1');
    expect(formatFiat('abc', 'USD', 2, 'en')).toBe('abc USD');
  });
});

describe('roundDecimal', () => {
  it('rounds half away from zero in bigint arithmetic', () => {
    expect(roundDecimal('97602.72792000', 2)).toBe('97602.73');
    expect(roundDecimal('97602.72492000', 2)).toBe('97602.72');
    expect(roundDecimal('0.995', 2)).toBe('1.00');
    expect(roundDecimal('9007199254740993.125', 2)).toBe('9007199254740993.13');
    expect(roundDecimal('-1.005', 2)).toBe('-1.01');
    expect(roundDecimal('-0.001', 2)).toBe('0.00');
    expect(roundDecimal('15061234.50000000', 0)).toBe('15061235');
    expect(roundDecimal('15061234.49999999', 0)).toBe('15061234');
    expect(roundDecimal('1.5', 2)).toBe('1.5');
  });
});

describe('currencyPrecision', () => {
  it('answers the decimals the currency is written with', () => {
    expect(currencyPrecision('USD')).toBe(2);
    expect(currencyPrecision('JPY')).toBe(0);
    expect(currencyPrecision('KRW')).toBe(0);
    expect(currencyPrecision('BHD')).toBe(3);
    expect(currencyPrecision('X1')).toBe(2);
    expect(currencyPrecision('BTC')).toBe(8);
    expect(currencyPrecision('USDT')).toBe(6);
    expect(currencyPrecision('ETH')).toBe(9);
  });
});

describe('formatAmount', () => {
  it('writes a coin amount in its own precision, not rounded to cents', () => {
    expect(formatAmount('0.00132672', 'BTC', 'en')).toBe('BTC\u00a00.00132672');
  });

  it('rounds to the currency’s own decimals: none for JPY and KRW, three for BHD', () => {
    expect(formatAmount('15061234.56789012', 'JPY', 'en')).toBe('¥15,061,235');
    expect(formatAmount('137750179.01281905', 'KRW', 'en')).toBe('₩137,750,179');
    expect(spaces(formatAmount('36000.12345678', 'BHD', 'en'))).toBe('BHD 36,000.123');
    expect(formatAmount('95000.12345678', 'USD', 'en')).toBe('$95,000.12');
    expect(formatAmount('1000', 'USD', 'en')).toBe('$1,000.00');
  });

  it('keeps digits a float would lose and rounds half away from zero', () => {
    // 2^53 + 1 cents: Number() would print ...992.
    expect(formatAmount('9007199254740993.005', 'USD', 'en')).toBe('$9,007,199,254,740,993.01');
    // 1.005 is 1.00499999999999989... as a float; as a decimal it rounds up.
    expect(formatAmount('1.005', 'USD', 'en')).toBe('$1.01');
    expect(formatAmount('-2.5', 'JPY', 'en')).toBe('-¥3');
  });

  it('writes the number in the page’s language', () => {
    expect(spaces(formatAmount('81890.10641975', 'EUR', 'es'))).toBe('81.890,11 €');
    expect(spaces(formatAmount('15061234.5', 'JPY', 'ru'))).toBe('15 061 235 ¥');
  });

  it('falls back to the number and the code when Intl refuses the code or the value is not a decimal', () => {
    expect(formatAmount('1000', 'X1', 'en')).toBe('1,000.00 X1');
    expect(formatAmount('n/a', 'USD', 'en')).toBe('n/a USD');
  });
});
