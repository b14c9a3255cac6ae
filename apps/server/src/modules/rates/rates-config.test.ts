import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { ratesOptionsFromConfig } from './rates-config.js';

const base = { NODE_ENV: 'test', DATA_DIR: 'memory' };

describe('the rates configuration', () => {
  it('defaults to the simulated provider, which needs no network; the composite asks all three feeds', () => {
    const options = ratesOptionsFromConfig(loadConfig(base));
    expect(options.provider).toBe('simulated');
    expect(options.feeds).toEqual(['coingecko', 'kraken', 'coinbase']);
    expect(options.coingecko?.staleAfterMs).toBe(600_000);
  });

  it('reads the composite provider, its feeds in any case and spacing, and the freshness limit', () => {
    const options = ratesOptionsFromConfig(
      loadConfig({
        ...base,
        RATES_PROVIDER: 'composite',
        RATES_FEEDS: ' Kraken, coinbase ',
        RATES_KRAKEN_URL: 'http://127.0.0.1:9001',
        RATES_STALE_AFTER_SECONDS: '120',
      }),
    );
    expect(options).toMatchObject({
      provider: 'composite',
      feeds: ['kraken', 'coinbase'],
      krakenUrl: 'http://127.0.0.1:9001',
      coinbaseUrl: 'https://api.coinbase.com',
      coingecko: { staleAfterMs: 120_000 },
    });
  });

  it.each([
    [
      'coingecko,bitstamp',
      'RATES_FEEDS: unknown price feed bitstamp; use some of coingecko, kraken, coinbase',
    ],
    ['kraken,KRAKEN', 'RATES_FEEDS: a price feed is listed twice'],
    [' , ', 'RATES_FEEDS: list at least one of coingecko, kraken, coinbase'],
  ])('refuses RATES_FEEDS=%j with a clear error', (feeds, message) => {
    expect(() => loadConfig({ ...base, RATES_FEEDS: feeds })).toThrow(message);
  });

  it('refuses an unknown provider, a bad feed URL and a freshness limit out of range', () => {
    expect(() => loadConfig({ ...base, RATES_PROVIDER: 'median' })).toThrow(/RATES_PROVIDER: /);
    expect(() => loadConfig({ ...base, RATES_KRAKEN_URL: 'ftp://kraken' })).toThrow(/RATES_KRAKEN_URL: /);
    expect(() => loadConfig({ ...base, RATES_STALE_AFTER_SECONDS: '5' })).toThrow(
      /RATES_STALE_AFTER_SECONDS: /,
    );
  });
});
