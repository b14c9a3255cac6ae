import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BTC_OCTAVES,
  ETH_OCTAVES,
  FIAT_OCTAVES,
  USDT_LIMIT_PPB,
  USDT_OCTAVES,
  walkOffsetPpb,
  type Octave,
} from './deterministic-walk.js';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const NOV_15_2025 = Date.UTC(2025, 10, 15, 12, 0);
const total = (octaves: Octave[]) => octaves.reduce((sum, octave) => sum + octave.amplitudePpb, 0);
const instant = fc.integer({ min: Date.UTC(2020, 0, 1), max: Date.UTC(2035, 0, 1) });

describe('walkOffsetPpb', () => {
  it('is a pure function of seed and instant: these values never change between releases', () => {
    // Pinned so that a change to the walk, which would rewrite every node's history, is noticed.
    expect(walkOffsetPpb('BTC', BTC_OCTAVES, NOV_15_2025)).toBe(-11_162_568);
    expect(walkOffsetPpb('fiat:NGN', FIAT_OCTAVES.high, NOV_15_2025)).toBe(2_462_763);
    expect(walkOffsetPpb('BTC', BTC_OCTAVES, NOV_15_2025)).toBe(
      walkOffsetPpb('BTC', BTC_OCTAVES, NOV_15_2025),
    );
    expect(walkOffsetPpb('ETH', BTC_OCTAVES, NOV_15_2025)).not.toBe(
      walkOffsetPpb('BTC', BTC_OCTAVES, NOV_15_2025),
    );
  });

  it('stays within the sum of its amplitudes, and tether within its limit (property)', () => {
    fc.assert(
      fc.property(instant, (at) => {
        expect(Math.abs(walkOffsetPpb('BTC', BTC_OCTAVES, at))).toBeLessThanOrEqual(total(BTC_OCTAVES));
        expect(Math.abs(walkOffsetPpb('ETH', ETH_OCTAVES, at))).toBeLessThanOrEqual(total(ETH_OCTAVES));
        expect(Math.abs(walkOffsetPpb('USDT', USDT_OCTAVES, at, USDT_LIMIT_PPB))).toBeLessThanOrEqual(
          USDT_LIMIT_PPB,
        );
        expect(walkOffsetPpb('fiat:AED', FIAT_OCTAVES.pegged, at)).toBe(0);
      }),
    );
  });

  it('moves a little from one minute to the next, never jumps (property)', () => {
    fc.assert(
      fc.property(instant, (at) => {
        const step = Math.abs(
          walkOffsetPpb('BTC', BTC_OCTAVES, at + MINUTE) - walkOffsetPpb('BTC', BTC_OCTAVES, at),
        );
        expect(step).toBeLessThan(1_500_000); // 0.15% a minute at most
      }),
    );
  });

  it('does move: a year of daily bitcoin spans several percent, a major fiat much less', () => {
    const span = (seed: string, octaves: Octave[]) => {
      const values = Array.from({ length: 365 }, (_, day) =>
        walkOffsetPpb(seed, octaves, NOV_15_2025 - day * DAY),
      );
      return Math.max(...values) - Math.min(...values);
    };
    const bitcoin = span('BTC', BTC_OCTAVES);
    const euro = span('fiat:EUR', FIAT_OCTAVES.low);
    expect(bitcoin).toBeGreaterThan(50_000_000); // > 5%
    expect(euro).toBeGreaterThan(2_000_000); // > 0.2%
    expect(euro * 3).toBeLessThan(bitcoin);
  });

  it('refuses instants that are not whole non-negative milliseconds', () => {
    expect(() => walkOffsetPpb('BTC', BTC_OCTAVES, 1.5)).toThrow(RangeError);
    expect(() => walkOffsetPpb('BTC', BTC_OCTAVES, -1)).toThrow(RangeError);
  });
});
