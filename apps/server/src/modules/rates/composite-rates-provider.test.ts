import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDecimal, parseDecimal, RATE_SCALE } from '@p2p/shared';
import { CoinbasePriceFeed } from './coinbase-price-feed.js';
import { CompositeRatesProvider } from './composite-rates-provider.js';
import { createRatesProvider } from './create-rates-provider.js';
import { KrakenPriceFeed } from './kraken-price-feed.js';
import { medianPrice } from './price-feed.js';
import {
  recordedAnswer,
  startPriceFeedsTestServer,
  type PriceFeedsTestServer,
} from './price-feeds-test-server.js';
import { RatesService, type PriceHealthChange } from './rates.service.js';

const scaled = (text: string) => parseDecimal(text, RATE_SCALE);
const show = (value: bigint) => formatDecimal(value, RATE_SCALE, 8);
const MINUTE = 60_000;

const clock = { now: new Date('2025-11-15T12:00:30.000Z') };
const advance = (ms: number) => (clock.now = new Date(clock.now.getTime() + ms));
let upstream: PriceFeedsTestServer;
beforeAll(async () => {
  upstream = await startPriceFeedsTestServer(() => clock.now);
});
afterAll(() => upstream.close());

describe('the price feeds read their recorded answers', () => {
  it('Kraken: the last trade of each pair, filed under its canonical pair name', async () => {
    const kraken = new KrakenPriceFeed({ baseUrl: upstream.urls.kraken, clock: () => clock.now });
    expect(kraken.latest()).toBeUndefined();
    await kraken.refresh();
    expect(kraken.lastError).toBeUndefined();
    const latest = kraken.latest()!;
    expect([show(latest.coinUsd.BTC), show(latest.coinUsd.ETH), show(latest.coinUsd.USDT)]).toEqual([
      '95101.30000000',
      '3186.92000000',
      '1.00018000',
    ]);
    // The answer carries no time: the prices are as of their arrival.
    expect(latest.at).toEqual(clock.now);
  });

  it('Kraken: an error answer keeps the last good prices and says why', async () => {
    const warnings: object[] = [];
    const kraken = new KrakenPriceFeed({
      baseUrl: upstream.urls.kraken,
      clock: () => clock.now,
      log: { warn: (details) => void warnings.push(details) },
      fetchImpl: (async () =>
        new Response(JSON.stringify(recordedAnswer('kraken-ticker-unknown-pair')))) as typeof fetch,
    });
    await kraken.refresh();
    expect(kraken.latest()).toBeUndefined();
    expect(kraken.lastError).toBe('Kraken: EQuery:Unknown asset pair');
    expect(warnings).toEqual([{ feed: 'kraken', error: 'Kraken: EQuery:Unknown asset pair' }]);
  });

  it('Coinbase: one spot price per coin; a wrong coin in the answer is refused', async () => {
    const coinbase = new CoinbasePriceFeed({ baseUrl: upstream.urls.coinbase, clock: () => clock.now });
    await coinbase.refresh();
    const latest = coinbase.latest()!;
    expect([show(latest.coinUsd.BTC), show(latest.coinUsd.ETH), show(latest.coinUsd.USDT)]).toEqual([
      '95140.00500000',
      '3188.10000000',
      '1.00020000',
    ]);
    const confused = new CoinbasePriceFeed({
      baseUrl: upstream.urls.coinbase,
      fetchImpl: (async () =>
        new Response(
          JSON.stringify({ data: { amount: '1', base: 'DOGE', currency: 'USD' } }),
        )) as typeof fetch,
    });
    await confused.refresh();
    expect(confused.latest()).toBeUndefined();
    expect(confused.lastError).toBe('no price for BTC');
  });

  it('the median is the middle price, or the mean of the two middle ones rounded half-up', () => {
    expect(medianPrice([3n, 1n, 2n])).toBe(2n);
    expect(medianPrice([10n, 1n, 7n, 4n])).toBe(6n); // (4 + 7) / 2 = 5.5, half-up
    expect(medianPrice([5n])).toBe(5n);
    expect(() => medianPrice([])).toThrow(RangeError);
  });
});

