import { z } from 'zod';
import { CRYPTO_CURRENCIES, divideRoundHalfUp, type CryptoCode } from '@p2p/shared';

/** The names of the coin price feeds the composite provider can ask (config RATES_FEEDS). */
export const PRICE_FEED_NAMES = ['coingecko', 'kraken', 'coinbase'] as const;
export type PriceFeedName = (typeof PRICE_FEED_NAMES)[number];

/** One feed's last good coin prices: USD per coin at RATE_SCALE, and when they were true. */
export interface FeedPrices {
  coinUsd: Readonly<Record<CryptoCode, bigint>>;
  at: Date;
}

/**
 * A source of coin prices in USD. `refresh` fetches and never throws (a failure keeps the last good
 * prices); `latest` is that last good answer, undefined until the first success.
 */
export interface PriceFeed {
  readonly name: PriceFeedName;
  refresh(): Promise<void>;
  latest(): FeedPrices | undefined;
  /** The last failure, undefined after a success. */
  readonly lastError: string | undefined;
}

export interface FeedOptions {
  baseUrl: string;
  timeoutMs?: number;
  fetchImpl?: typeof fetch;
  clock?: () => Date;
  log?: { warn(details: object, message: string): void };
}

/** GETs a JSON answer; a non-2xx status, a timeout or a body that is not JSON throws. */
export async function getJson(options: FeedOptions, url: string): Promise<unknown> {
  const response = await (options.fetchImpl ?? fetch)(url, {
    headers: { accept: 'application/json' },
    signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
  });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  return (await response.json()) as unknown;
}

export function describeError(error: unknown): string {
  if (error instanceof z.ZodError) return `unexpected answer (${error.issues[0]?.path.join('.') ?? ''})`;
  return error instanceof Error ? error.message : String(error);
}

/**
 * The shared part of the HTTP feeds: one fetch at a time, the last good prices kept on failure, a
 * warning per failed fetch. Subclasses only read an answer into prices.
 */
export abstract class HttpPriceFeed implements PriceFeed {
  abstract readonly name: PriceFeedName;
  private good: FeedPrices | undefined;
  private running: Promise<void> | undefined;
  lastError: string | undefined;

  constructor(protected readonly options: FeedOptions) {}

  protected now(): Date {
    return (this.options.clock ?? (() => new Date()))();
  }

  /** Fetches and reads one answer; throws on anything unexpected. */
  protected abstract fetchPrices(): Promise<FeedPrices>;

  latest(): FeedPrices | undefined {
    return this.good;
  }

  refresh(): Promise<void> {
    this.running ??= this.fetchPrices()
      .then((prices) => {
        for (const coin of CRYPTO_CURRENCIES) {
          if (!(prices.coinUsd[coin.code] > 0n)) throw new Error(`no price for ${coin.code}`);
        }
        this.good = prices;
        this.lastError = undefined;
      })
      .catch((error: unknown) => {
        this.lastError = describeError(error);
        this.options.log?.warn(
          { feed: this.name, error: this.lastError },
          'price feed fetch failed; keeping its last good prices',
        );
      })
      .finally(() => (this.running = undefined));
    return this.running;
  }
}

/** The median of positive prices: the middle one, or the two middle ones' mean rounded half-up. */
export function medianPrice(values: readonly bigint[]): bigint {
  if (values.length === 0) throw new RangeError('median of no prices');
  const sorted = [...values].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  const middle = Math.floor(sorted.length / 2);
  if (sorted.length % 2 === 1) return sorted[middle]!;
  return divideRoundHalfUp(sorted[middle - 1]! + sorted[middle]!, 2n);
}
