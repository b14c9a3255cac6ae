import { describe, expect, it } from 'vitest';
import {
  binCodeAllowed,
  cardRegionAllowed,
  giftCardCodeProblem,
  normalizeGiftCardCode,
  storeDiscountBps,
} from './gift-card-codes.js';

describe('gift-card codes', () => {
  it('normalises case, spaces and dashes', () => {
    expect(normalizeGiftCardCode(' ab-cd 12\tx ')).toBe('ABCD12X');
  });

  it('refuses codes too short, too long or with other characters', () => {
    expect(giftCardCodeProblem('ABCD-1234')).toBeNull();
    expect(giftCardCodeProblem('AB-12')).toMatch(/at least 6/);
    expect(giftCardCodeProblem('A'.repeat(65))).toMatch(/at most 64/);
    expect(giftCardCodeProblem('ABCD*1234')).toMatch(/only letters/);
  });

  it('checks BIN codes on the card number, any card without them', () => {
    expect(binCodeAllowed('4111 1111 1111 1111', ['411111'])).toBe(true);
    expect(binCodeAllowed('5500-0000-0000-0004', ['411111', '422222'])).toBe(false);
    expect(binCodeAllowed('5500000000000004', [])).toBe(true);
  });

  it('checks card regions, any region without them', () => {
    expect(cardRegionAllowed(3, [1, 3])).toBe(true);
    expect(cardRegionAllowed(2, [1, 3])).toBe(false);
    expect(cardRegionAllowed(null, [1])).toBe(false);
    expect(cardRegionAllowed(null, [])).toBe(true);
  });

  it('computes the store discount from the offer price and the market price', () => {
    expect(storeDiscountBps(10_500n, 10_000n)).toBe(476);
    expect(storeDiscountBps(10_000n, 10_000n)).toBe(0);
    expect(storeDiscountBps(9_000n, 10_000n)).toBe(-1111);
    expect(storeDiscountBps(0n, 10_000n)).toBe(0);
  });
});