describe('prices that survive a feed failure', () => {
  it('takes the median of the fresh feeds, pauses when all are stale, alerts once, resumes', async () => {
    const provider = await createRatesProvider(
      {
        provider: 'composite',
        feeds: ['coingecko', 'kraken', 'coinbase'],
        krakenUrl: upstream.urls.kraken,
        coinbaseUrl: upstream.urls.coinbase,
        coingecko: {
          baseUrl: upstream.urls.coingecko,
          fiatRatesUrl: upstream.urls.fiat,
          staleAfterMs: 10 * MINUTE,
        },
      },
      { clock: () => clock.now },
    );
    expect(provider).toBeInstanceOf(CompositeRatesProvider);
    const alerts: PriceHealthChange[] = [];
    const logged: { level: string; message: string }[] = [];
    const log = (level: string) => (_details: object, message: string) =>
      void logged.push({ level, message });
    const service = new RatesService({
      provider,
      currencies: [{ id: 43, code: 'EUR', name: 'Euro', digits: 2, isPopular: true, order: 1 }],
      clock: () => clock.now,
      log: { warn: log('warn'), error: log('error'), info: log('info') },
      onHealthChange: (change) => void alerts.push(change),
    });
    const btc = () => service.coinUsd('BTC');
    const errors = () => logged.filter((entry) => entry.level === 'error');

    // Before any answer: the bundled levels, stale, paused.
    expect(service.meta()).toMatchObject({ source: 'bundled', stale: true, paused: true });

    await service.refreshNow();
    expect(service.meta()).toMatchObject({ source: 'composite', stale: false, paused: false });
    // CoinGecko 95123.4236951, Kraken 95101.3, Coinbase 95140.005: the middle one.
    expect(btc()).toBe('95123.42369510');
    expect(service.coinUsd('ETH')).toBe('3187.55120349');
    expect(service.coinUsd('USDT')).toBe('1.00020000');
    // Fiat per USD still comes from CoinGecko's cross rates.
    expect(service.fiatRate('EUR').usd).not.toBe('0.00000000');
    // The start looked healthy and still is: nothing to say.
    expect(alerts).toEqual([]);

    // Kraken dies; ten minutes later its answer is stale: the median of the two others, no pause.
    upstream.down.add('kraken');
    advance(11 * MINUTE);
    await service.refreshNow();
    expect(service.feedStates()!.map((feed) => [feed.name, feed.fresh])).toEqual([
      ['coingecko', true],
      ['kraken', false],
      ['coinbase', true],
    ]);
    expect(service.feedStates()![1]!.error).toBe('HTTP 503');
    expect(btc()).toBe(show((scaled('95123.4236951') + scaled('95140.005')) / 2n));
    expect(service.marketPricesPaused()).toBe(false);
    expect(alerts).toEqual([]);
    expect(errors()).toEqual([]);

    // Every feed dies: the last median stays, flagged stale, margin prices paused, one alert.
    upstream.down.add('coingecko').add('coinbase');
    advance(11 * MINUTE);
    const lastMedian = btc();
    await service.refreshNow();
    expect(service.marketPricesPaused()).toBe(true);
    expect(service.meta()).toMatchObject({ source: 'composite', stale: true, paused: true });
    expect(btc()).toBe(lastMedian);
    expect(alerts).toHaveLength(1);
    expect(alerts[0]).toMatchObject({ paused: true, source: 'composite' });
    expect(alerts[0]!.feeds!.map((feed) => feed.error)).toEqual([
      'coin prices: HTTP 503',
      'HTTP 503',
      'HTTP 503',
    ]);
    expect(errors()).toHaveLength(1);
    // Not per request and not per refresh: the state did not change.
    for (let request = 0; request < 5; request += 1) service.meta();
    await service.refreshNow();
    advance(MINUTE);
    await service.refreshNow();
    expect(alerts).toHaveLength(1);
    expect(errors()).toHaveLength(1);

    // They come back: everything resumes by itself, with the median of the three again.
    upstream.down.clear();
    await service.refreshNow();
    expect(service.marketPricesPaused()).toBe(false);
    expect(btc()).toBe('95123.42369510');
    expect(alerts.map((change) => change.paused)).toEqual([true, false]);
    expect(logged.filter((entry) => entry.level === 'info').map((entry) => entry.message)).toEqual([
      'price feeds fresh again: margin-priced offers resumed',
    ]);
  });

  it('one fresh feed is enough: the median of one', async () => {
    const provider = await createRatesProvider(
      {
        provider: 'composite',
        feeds: ['kraken', 'coinbase'],
        krakenUrl: upstream.urls.kraken,
        coinbaseUrl: upstream.urls.coinbase,
        coingecko: { baseUrl: upstream.urls.coingecko, fiatRatesUrl: upstream.urls.fiat },
      },
      { clock: () => clock.now },
    );
    upstream.down.add('coinbase');
    await provider.refresh!();
    upstream.down.clear();
    const snapshot = provider.current(clock.now);
    expect((provider as CompositeRatesProvider).feedStates(clock.now).map((feed) => feed.fresh)).toEqual([
      true,
      false,
    ]);
    expect(snapshot.stale).toBe(false);
    expect(show(snapshot.coinUsd.BTC)).toBe('95101.30000000');
  });
});
