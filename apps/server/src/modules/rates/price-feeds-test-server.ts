import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { PriceFeedName } from './price-feed.js';

/** A recorded answer from fixtures/ (the services' documented shapes; this machine cannot reach them). */
export const recordedAnswer = (name: string): unknown =>
  JSON.parse(readFileSync(new URL(`./fixtures/${name}.json`, import.meta.url), 'utf8'));

export interface PriceFeedsTestServer {
  /** The configuration that points every feed at this server. */
  env: Record<string, string>;
  urls: { coingecko: string; fiat: string; kraken: string; coinbase: string };
  /** Feeds that answer 503 (CoinGecko's fiat rates keep answering: they are not a coin feed). */
  down: Set<PriceFeedName>;
  /** Requests served per feed. */
  served: Record<PriceFeedName, number>;
  close(): Promise<void>;
}

/**
 * A local HTTP server replaying the recorded answers of CoinGecko (simple/price, market_chart),
 * ExchangeRate-API, Kraken (Ticker) and Coinbase (spot prices), so tests of the feeds go through real
 * HTTP without the internet. CoinGecko's `last_updated_at` is set to `now()` when replayed, as a live
 * answer would carry.
 */
export async function startPriceFeedsTestServer(now: () => Date): Promise<PriceFeedsTestServer> {
  const down = new Set<PriceFeedName>();
  const served: Record<PriceFeedName, number> = { coingecko: 0, kraken: 0, coinbase: 0 };
  const simplePrice = recordedAnswer('coingecko-simple-price') as Record<string, Record<string, number>>;
  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    const [, feed] = url.pathname.split('/');
    const answer = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    if (feed === 'fiat') return answer(200, recordedAnswer('open-er-api-latest-usd'));
    if (feed !== 'coingecko' && feed !== 'kraken' && feed !== 'coinbase') return answer(404, {});
    served[feed] += 1;
    if (down.has(feed)) return answer(503, { error: 'Service Unavailable' });
    if (feed === 'coingecko') {
      if (url.pathname.endsWith('/market_chart')) {
        const days = url.searchParams.get('days') === '365' ? '365' : '1';
        return answer(200, recordedAnswer(`coingecko-market-chart-bitcoin-${days}`));
      }
      const seconds = Math.floor(now().getTime() / 1000);
      const body = Object.fromEntries(
        Object.entries(simplePrice).map(([id, prices]) => [id, { ...prices, last_updated_at: seconds }]),
      );
      return answer(200, body);
    }
    if (feed === 'kraken') return answer(200, recordedAnswer('kraken-ticker'));
    const pair = /\/v2\/prices\/([A-Z]+)-USD\/spot$/.exec(url.pathname);
    if (!pair) return answer(404, recordedAnswer('coinbase-not-found'));
    return answer(200, recordedAnswer(`coinbase-spot-${pair[1]!.toLowerCase()}-usd`));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const urls = {
    coingecko: `${base}/coingecko/api/v3`,
    fiat: `${base}/fiat/v6/latest/USD`,
    kraken: `${base}/kraken`,
    coinbase: `${base}/coinbase`,
  };
  return {
    urls,
    env: {
      RATES_PROVIDER: 'composite',
      RATES_FEEDS: 'coingecko,kraken,coinbase',
      RATES_COINGECKO_URL: urls.coingecko,
      RATES_FIAT_URL: urls.fiat,
      RATES_KRAKEN_URL: urls.kraken,
      RATES_COINBASE_URL: urls.coinbase,
    },
    down,
    served,
    close: () =>
      new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}
