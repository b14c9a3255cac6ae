import { describe, expect, it } from 'vitest';
import { formatCrypto, fromMinor, isPositive, plainAmount, toMinor } from './amounts';

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
  });

  it('uses the separators of the page language', () => {
    expect(formatCrypto('1234.5', 'USDT', 'es')).toMatch(/^1\.?234,50 USDT$/);
    expect(formatCrypto('1234567.25', 'USDT', 'ru').replace(/\s/g, ' ')).toBe('1 234 567,25 USDT');
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

  it('tells positive amounts', () => {
    expect(isPositive('0.00000001')).toBe(true);
    expect(isPositive('0.00000000')).toBe(false);
    expect(isPositive('-1')).toBe(false);
  });
});
