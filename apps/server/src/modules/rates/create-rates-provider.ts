import { CoinbasePriceFeed } from './coinbase-price-feed.js';
import { CoinGeckoRatesProvider } from './coingecko-rates-provider.js';
import { coinGeckoFeed, CompositeRatesProvider } from './composite-rates-provider.js';
import { KrakenPriceFeed } from './kraken-price-feed.js';
import type { PriceFeed } from './price-feed.js';
import type { RatesOptions } from './rates-config.js';
import type { RatesProvider } from './rates-provider.js';
import type { Log } from './rates.service.js';
import { loadReferenceRates } from './reference-rates.js';
import { SimulatedRatesProvider } from './simulated-rates-provider.js';

/** The provider the options select, over the bundled reference levels. */
export async function createRatesProvider(
  options: RatesOptions = {},
  extra: { fetchImpl?: typeof fetch; clock?: () => Date; log?: Log } = {},
): Promise<RatesProvider> {
  const levels = await loadReferenceRates();
  if (options.provider !== 'coingecko' && options.provider !== 'composite')
    return new SimulatedRatesProvider(levels);
  const coingecko = new CoinGeckoRatesProvider(levels, {
    baseUrl: options.coingecko?.baseUrl ?? 'https://api.coingecko.com/api/v3',
    apiKey: options.coingecko?.apiKey,
    apiKeyKind: options.coingecko?.apiKeyKind,
    fiatRatesUrl: options.coingecko?.fiatRatesUrl ?? 'https://open.er-api.com/v6/latest/USD',
    staleAfterMs: options.coingecko?.staleAfterMs,
    ...extra,
  });
  if (options.provider === 'coingecko') return coingecko;
  const feedOptions = (baseUrl: string) => ({ baseUrl, ...extra });
  const feeds = (options.feeds ?? ['coingecko', 'kraken', 'coinbase']).map((name): PriceFeed => {
    if (name === 'coingecko') return coinGeckoFeed(coingecko);
    if (name === 'kraken')
      return new KrakenPriceFeed(feedOptions(options.krakenUrl ?? 'https://api.kraken.com'));
    return new CoinbasePriceFeed(feedOptions(options.coinbaseUrl ?? 'https://api.coinbase.com'));
  });
  return new CompositeRatesProvider(coingecko, feeds, options.coingecko?.staleAfterMs ?? 10 * 60_000);
}
