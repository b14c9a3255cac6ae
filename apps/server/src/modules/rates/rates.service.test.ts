import { describe, expect, it } from 'vitest';
import { cryptoToFiatMinor, formatAmount, parseDecimal, RATE_SCALE, type CryptoCode } from '@p2p/shared';
import { AppError } from '../../lib/app-error.js';
import { localizedCurrencyName } from './currency-names.js';
import {
  calculatorCurrencies,
  calculatorData,
  walletCryptoCurrencies,
  walletCryptoRates,
} from './rates-answers.js';
import type { RatesProvider, RatesSnapshot } from './rates-provider.js';
import { RatesService, type FiatCurrencyInfo } from './rates.service.js';
import { loadReferenceRates } from './reference-rates.js';
import { SimulatedRatesProvider } from './simulated-rates-provider.js';

const scaled = (text: string) => parseDecimal(text, RATE_SCALE);

const CURRENCIES: FiatCurrencyInfo[] = [
  { id: 144, code: 'USD', name: 'US Dollar', digits: 2, isPopular: true, order: 1 },
  { id: 43, code: 'EUR', name: 'Euro', digits: 2, isPopular: true, order: 2 },
  { id: 98, code: 'NGN', name: 'Naira', digits: 2, isPopular: true, order: 4 },
  { id: 66, code: 'JPY', name: 'Yen', digits: 0, isPopular: false, order: 30 },
  { id: 72, code: 'KWD', name: 'Kuwaiti Dinar', digits: 3, isPopular: false, order: 40 },
  { id: 150, code: 'XTS', name: 'Testing code', digits: 2, isPopular: false, order: 90 },
];

/** A provider with prices the test chooses, so every published digit can be checked by hand. */
function fixedProvider(prices: { coinUsd: Record<CryptoCode, string>; fiatPerUsd: Record<string, string> }) {
  const snapshot: RatesSnapshot = {
    at: new Date('2025-11-15T12:00:00.000Z'),
    source: 'simulated',
    stale: false,
    coinUsd: {
      BTC: scaled(prices.coinUsd.BTC),
      ETH: scaled(prices.coinUsd.ETH),
      USDT: scaled(prices.coinUsd.USDT),
    },
    fiatPerUsd: new Map(Object.entries(prices.fiatPerUsd).map(([code, rate]) => [code, scaled(rate)])),
  };
  const provider: RatesProvider = {
    name: 'simulated',
    current: () => snapshot,
    history: async (coin) => [
      { at: snapshot.at, coinUsd: snapshot.coinUsd[coin], fiatPerUsd: snapshot.fiatPerUsd.get('NGN')! },
    ],
  };
  return provider;
}

const service = new RatesService({
  currencies: CURRENCIES,
  provider: fixedProvider({
    coinUsd: { BTC: '95000.123456789', ETH: '3187.5', USDT: '1.0002' },
    fiatPerUsd: {
      USD: '1',
      EUR: '0.862',
      NGN: '1450.000000005', // 5e-9 more: the published USD rate's tie, rounded up
      JPY: '154.999999994999', // just under the tie: rounded down
      KWD: '0.3071',
    },
  }),
});

