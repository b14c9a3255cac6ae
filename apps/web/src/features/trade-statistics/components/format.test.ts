import { describe, expect, it } from 'vitest';
import { chartPrecision } from './format';

describe('chartPrecision', () => {
  it('draws counts without decimals', () => {
    expect(chartPrecision([0, 3, 12])).toBe(0);
    expect(chartPrecision([])).toBe(0);
  });

  it('gives amounts from 1 up two decimals', () => {
    expect(chartPrecision([0, 1.5, 250.25])).toBe(2);
  });

  it('shows small coin volumes with two significant digits, not as 0.00', () => {
    expect(chartPrecision([0, 0.001])).toBe(4);
    expect(chartPrecision([0, 0.05, 0.25])).toBe(2);
    expect(chartPrecision([0.00000001])).toBe(8);
  });
});
