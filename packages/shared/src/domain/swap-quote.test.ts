import { describe, expect, it } from 'vitest';
import { referralRewardOf, rewardPeriodEnd, withinRewardPeriod } from './referral-reward.js';
import { priceSwap } from './swap-quote.js';

describe('priceSwap', () => {
  it('converts at the mid rate less the spread, rounding the amount down', () => {
    const btcToUsdt = priceSwap({
      from: 'BTC',
      to: 'USDT',
      fromAmount: 100_000_000n,
      fromUsd: '50000',
      toUsd: '1',
      spreadBps: 100,
    });
    // 1 BTC = 50,000 USDT, less 1%: 49,500 USDT (6 decimals).
    expect(btcToUsdt).toEqual({
      toAmount: 49_500_000_000n,
      rate: '49500.00000000',
      usdValueCents: 5_000_000n,
    });

    const usdtToEth = priceSwap({
      from: 'USDT',
      to: 'ETH',
      fromAmount: 1_000_000n,
      fromUsd: '0.99990000',
      toUsd: '3000.12345678',
      spreadBps: 150,
    });
    // 1 USDT × 0.9999 × 0.985 / 3000.12345678 = 0.00032828699… ETH: 9 decimals, rounded down.
    expect(usdtToEth.toAmount).toBe(328_286n);
    expect(usdtToEth.rate).toBe('0.00032828');
    expect(usdtToEth.usdValueCents).toBe(100n);
  });

  it('never pays more than the quoted rate implies and answers zero for dust', () => {
    const dust = priceSwap({
      from: 'ETH',
      to: 'BTC',
      fromAmount: 1n,
      fromUsd: '3000',
      toUsd: '60000',
      spreadBps: 0,
    });
    expect(dust.toAmount).toBe(0n);
    const zeroSpread = priceSwap({
      from: 'BTC',
      to: 'ETH',
      fromAmount: 3n,
      fromUsd: '60000',
      toUsd: '3000',
      spreadBps: 0,
    });
    // 3 sat × 20 = 60 units of 10^-8 ETH = 600 gwei.
    expect(zeroSpread.toAmount).toBe(600n);
  });

  it('refuses a spread out of range and coins without a price', () => {
    const base = { from: 'BTC', to: 'USDT', fromAmount: 1n, fromUsd: '1', toUsd: '1' } as const;
    expect(() => priceSwap({ ...base, spreadBps: 10_000 })).toThrow(RangeError);
    expect(() => priceSwap({ ...base, spreadBps: -1 })).toThrow(RangeError);
    expect(() => priceSwap({ ...base, toUsd: '0', spreadBps: 0 })).toThrow(RangeError);
  });
});

describe('referral reward', () => {
  it('is the share of the fee rounded down, nothing for no fee or no share', () => {
    expect(referralRewardOf(1000n, 2000)).toBe(200n);
    expect(referralRewardOf(999n, 2500)).toBe(249n);
    expect(referralRewardOf(3n, 2000)).toBe(0n);
    expect(referralRewardOf(0n, 2000)).toBe(0n);
    expect(referralRewardOf(1000n, 0)).toBe(0n);
    expect(referralRewardOf(1000n, 20_000)).toBe(1000n);
  });

  it('counts trades completed from registration until the end of the period', () => {
    const registered = new Date('2026-01-01T00:00:00Z');
    expect(rewardPeriodEnd(registered, 30).toISOString()).toBe('2026-01-31T00:00:00.000Z');
    expect(withinRewardPeriod(registered, new Date('2026-01-30T23:59:59Z'), 30)).toBe(true);
    expect(withinRewardPeriod(registered, new Date('2026-01-31T00:00:00Z'), 30)).toBe(false);
    expect(withinRewardPeriod(registered, new Date('2025-12-31T23:59:59Z'), 30)).toBe(false);
  });
});
