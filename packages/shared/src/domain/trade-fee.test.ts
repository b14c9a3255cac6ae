import { describe, expect, it } from 'vitest';
import { DEFAULT_TRADE_FEE_RATES, tradeFeeBps, tradeFeeMinor } from './trade-fee.js';

describe('tradeFeeBps', () => {
  it('charges the payment group rate', () => {
    expect(tradeFeeBps({ paymentMethodGroupId: 5, manualEscrowFeeBps: null })).toBe(50);
    expect(tradeFeeBps({ paymentMethodGroupId: 1, manualEscrowFeeBps: null })).toBe(300);
    expect(tradeFeeBps({ paymentMethodGroupId: 3, manualEscrowFeeBps: null })).toBe(100);
    expect(tradeFeeBps({ paymentMethodGroupId: 43, manualEscrowFeeBps: null })).toBe(100);
  });

  it('uses the operator rates', () => {
    const rates = { bankTransfersBps: 10, giftCardsBps: 500, defaultBps: 75 };
    expect(tradeFeeBps({ paymentMethodGroupId: 5, manualEscrowFeeBps: null }, rates)).toBe(10);
    expect(tradeFeeBps({ paymentMethodGroupId: 1, manualEscrowFeeBps: null }, rates)).toBe(500);
    expect(tradeFeeBps({ paymentMethodGroupId: 2, manualEscrowFeeBps: null }, rates)).toBe(75);
  });

  it('lets a manual offer fee override the group rate and the discount', () => {
    expect(tradeFeeBps({ paymentMethodGroupId: 1, manualEscrowFeeBps: 25, discountBps: 20 })).toBe(25);
    expect(tradeFeeBps({ paymentMethodGroupId: 1, manualEscrowFeeBps: 0 })).toBe(0);
  });

  it('subtracts the discount but never goes below zero', () => {
    expect(tradeFeeBps({ paymentMethodGroupId: 3, manualEscrowFeeBps: null, discountBps: 40 })).toBe(60);
    expect(tradeFeeBps({ paymentMethodGroupId: 5, manualEscrowFeeBps: null, discountBps: 80 })).toBe(0);
  });

  it('has the platform defaults', () => {
    expect(DEFAULT_TRADE_FEE_RATES).toEqual({ bankTransfersBps: 50, giftCardsBps: 300, defaultBps: 100 });
  });
});

describe('tradeFeeMinor', () => {
  it('computes the fee in minor units, rounding up', () => {
    expect(tradeFeeMinor(100_000_000n, 100)).toBe(1_000_000n);
    expect(tradeFeeMinor(157_895n, 100)).toBe(1579n); // 1578.95 → 1579
    expect(tradeFeeMinor(10_000n, 50)).toBe(50n);
    expect(tradeFeeMinor(10_001n, 50)).toBe(51n); // 50.005 → 51
    expect(tradeFeeMinor(1n, 50)).toBe(1n);
  });

  it('is zero for a zero rate or amount', () => {
    expect(tradeFeeMinor(1_000n, 0)).toBe(0n);
    expect(tradeFeeMinor(0n, 300)).toBe(0n);
  });

  it('refuses bad input', () => {
    expect(() => tradeFeeMinor(-1n, 100)).toThrow(RangeError);
    expect(() => tradeFeeMinor(1n, -1)).toThrow(RangeError);
    expect(() => tradeFeeMinor(1n, 1.5)).toThrow(RangeError);
  });
});