describe('rates of a fiat currency (units of the fiat per 1 USD, BTC, USDT, ETH)', () => {
  it('are the USD rate times the coin price, published with 8 decimals rounded half-up', () => {
    expect(service.fiatRate('EUR')).toEqual({
      usd: '0.86200000',
      btc: '81890.10641975', // 95000.123456789 × 0.862 = 81890.106419752118
      usdt: '0.86217240', // 1.0002 × 0.862
      eth: '2747.62500000',
    });
    expect(service.fiatRate('NGN').usd).toBe('1450.00000001');
    expect(service.fiatRate('JPY').usd).toBe('154.99999999');
    // 95000.123456789 × 1450.000000005 = 137750179.0128190506…: from the full USD rate, not the published one.
    expect(service.fiatRate('ngn').btc).toBe('137750179.01281905');
    expect(service.fiatRate('USD')).toEqual({
      usd: '1.00000000',
      btc: '95000.12345679',
      usdt: '1.00020000',
      eth: '3187.50000000',
    });
  });

  it('gives the wallet a price per coin and converts coin minor units to fiat minor units', () => {
    expect(service.fiatPerCoin('BTC', 'EUR')).toBe('81890.10641975');
    expect(service.fiatPerCoin('ETH', 'EUR')).toBe('2747.62500000');
    expect(service.fiatPerCoin('USDT', 'EUR')).toBe('0.86217240');
    expect(service.coinUsd('BTC')).toBe('95000.12345679');
    // 0.5 BTC × 81890.10641975 = 40945.053209875 → 40945.05
    expect(service.convertCryptoToFiatMinor('BTC', 50_000_000n, 'EUR')).toBe(4_094_505n);
    // 1 ETH (9 decimals) in yen, no decimals: 3187.5 × 154.99999999 = 494062.49996... → 494062
    expect(service.convertCryptoToFiatMinor('ETH', 1_000_000_000n, 'JPY')).toBe(494_062n);
    // 12.345678 USDT in dinars, 3 decimals: × 0.30716142 = 3.79208... → 3.792
    expect(service.fiatPerCoin('USDT', 'KWD')).toBe('0.30716142');
    expect(service.convertCryptoToFiatMinor('USDT', 12_345_678n, 'KWD')).toBe(3_792n);
    expect(service.fiatPrecision('KWD')).toBe(3);
    expect(service.convertCryptoToFiatMinor('BTC', 0n, 'USD')).toBe(0n);
  });

  it('refuses an unknown currency as a 400 on currency, and leaves out currencies without a rate', () => {
    const attempt = () => service.fiatRate('ABC');
    expect(attempt).toThrow(AppError);
    try {
      attempt();
    } catch (error) {
      expect(error).toMatchObject({
        status: 400,
        code: 'ERROR_INPUT_VALIDATION',
        details: { currency: [expect.any(String)] },
      });
    }
    // XTS is in the reference list but the provider has no rate for it.
    expect(service.hasCurrency('XTS')).toBe(false);
    expect(service.cryptoFiatRates().map((rate) => rate.code)).toEqual(['USD', 'EUR', 'NGN', 'JPY', 'KWD']);
  });
});

describe('lists', () => {
  it('names currencies in the requested language, keeping the English name beside', () => {
    const spanish = service.cryptoFiatRates('es').find((rate) => rate.code === 'NGN')!;
    expect(spanish).toMatchObject({ id: 98, name: 'Naira nigeriano', originalName: 'Naira', precision: 2 });
    expect(service.cryptoFiatRates('ru').find((rate) => rate.code === 'EUR')!.name).toBe('Евро');
    expect(service.cryptoFiatRates('en').find((rate) => rate.code === 'NGN')!.name).toBe('Nigerian Naira');
    // Where CLDR has no name in a language, the reference (ISO) name stands in.
    expect(localizedCurrencyName('VED', 'Bolívar Soberano', 'es')).toBe('Bolívar Soberano');
    expect(localizedCurrencyName('QQQ', 'Nothing', 'en')).toBe('Nothing');
  });

  it('lists the crypto currencies BTC first with the spec fields', () => {
    const coins = walletCryptoCurrencies(service);
    expect(coins.map((coin) => coin.code)).toEqual(['BTC', 'USDT', 'ETH']);
    expect(coins[0]).toEqual({
      id: 1,
      code: 'BTC',
      fullName: 'Bitcoin',
      urlParam: 'bitcoin',
      formattingDecimalsCount: 8,
      maxPrecision: 8,
      rate: '95000.12345679',
      icon: '/static/crypto/btc.svg',
      isStablecoin: false,
      isBlocked: false,
    });
    expect(coins.find((coin) => coin.code === 'ETH')!.maxPrecision).toBe(9);
    expect(coins.find((coin) => coin.code === 'USDT')!.isStablecoin).toBe(true);
  });

  it('gives each coin in USD and in one currency', () => {
    expect(walletCryptoRates(service, 'kwd')).toContainEqual({
      cryptoCurrencyCode: 'USDT',
      usdRate: '1.00020000',
      fiatCurrencyCode: 'KWD',
      fiatRate: '0.30716142',
      fiatPrecision: 3,
    });
  });

  it('offers the popular currencies in order, all of them by code, and six quick picks', () => {
    const { popular, currencies, fastSearch } = calculatorCurrencies(service, 'en');
    expect(popular.map((currency) => currency.code)).toEqual(['USD', 'EUR', 'NGN']);
    expect(currencies.map((currency) => currency.code)).toEqual(['EUR', 'JPY', 'KWD', 'NGN', 'USD']);
    expect(currencies[0]).toEqual({
      id: 43,
      code: 'EUR',
      name: 'Euro',
      originalName: 'Euro',
      urlParam: 'eur',
    });
    expect(fastSearch).toEqual(['USD', 'EUR', 'NGN']);
  });
});

