import { z } from 'zod';
import { parseDecimal, RATE_SCALE, type CryptoCode } from '@p2p/shared';
import { getJson, HttpPriceFeed, type FeedPrices } from './price-feed.js';

/** Kraken's pair names: what the request asks for and the key its answer files the pair under. */
const PAIRS: Record<CryptoCode, { asked: string; answered: string }> = {
  BTC: { asked: 'XBTUSD', answered: 'XXBTZUSD' },
  ETH: { asked: 'ETHUSD', answered: 'XETHZUSD' },
  USDT: { asked: 'USDTUSD', answered: 'USDTZUSD' },
};

/** The public Ticker answer: `c` is the last trade closed, [price, lot volume]. */
const tickerSchema = z.looseObject({
  error: z.array(z.string()),
  result: z
    .record(z.string(), z.looseObject({ c: z.tuple([z.string(), z.string()]).rest(z.string()) }))
    .optional(),
});

/**
 * Coin prices from Kraken's public REST Ticker (no key): the last trade of each coin against USD.
 * Its answer carries no time, so the prices are taken as true when they arrive.
 */
export class KrakenPriceFeed extends HttpPriceFeed {
  readonly name = 'kraken' as const;

  protected async fetchPrices(): Promise<FeedPrices> {
    const pairs = Object.values(PAIRS).map((pair) => pair.asked);
    const url = `${this.options.baseUrl}/0/public/Ticker?pair=${pairs.join(',')}`;
    const body = tickerSchema.parse(await getJson(this.options, url));
    if (body.error.length > 0) throw new Error(`Kraken: ${body.error.join('; ')}`);
    const result = body.result ?? {};
    const coinUsd = {} as Record<CryptoCode, bigint>;
    for (const [coin, pair] of Object.entries(PAIRS) as [CryptoCode, (typeof PAIRS)[CryptoCode]][]) {
      const ticker = result[pair.answered] ?? result[pair.asked];
      if (!ticker) throw new Error(`no price for ${coin}`);
      coinUsd[coin] = parseDecimal(ticker.c[0], RATE_SCALE);
    }
    return { coinUsd, at: this.now() };
  }
}
