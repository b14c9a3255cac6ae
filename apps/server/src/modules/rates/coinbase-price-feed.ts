import { z } from 'zod';
import { CRYPTO_CURRENCIES, parseDecimal, RATE_SCALE, type CryptoCode } from '@p2p/shared';
import { getJson, HttpPriceFeed, type FeedPrices } from './price-feed.js';

/** The public spot price answer of Coinbase's API v2: `{ data: { amount, base, currency } }`. */
const spotSchema = z.looseObject({
  data: z.looseObject({ amount: z.string(), base: z.string(), currency: z.literal('USD') }),
});

/**
 * Coin prices from Coinbase's public spot prices (api.coinbase.com/v2/prices/{coin}-USD/spot, no
 * key), one request per coin. The answer carries no time: the prices are true when they arrive.
 */
export class CoinbasePriceFeed extends HttpPriceFeed {
  readonly name = 'coinbase' as const;

  protected async fetchPrices(): Promise<FeedPrices> {
    const prices = await Promise.all(
      CRYPTO_CURRENCIES.map(async (coin) => {
        const url = `${this.options.baseUrl}/v2/prices/${coin.code}-USD/spot`;
        const body = spotSchema.parse(await getJson(this.options, url));
        if (body.data.base.toUpperCase() !== coin.code) throw new Error(`no price for ${coin.code}`);
        return [coin.code, parseDecimal(body.data.amount, RATE_SCALE)] as const;
      }),
    );
    return { coinUsd: Object.fromEntries(prices) as Record<CryptoCode, bigint>, at: this.now() };
  }
}
