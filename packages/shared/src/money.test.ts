import { describe, expect, it } from 'vitest';
import { AMOUNT_PATTERN, formatAmount, parseAmount } from './money.js';

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
