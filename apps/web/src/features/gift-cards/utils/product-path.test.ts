import { describe, expect, it } from 'vitest';
import { isProductSegment, productPath } from './product-path';

describe('{product}-gift-card segments', () => {
  it('admits a brand slug ending in -gift-card only', () => {
    expect(isProductSegment('amazon-gift-card')).toBe(true);
    expect(isProductSegment('steam-wallet-gift-card')).toBe(true);
    expect(isProductSegment('-gift-card')).toBe(false);
    expect(isProductSegment('gift-card')).toBe(false);
    expect(isProductSegment('Amazon-gift-card')).toBe(false);
    expect(isProductSegment('paysafecard')).toBe(false);
    expect(isProductSegment('es')).toBe(false);
    expect(isProductSegment(undefined)).toBe(false);
  });

  it('answers the page path of a brand that has one', () => {
    expect(productPath('amazon-gift-card')).toBe('/amazon-gift-card');
    expect(productPath('neosurf')).toBeUndefined();
  });
});
