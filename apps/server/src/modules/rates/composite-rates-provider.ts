import { CRYPTO_CURRENCIES, type ChartRange, type CryptoCode } from '@p2p/shared';
import type { CoinGeckoRatesProvider } from './coingecko-rates-provider.js';
import { medianPrice, type FeedPrices, type PriceFeed } from './price-feed.js';
import type { PricePoint, RatesProvider, RatesSnapshot } from './rates-provider.js';

/** CoinGecko's coin prices as one feed of the composite (its fiat rates and charts serve it too). */
export function coinGeckoFeed(provider: CoinGeckoRatesProvider): PriceFeed {
  return {
    name: 'coingecko',
    refresh: () => provider.refresh(),
    latest: () => provider.latestCoins(),
    get lastError() {
      return provider.lastError;
    },
  };
}

/** What one feed contributes now: fresh (used in the median) or not, and why. */
export interface FeedState {
  name: PriceFeed['name'];
  fresh: boolean;
  /** When its last good prices were true; null before its first answer. */
  at: Date | null;
  error: string | null;
}

interface Medians {
  key: string;
  coinUsd: Readonly<Record<CryptoCode, bigint>>;
  at: Date;
}

/**
 * Coin prices that survive a feed failure: each coin's USD price is the median of the feeds whose
 * last good answer is younger than `staleAfterMs` (two fresh feeds: their mean). When no feed is
 * fresh the last medians stay in place, flagged stale (the rates service then pauses what depends
 * on a market price). Fiat rates and charts come from the CoinGecko provider (`base`), which is
 * refreshed with the feeds whether or not it is one of them.
 */
export class CompositeRatesProvider implements RatesProvider {
  readonly name = 'composite' as const;
  private medians: Medians | undefined;

  constructor(
    private readonly base: CoinGeckoRatesProvider,
    readonly feeds: readonly PriceFeed[],
    private readonly staleAfterMs: number,
  ) {
    if (feeds.length === 0) throw new RangeError('the composite provider needs at least one feed');
  }

  private isFresh(prices: FeedPrices | undefined, now: Date): prices is FeedPrices {
    return prices !== undefined && now.getTime() - prices.at.getTime() <= this.staleAfterMs;
  }

  feedStates(now: Date): FeedState[] {
    return this.feeds.map((feed) => {
      const prices = feed.latest();
      return {
        name: feed.name,
        fresh: this.isFresh(prices, now),
        at: prices?.at ?? null,
        error: feed.lastError ?? null,
      };
    });
  }

  current(now: Date): RatesSnapshot {
    const baseSnapshot = this.base.current(now);
    const fresh = this.feeds
      .map((feed) => ({ name: feed.name, prices: feed.latest() }))
      .filter((entry): entry is { name: PriceFeed['name']; prices: FeedPrices } =>
        this.isFresh(entry.prices, now),
      );
    if (fresh.length > 0) {
      // The same fresh answers give the same object, so the service's memo holds between refreshes.
      const key = fresh.map((entry) => `${entry.name}@${entry.prices.at.getTime()}`).join(',');
      if (this.medians?.key !== key) this.medians = { key, ...this.median(fresh.map((e) => e.prices)) };
    }
    const medians = this.medians;
    if (!medians) {
      // No feed has ever answered: the bundled levels, stale.
      return { ...baseSnapshot, source: 'bundled', stale: true };
    }
    return {
      at: medians.at,
      source: this.name,
      stale: fresh.length === 0,
      coinUsd: medians.coinUsd,
      fiatPerUsd: baseSnapshot.fiatPerUsd,
    };
  }

  private median(answers: readonly FeedPrices[]): Omit<Medians, 'key'> {
    const coinUsd = Object.fromEntries(
      CRYPTO_CURRENCIES.map((coin) => [coin.code, medianPrice(answers.map((a) => a.coinUsd[coin.code]))]),
    ) as Record<CryptoCode, bigint>;
    const at = new Date(Math.max(...answers.map((answer) => answer.at.getTime())));
    return { coinUsd, at };
  }

  async refresh(): Promise<void> {
    await Promise.all([this.base.refresh(), ...this.feeds.map((feed) => feed.refresh())]);
  }

  history(coin: CryptoCode, fiatCode: string, range: ChartRange, now: Date): Promise<PricePoint[]> {
    return this.base.history(coin, fiatCode, range, now);
  }
}
