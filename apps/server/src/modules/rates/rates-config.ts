import { z } from 'zod';
import { PRICE_FEED_NAMES, type PriceFeedName } from './price-feed.js';

/** A comma-separated list of price feeds: each known, none twice, at least one. */
const feedList = z.string().transform((text, ctx) => {
  const names = text
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter(Boolean);
  const unknown = names.filter((name) => !(PRICE_FEED_NAMES as readonly string[]).includes(name));
  if (unknown.length > 0) {
    ctx.addIssue({
      code: 'custom',
      message: `unknown price feed ${unknown.join(', ')}; use some of ${PRICE_FEED_NAMES.join(', ')}`,
    });
    return z.NEVER;
  }
  if (new Set(names).size !== names.length) {
    ctx.addIssue({ code: 'custom', message: 'a price feed is listed twice' });
    return z.NEVER;
  }
  if (names.length === 0) {
    ctx.addIssue({ code: 'custom', message: `list at least one of ${PRICE_FEED_NAMES.join(', ')}` });
    return z.NEVER;
  }
  return names as PriceFeedName[];
});

/**
 * The environment variables of the rates module. Merge into the server's config schema with
 * `configSchema.extend(ratesConfigSchema.shape)` and pass `ratesOptionsFromConfig(config)` on.
 */
export const ratesConfigSchema = z.object({
  /**
   * simulated: bundled levels moved by a deterministic walk (no network). coingecko: live prices.
   * composite: the median of the fresh feeds of RATES_FEEDS (decision 032).
   */
  RATES_PROVIDER: z.enum(['simulated', 'coingecko', 'composite']).default('simulated'),
  /** The composite provider's coin price feeds, comma-separated. */
  RATES_FEEDS: feedList.default(['coingecko', 'kraken', 'coinbase']),
  RATES_KRAKEN_URL: z.url({ protocol: /^https?$/ }).default('https://api.kraken.com'),
  RATES_COINBASE_URL: z.url({ protocol: /^https?$/ }).default('https://api.coinbase.com'),
  RATES_COINGECKO_URL: z.url({ protocol: /^https?$/ }).default('https://api.coingecko.com/api/v3'),
  RATES_COINGECKO_API_KEY: z.string().min(1).optional(),
  /** demo keys go in x-cg-demo-api-key, pro keys (with the pro-api URL) in x-cg-pro-api-key. */
  RATES_COINGECKO_KEY_KIND: z.enum(['demo', 'pro']).default('demo'),
  RATES_FIAT_URL: z.url({ protocol: /^https?$/ }).default('https://open.er-api.com/v6/latest/USD'),
  RATES_REFRESH_SECONDS: z.coerce.number().int().min(10).max(3600).default(60),
  /** A feed (or the CoinGecko provider) whose last answer is older than this is stale. */
  RATES_STALE_AFTER_SECONDS: z.coerce.number().int().min(30).max(86_400).default(600),
});
export type RatesConfig = z.infer<typeof ratesConfigSchema>;

/** What the rates service is built from; every field has a default that runs offline. */
export interface RatesOptions {
  provider?: 'simulated' | 'coingecko' | 'composite';
  /** The composite provider's feeds and where they are (defaults: all three, their public URLs). */
  feeds?: PriceFeedName[];
  krakenUrl?: string;
  coinbaseUrl?: string;
  coingecko?: {
    baseUrl?: string;
    apiKey?: string;
    apiKeyKind?: 'demo' | 'pro';
    fiatRatesUrl?: string;
    staleAfterMs?: number;
  };
  /** How often a fetching provider refreshes. */
  refreshMs?: number;
}

export function ratesOptionsFromConfig(config: RatesConfig): RatesOptions {
  return {
    provider: config.RATES_PROVIDER,
    feeds: config.RATES_FEEDS,
    krakenUrl: config.RATES_KRAKEN_URL,
    coinbaseUrl: config.RATES_COINBASE_URL,
    coingecko: {
      baseUrl: config.RATES_COINGECKO_URL,
      apiKey: config.RATES_COINGECKO_API_KEY,
      apiKeyKind: config.RATES_COINGECKO_KEY_KIND,
      fiatRatesUrl: config.RATES_FIAT_URL,
      staleAfterMs: config.RATES_STALE_AFTER_SECONDS * 1000,
    },
    refreshMs: config.RATES_REFRESH_SECONDS * 1000,
  };
}
