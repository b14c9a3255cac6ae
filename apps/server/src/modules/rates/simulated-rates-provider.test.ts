import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatDecimal, parseDecimal, RATE_SCALE, type ChartRange } from '@p2p/shared';
import { readReferenceData } from '../../db/seed/reference-data.js';
import { HISTORY_STEPS, historyInstants } from './rates-provider.js';
import { loadReferenceRates, parseReferenceRates } from './reference-rates.js';
import { SimulatedRatesProvider } from './simulated-rates-provider.js';

const levels = await loadReferenceRates();
const usd = (value: bigint) => Number(formatDecimal(value, RATE_SCALE, 8));
const NOW = new Date('2026-03-10T14:37:25.123Z');
const instant = fc.date({ min: new Date('2024-01-01'), max: new Date('2030-01-01'), noInvalidDate: true });

describe('bundled reference rates', () => {
  it('price every fiat currency of the reference data, and nothing else', async () => {
    const seed = await readReferenceData();
    expect([...levels.fiat.keys()].sort()).toEqual(
      seed.fiatCurrencies.map((currency) => currency.code).sort(),
    );
  });

  it('are at late-2025 levels', () => {
    const perUsd = (code: string) => usd(levels.fiat.get(code)!.perUsd);
    expect(usd(levels.coinUsd.BTC)).toBeGreaterThanOrEqual(90_000);
    expect(usd(levels.coinUsd.BTC)).toBeLessThanOrEqual(100_000);
    expect(usd(levels.coinUsd.ETH)).toBeGreaterThanOrEqual(3_000);
    expect(usd(levels.coinUsd.ETH)).toBeLessThanOrEqual(4_000);
    expect(usd(levels.coinUsd.USDT)).toBe(1);
    const expected: Record<string, [number, number]> = {
      USD: [1, 1],
      NGN: [1400, 1500],
      EUR: [0.84, 0.88],
      GBP: [0.74, 0.78],
      INR: [86, 90],
      RUB: [75, 85],
      MXN: [18, 19],
      JPY: [145, 160],
      KES: [125, 135],
    };
    for (const [code, [low, high]] of Object.entries(expected)) {
      expect(perUsd(code), code).toBeGreaterThanOrEqual(low);
      expect(perUsd(code), code).toBeLessThanOrEqual(high);
    }
    expect(levels.fiat.get('AED')!.volatility).toBe('pegged');
  });

  it('name the bad entry of a broken file', () => {
    const file = { asOf: '2025-11-15', note: '', crypto: { BTC: '95000', ETH: '3200', USDT: '1' }, fiat: {} };
    expect(() => parseReferenceRates({ ...file, crypto: { ...file.crypto, ETH: '-1' } })).toThrow(
      /crypto\.ETH/,
    );
    expect(() => parseReferenceRates({ ...file, fiat: { EUR: { perUsd: '0', volatility: 'low' } } })).toThrow(
      /fiat\.EUR\.perUsd/,
    );
  });
});

describe('SimulatedRatesProvider', () => {
  const provider = new SimulatedRatesProvider(levels);

  it('gives the same prices for the same minute, on another instance too (another node, a restart)', () => {
    const first = provider.current(NOW);
    const sameMinute = new SimulatedRatesProvider(levels).current(new Date('2026-03-10T14:37:59.999Z'));
    expect(sameMinute.coinUsd).toEqual(first.coinUsd);
    expect(sameMinute.fiatPerUsd).toEqual(first.fiatPerUsd);
    expect(first.at.toISOString()).toBe('2026-03-10T14:37:00.000Z');
    expect(first).toMatchObject({ source: 'simulated', stale: false });
    const nextMinute = provider.current(new Date('2026-03-10T14:38:00.000Z'));
    expect(nextMinute.coinUsd.BTC).not.toBe(first.coinUsd.BTC);
  });

  it('keeps prices near their levels: BTC within ±11.61%, USDT within ±0.5% of a dollar (property)', () => {
    fc.assert(
      fc.property(instant, (at) => {
        const { coinUsd, fiatPerUsd } = provider.current(at);
        expect(usd(coinUsd.BTC)).toBeGreaterThan(95_000 * 0.8838);
        expect(usd(coinUsd.BTC)).toBeLessThan(95_000 * 1.1162);
        expect(Math.abs(usd(coinUsd.USDT) - 1)).toBeLessThanOrEqual(0.005);
        expect(fiatPerUsd.get('USD')).toBe(parseDecimal('1', RATE_SCALE));
        expect(fiatPerUsd.get('AED')).toBe(parseDecimal('3.6725', RATE_SCALE));
        const naira = usd(fiatPerUsd.get('NGN')!);
        expect(naira).toBeGreaterThan(1450 * 0.93);
        expect(naira).toBeLessThan(1450 * 1.07);
      }),
      { numRuns: 200 },
    );
  });

  it.each(['day', 'week', 'month', 'year'] as ChartRange[])(
    '%s history: aligned steps, then the current price; reproducible from a later moment',
    async (range) => {
      const points = await provider.history('BTC', 'NGN', range, NOW);
      const { stepMs, steps } = HISTORY_STEPS[range];
      expect(points).toHaveLength(steps + 2); // steps+1 whole steps and the current minute
      for (const point of points.slice(0, -1)) expect(point.at.getTime() % stepMs).toBe(0);
      const current = provider.current(NOW);
      expect(points.at(-1)).toEqual({
        at: current.at,
        coinUsd: current.coinUsd.BTC,
        fiatPerUsd: current.fiatPerUsd.get('NGN'),
      });
      // The same past instants, asked a step later, price the same.
      const later = await provider.history('BTC', 'NGN', range, new Date(NOW.getTime() + stepMs));
      expect(later[steps - 1]).toEqual(points[steps]);
      expect(later[0]).toEqual(points[1]);
    },
  );

  it('has no history for a currency it does not know', async () => {
    expect(await provider.history('BTC', 'XXX', 'day', NOW)).toEqual([]);
  });
});

describe('historyInstants', () => {
  it('has no extra point when now falls on a step', () => {
    const instants = historyInstants('day', new Date('2026-03-10T14:30:40.000Z'));
    expect(instants).toHaveLength(97);
    expect(instants.at(-1)!.toISOString()).toBe('2026-03-10T14:30:00.000Z');
    expect(instants[0]!.toISOString()).toBe('2026-03-09T14:30:00.000Z');
  });
});
