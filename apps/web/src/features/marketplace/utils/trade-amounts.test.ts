import { afterEach, describe, expect, it } from 'vitest';
import { isOfacAccepted, OFAC_STORAGE_KEY, rememberOfacAccepted } from './ofac-acceptance';
import { checkLimits, convertTradeAmount } from './trade-amounts';

const btcUsd = { price: '95000.00', fiatPrecision: 2, cryptoPrecision: 8 };

describe('trade amount conversion at the offer price', () => {
  it('turns fiat into crypto with the coin decimals, rounding half-up', () => {
    expect(convertTradeAmount('fiat', '150', btcUsd)).toEqual({
      ok: true,
      fiat: '150.00',
      crypto: '0.00157895',
      fiatMinor: 15000n,
    });
  });

  it('turns crypto into fiat with the currency decimals', () => {
    expect(convertTradeAmount('crypto', '0.5', btcUsd)).toMatchObject({ ok: true, fiat: '47500.00' });
    expect(convertTradeAmount('crypto', '0.00000001', btcUsd)).toMatchObject({ fiat: '0.00' });
    // 0.00001 BTC at 95000.00 = 0.95 USD exactly; 0.000011 → 1.045 → 1.05 (half-up).
    expect(convertTradeAmount('crypto', '0.000011', btcUsd)).toMatchObject({ fiat: '1.05' });
  });

  it('uses each coin and currency precision (USDT 6, JPY 0)', () => {
    const usdtJpy = { price: '150', fiatPrecision: 0, cryptoPrecision: 6 };
    expect(convertTradeAmount('fiat', '1000', usdtJpy)).toMatchObject({ crypto: '6.666667' });
    expect(convertTradeAmount('fiat', '10.5', usdtJpy)).toEqual({ ok: false, error: 'precision' });
  });

  it('refuses what is not an amount', () => {
    expect(convertTradeAmount('fiat', '', btcUsd)).toEqual({ ok: false, error: 'empty' });
    expect(convertTradeAmount('fiat', '1e3', btcUsd)).toEqual({ ok: false, error: 'format' });
    expect(convertTradeAmount('crypto', '0.123456789', btcUsd)).toEqual({ ok: false, error: 'precision' });
  });

  it('checks the limits and the new buyer maximum', () => {
    const limits = { min: '50.00', max: '1000.00', newBuyerMax: null };
    expect(checkLimits('49.99', limits)).toEqual({ kind: 'belowMin', amount: '50.00' });
    expect(checkLimits('50.00', limits)).toBeNull();
    expect(checkLimits('1000.01', limits)).toEqual({ kind: 'aboveMax', amount: '1000.00' });
    expect(checkLimits('300', { ...limits, newBuyerMax: '200.00' })).toEqual({
      kind: 'newBuyer',
      amount: '200.00',
    });
  });
});

describe('OFAC acceptance', () => {
  afterEach(() => window.localStorage.clear());

  it('is remembered per offer in localStorage', () => {
    expect(isOfacAccepted('abc')).toBe(false);
    rememberOfacAccepted('abc');
    expect(isOfacAccepted('abc')).toBe(true);
    expect(isOfacAccepted('other')).toBe(false);
    expect(JSON.parse(window.localStorage.getItem(OFAC_STORAGE_KEY)!)).toEqual(['abc']);
  });

  it('survives a corrupt stored value', () => {
    window.localStorage.setItem(OFAC_STORAGE_KEY, '{not json');
    expect(isOfacAccepted('abc')).toBe(false);
    rememberOfacAccepted('abc');
    expect(isOfacAccepted('abc')).toBe(true);
  });
});
