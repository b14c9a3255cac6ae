import { describe, expect, it } from 'vitest';
import {
  formatCrypto,
  formatDecimal,
  formatFiat,
  fromMinor,
  isPositive,
  plainAmount,
  roundDecimal,
  toMinor,
} from './amounts';

describe('wallet amounts', () => {
  it('formats coin amounts without rounding, trimming zeros to two decimals', () => {
    expect(formatCrypto('1234.50000000', 'BTC', 'en')).toBe('1,234.50 BTC');
    expect(formatCrypto('0.00000001', 'BTC', 'en')).toBe('0.00000001 BTC');
    expect(formatCrypto('0.000000000', 'ETH', 'en')).toBe('0.00 ETH');
    expect(formatCrypto('-0.00020000', 'BTC', 'en')).toBe('-0.0002 BTC');
    expect(formatCrypto('0.5', 'BTC', 'en', { signed: true })).toBe('+0.50 BTC');
  });

  it('keeps every digit of amounts a float could not hold', () => {
    // 2^53 + 1 satoshis' worth of whole coins and all eight decimals survive.
    expect(formatCrypto('9007199254740993.12345678', 'BTC', 'en')).toBe('9,007,199,254,740,993.12345678 BTC');
    expect(formatDecimal('0.1', 'en', { minFraction: 0 })).toBe('0.1');
  });

  it('uses the separators of the page language', () => {
    expect(formatCrypto('1234.5', 'USDT', 'es')).toMatch(/^1\.?234,50 USDT$/);
    expect(formatCrypto('1234567.25', 'USDT', 'ru').replace(/\s/g, ' ')).toBe('1 234 567,25 USDT');
  });

  it('formats fiat values in the currency style with their precision', () => {
    expect(formatFiat('12345.6', 'USD', 2, 'en')).toBe('$12,345.60');
    expect(formatFiat('9007199254740993.01', 'USD', 2, 'en')).toBe('$9,007,199,254,740,993.01');
    expect(formatFiat('0.5', 'EUR', 2, 'es').replace(/\s/g, ' ')).toBe('0,50 €');
    expect(formatFiat('-0.5', 'USD', 2, 'en')).toBe('-$0.50');
    // A code Intl refuses is written after the number.
    expect(formatFiat('10', 'X1', 2, 'en')).toBe('10.00 X1');
  });

  it('converts between decimal strings and minor units in the coin precision', () => {
    expect(toMinor('0.0005', 'BTC')).toBe(50_000n);
    expect(toMinor('0.123456789', 'BTC')).toBeNull();
    expect(toMinor('abc', 'BTC')).toBeNull();
    expect(toMinor('1.5', 'ETH')).toBe(1_500_000_000n);
    expect(fromMinor(70_000n, 'BTC')).toBe('0.00070000');
    expect(plainAmount('0.49980000')).toBe('0.4998');
    expect(plainAmount('12.000000')).toBe('12');
  });

  it('rounds rates half away from zero for display, in bigint arithmetic', () => {
    expect(roundDecimal('97602.72792000', 2)).toBe('97602.73');
    expect(roundDecimal('97602.72492000', 2)).toBe('97602.72');
    expect(roundDecimal('0.995', 2)).toBe('1.00');
    expect(roundDecimal('9007199254740993.125', 2)).toBe('9007199254740993.13');
    expect(roundDecimal('-1.005', 2)).toBe('-1.01');
    expect(roundDecimal('-0.001', 2)).toBe('0.00');
    expect(roundDecimal('1.5', 2)).toBe('1.5');
  });

  it('tells positive amounts', () => {
    expect(isPositive('0.00000001')).toBe(true);
    expect(isPositive('0.00000000')).toBe(false);
    expect(isPositive('-1')).toBe(false);
  });
});
