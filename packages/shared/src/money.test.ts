import { describe, expect, it } from 'vitest';
import { AMOUNT_PATTERN, formatAmount, formatCoinAmount, localizeDecimal, parseAmount } from './money.js';

describe('parseAmount', () => {
  it('reads decimals into minor units', () => {
    expect(parseAmount('0.5', 8)).toEqual({ ok: true, value: 50_000_000n });
    expect(parseAmount('12', 2)).toEqual({ ok: true, value: 1200n });
    expect(parseAmount('0.00000001', 8)).toEqual({ ok: true, value: 1n });
    expect(parseAmount('1.10000000000', 6)).toEqual({ ok: true, value: 1_100_000n });
  });
  it('refuses signs, exponents, letters and over-precise amounts', () => {
    for (const bad of ['-1', '1e3', 'abc', '', '.5', '1.', '1,5', '0x10', ' ']) {
      expect(parseAmount(bad, 8)).toEqual({ ok: false, error: 'format' });
    }
    expect(parseAmount('0.000000001', 8)).toEqual({ ok: false, error: 'precision' });
  });
});

describe('formatAmount', () => {
  it('writes minor units with fixed decimals', () => {
    expect(formatAmount(50_000_000n, 8)).toBe('0.50000000');
    expect(formatAmount(1n, 8)).toBe('0.00000001');
    expect(formatAmount(123456n, 2)).toBe('1234.56');
    expect(formatAmount(-5n, 2)).toBe('-0.05');
    expect(formatAmount(7n, 0)).toBe('7');
  });
  it('round-trips with parseAmount', () => {
    for (const value of [0n, 1n, 99n, 2_100_000_000_000_000n]) {
      expect(parseAmount(formatAmount(value, 8), 8)).toEqual({ ok: true, value });
    }
  });
});

describe('AMOUNT_PATTERN', () => {
  it('accepts what a user may be typing and nothing else', () => {
    for (const good of ['', '1', '1.', '1.25', '0.00000001']) expect(AMOUNT_PATTERN.test(good)).toBe(true);
    for (const bad of ['.5', '1.2.3', '-1', 'a', '1,5']) expect(AMOUNT_PATTERN.test(bad)).toBe(false);
  });
});

describe('formatCoinAmount', () => {
  it('drops trailing zeros down to two decimals and never rounds', () => {
    expect(formatCoinAmount('0.00500000', 'en')).toBe('0.005');
    expect(formatCoinAmount('0.00000001', 'en')).toBe('0.00000001');
    expect(formatCoinAmount('0.12345678', 'en')).toBe('0.12345678');
    expect(formatCoinAmount('0.50000000', 'en')).toBe('0.50');
    expect(formatCoinAmount('2.000000', 'en')).toBe('2.00');
    expect(formatCoinAmount('0.000000000', 'en')).toBe('0.00');
    expect(formatCoinAmount('7', 'en')).toBe('7.00');
    expect(formatCoinAmount('-0.00020000', 'en')).toBe('-0.0002');
  });
  it("groups and marks decimals in the reader's language", () => {
    expect(formatCoinAmount('1234567.50000000', 'en')).toBe('1,234,567.50');
    expect(formatCoinAmount('1234.00150000', 'ru')).toBe('1\u00a0234,0015');
    expect(formatCoinAmount('12345.10000000', 'es')).toBe('12.345,10');
    expect(formatCoinAmount('1234.5', 'not a locale!')).toBe('1,234.50');
  });
  it('leaves anything but a decimal as it is', () => {
    for (const odd of ['', 'abc', '1e3', '1.', '.5']) expect(formatCoinAmount(odd, 'en')).toBe(odd);
  });
});

describe('localizeDecimal', () => {
  it('keeps every digit and writes the grouping and decimal mark of the language', () => {
    expect(localizeDecimal('1250.00', 'en')).toBe('1,250.00');
    expect(localizeDecimal('1250.00', 'es')).toBe('1.250,00');
    expect(localizeDecimal('50.10', 'ru')).toBe('50,10');
    expect(localizeDecimal('15000', 'en')).toBe('15,000');
    expect(localizeDecimal('n/a', 'en')).toBe('n/a');
  });
});