describe('calculator', () => {
  it('prices 1 BTC with 8 and 2 decimals and charts the BTC rate', async () => {
    const data = await calculatorData(service, { currency: 'ngn', range: 'week', locale: 'es' });
    expect(data).toEqual({
      fiatAmount: '137750179.01',
      btcAmount: '1.00000000',
      cryptoCurrencyCode: 'BTC',
      cryptoAmount: '1.00000000',
      currency: {
        code: 'NGN',
        name: 'Naira nigeriano',
        btcRate: '137750179.01281905',
        cryptoRate: '137750179.01281905',
      },
      chartRange: 'week',
      chartPoints: [{ date: '2025-11-15T12:00:00.000Z', rate: '137750179.01281905' }],
    });
  });

  it('prices 1 ETH in its 9 decimals and charts ETH, keeping btcRate for BTC', async () => {
    const data = await calculatorData(service, { currency: 'NGN', range: 'week', coin: 'ETH' });
    const ethRate = service.fiatPerCoin('ETH', 'NGN');
    expect(ethRate).not.toBe(service.fiatPerCoin('BTC', 'NGN'));
    expect(data).toMatchObject({
      cryptoCurrencyCode: 'ETH',
      cryptoAmount: '1.000000000',
      btcAmount: '1.00000000',
      fiatAmount: formatAmount(cryptoToFiatMinor(10n ** 9n, 9, ethRate, 2), 2),
      currency: { code: 'NGN', btcRate: '137750179.01281905', cryptoRate: ethRate },
    });
    expect(data.chartPoints.at(-1)!.rate).toBe(ethRate);
  });

  it('ends its chart at the rate it quotes (simulated provider)', async () => {
    const levels = await loadReferenceRates();
    const clock = () => new Date('2026-02-01T09:41:12.000Z');
    const live = new RatesService({
      currencies: CURRENCIES,
      provider: new SimulatedRatesProvider(levels),
      clock,
    });
    for (const range of ['day', 'week', 'month', 'year'] as const) {
      const data = await calculatorData(live, { currency: 'EUR', range });
      expect(data.chartPoints.at(-1)).toEqual({
        date: '2026-02-01T09:41:00.000Z',
        rate: data.currency.btcRate,
      });
      expect(data.fiatAmount).toBe(
        formatAmount(cryptoToFiatMinor(100_000_000n, 8, data.currency.btcRate, 2), 2),
      );
    }
    expect(live.meta()).toEqual({
      updatedAt: '2026-02-01T09:41:00.000Z',
      stale: false,
      paused: false,
      source: 'simulated',
    });
  });
});
