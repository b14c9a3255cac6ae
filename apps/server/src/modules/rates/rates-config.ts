import { z } from 'zod';

/**
 * The environment variables of the rates module. Merge into the server's config schema with
 * `configSchema.extend(ratesConfigSchema.shape)` and pass `ratesOptionsFromConfig(config)` on.
 */
export const ratesConfigSchema = z.object({
  /** simulated: bundled levels moved by a deterministic walk (no network). coingecko: live prices. */
  RATES_PROVIDER: z.enum(['simulated', 'coingecko']).default('simulated'),
  RATES_COINGECKO_URL: z.url({ protocol: /^https?$/ }).default('https://api.coingecko.com/api/v3'),
  RATES_COINGECKO_API_KEY: z.string().min(1).optional(),
  /** demo keys go in x-cg-demo-api-key, pro keys (with the pro-api URL) in x-cg-pro-api-key. */
  RATES_COINGECKO_KEY_KIND: z.enum(['demo', 'pro']).default('demo'),
  RATES_FIAT_URL: z.url({ protocol: /^https?$/ }).default('https://open.er-api.com/v6/latest/USD'),
  RATES_REFRESH_SECONDS: z.coerce.number().int().min(10).max(3600).default(60),
  RATES_STALE_AFTER_SECONDS: z.coerce.number().int().min(30).max(86_400).default(600),
});
export type RatesConfig = z.infer<typeof ratesConfigSchema>;

/** What the rates service is built from; every field has a default that runs offline. */
export interface RatesOptions {
  provider?: 'simulated' | 'coingecko';
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
