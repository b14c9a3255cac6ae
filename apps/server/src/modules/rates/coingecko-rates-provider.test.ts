import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { divideScaled, formatDecimal, parseDecimal, RATE_SCALE } from '@p2p/shared';
import { CoinGeckoRatesProvider, type CoinGeckoProviderOptions } from './coingecko-rates-provider.js';
import { RatesUnavailableError } from './rates-provider.js';
import { createRatesService } from './rates.service.js';
import { RatesService } from './rates.service.js';
import { loadReferenceRates } from './reference-rates.js';

/**
 * Answers in the shapes CoinGecko (simple/price, coins/{id}/market_chart, its 429 body) and
 * ExchangeRate-API's open endpoint send, kept as files: this machine cannot reach either service.
 */
const fixture = (name: string): unknown =>
  JSON.parse(readFileSync(new URL(`./fixtures/${name}.json`, import.meta.url), 'utf8'));
const SIMPLE_PRICE = fixture('coingecko-simple-price') as Record<string, Record<string, number>>;
const FIAT_RATES = fixture('open-er-api-latest-usd') as { rates: Record<string, number> };

const levels = await loadReferenceRates();
const scaled = (text: string | number) => parseDecimal(String(text), RATE_SCALE);
const show = (value: bigint | undefined) => formatDecimal(value!, RATE_SCALE, 8);

type Answer = { status: number; body: unknown } | 'network-error' | 'not-json';

/** A fetch that answers from the fixtures, or as the test says, and records what was asked. */
function fakeUpstream() {
  const calls: { url: URL; headers: Record<string, string> }[] = [];
  const override: { coins?: Answer; fiat?: Answer; chart?: Answer } = {};
  const fetchImpl = (async (input: string | URL, init?: RequestInit) => {
    const url = new URL(String(input));
    calls.push({ url, headers: (init?.headers ?? {}) as Record<string, string> });
    const kind = url.pathname.endsWith('/simple/price')
      ? 'coins'
      : url.pathname.includes('/market_chart')
        ? 'chart'
        : 'fiat';
    const days = url.searchParams.get('days');
    const answer: Answer = override[kind] ?? {
      status: 200,
      body:
        kind === 'coins'
          ? SIMPLE_PRICE
          : kind === 'fiat'
            ? FIAT_RATES
            : fixture(`coingecko-market-chart-bitcoin-${days === '365' ? '365' : '1'}`),
    };
    if (answer === 'network-error') throw new TypeError('fetch failed');
    if (answer === 'not-json') return new Response('<html>502 Bad Gateway</html>', { status: 200 });
    return new Response(JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'content-type': 'application/json' },
    });
  }) as typeof fetch;
  const count = (kind: 'simple/price' | 'market_chart' | 'er-api') =>
    calls.filter((call) => call.url.href.includes(kind)).length;
  return { fetchImpl, calls, override, count };
}

function setup(overrides: Partial<CoinGeckoProviderOptions> = {}) {
  const upstream = fakeUpstream();
  const clock = { now: new Date('2025-11-15T12:00:30.000Z') };
  const warnings: string[] = [];
  const provider = new CoinGeckoRatesProvider(levels, {
    baseUrl: 'https://api.coingecko.com/api/v3',
    fiatRatesUrl: 'https://open.er-api.com/v6/latest/USD',
    fetchImpl: upstream.fetchImpl,
    clock: () => clock.now,
    log: { warn: (_details, message) => void warnings.push(message) },
    ...overrides,
  });
  const advance = (ms: number) => (clock.now = new Date(clock.now.getTime() + ms));
  return { provider, upstream, clock, advance, warnings };
}

const MINUTE = 60_000;

describe('CoinGeckoRatesProvider', () => {
  it('serves the bundled levels, flagged stale, until its first answer', () => {
    const { provider, clock } = setup();
    const snapshot = provider.current(clock.now);
    expect(snapshot).toMatchObject({ source: 'bundled', stale: true });
    expect(snapshot.coinUsd.BTC).toBe(levels.coinUsd.BTC);
  });

  it('reads coin prices, derives fiat rates from CoinGecko, and fills the rest from the exchange-rate API', async () => {
    const { provider, upstream, clock } = setup({ apiKey: 'CG-demo-key' });
    await provider.refresh();
    const snapshot = provider.current(clock.now);
    expect(snapshot).toMatchObject({ source: 'coingecko', stale: false });
    expect(snapshot.at.toISOString()).toBe('2025-11-15T11:59:43.000Z'); // newest last_updated_at
    expect(show(snapshot.coinUsd.BTC)).toBe('95123.42369510');
    expect(show(snapshot.coinUsd.ETH)).toBe(
      formatDecimal(scaled(SIMPLE_PRICE.ethereum!.usd!), RATE_SCALE, 8),
    );
    expect(snapshot.coinUsd.USDT).toBe(scaled(SIMPLE_PRICE.tether!.usd!));
    // EUR per USD = bitcoin in EUR / bitcoin in USD.
    expect(snapshot.fiatPerUsd.get('EUR')).toBe(
      divideScaled(scaled(SIMPLE_PRICE.bitcoin!.eur!), scaled(SIMPLE_PRICE.bitcoin!.usd!)),
    );
    expect(snapshot.fiatPerUsd.get('USD')).toBe(scaled(1));
    // CoinGecko has no KES: the exchange-rate API's figure. Nobody prices XPT: the bundled level.
    expect(snapshot.fiatPerUsd.get('KES')).toBe(scaled(FIAT_RATES.rates.KES!));
    expect(snapshot.fiatPerUsd.get('XPT')).toBe(levels.fiat.get('XPT')!.perUsd);
    expect(snapshot.fiatPerUsd.size).toBe(levels.fiat.size);

    const [coins] = upstream.calls.filter((call) => call.url.pathname.endsWith('/simple/price'));
    expect(coins!.url.searchParams.get('ids')).toBe('bitcoin,ethereum,tether');
    expect(coins!.url.searchParams.get('vs_currencies')).toContain('usd,aed,ars');
    expect(coins!.url.searchParams.get('vs_currencies')).toContain('ngn');
    expect(coins!.headers['x-cg-demo-api-key']).toBe('CG-demo-key');
    const fiat = upstream.calls.find((call) => call.url.host === 'open.er-api.com');
    expect(fiat!.headers['x-cg-demo-api-key']).toBeUndefined();
  });

  it('caches: coin prices per refresh, fiat rates for an hour', async () => {
    const { provider, upstream, advance } = setup();
    await provider.refresh();
    advance(MINUTE);
    await provider.refresh();
    expect(upstream.count('simple/price')).toBe(2);
    expect(upstream.count('er-api')).toBe(1);
    advance(60 * MINUTE);
    await provider.refresh();
    expect(upstream.count('er-api')).toBe(2);
    // Two refreshes at once share one fetch.
    await Promise.all([provider.refresh(), provider.refresh()]);
    expect(upstream.count('simple/price')).toBe(4);
  });

  it.each<[string, Answer]>([
    ['a 429 rate limit', { status: 429, body: fixture('coingecko-rate-limited') }],
    ['a 500', { status: 500, body: { error: 'internal' } }],
    ['a network failure', 'network-error'],
    ['a body that is not JSON', 'not-json'],
    ['an answer without bitcoin', { status: 200, body: { ethereum: { usd: 3000 }, tether: { usd: 1 } } }],
    ['a negative price', { status: 200, body: { ...SIMPLE_PRICE, bitcoin: { usd: -1 } } }],
  ])(
    'keeps the last good snapshot after %s, and reports it stale once it is old',
    async (_label, failure) => {
      const { provider, upstream, clock, advance, warnings } = setup();
      await provider.refresh();
      const good = provider.current(clock.now);
      upstream.override.coins = failure;
      advance(MINUTE);
      await provider.refresh();
      expect(provider.lastError).toMatch(/^coin prices: /);
      expect(warnings).toContain('rates fetch failed; keeping the last good rates');
      const after = provider.current(clock.now);
      expect(after.coinUsd).toEqual(good.coinUsd);
      expect(after.fiatPerUsd).toEqual(good.fiatPerUsd);
      expect(after.stale).toBe(false); // 1.5 minutes old: still fresh
      advance(10 * MINUTE);
      expect(provider.current(clock.now)).toMatchObject({ stale: true, source: 'coingecko' });
      // Recovery clears the error and the flag.
      delete upstream.override.coins;
      await provider.refresh();
      expect(provider.lastError).toBeUndefined();
    },
  );

  it('is stale when the fiat rates it needs never came, fresh coin prices or not', async () => {
    const { provider, upstream, clock } = setup();
    upstream.override.fiat = { status: 503, body: {} };
    await provider.refresh();
    expect(provider.lastError).toMatch(/^fiat rates: HTTP 503/);
    expect(provider.current(clock.now)).toMatchObject({ source: 'coingecko', stale: true });
    // Fiat rates failing do not wait an hour to be retried.
    delete upstream.override.fiat;
    await provider.refresh();
    expect(provider.current(clock.now).stale).toBe(false);
  });

  it('charts from market_chart on the chart grid, ending at the current price, cached per range', async () => {
    const { provider, upstream, clock, advance } = setup();
    await provider.refresh();
    const day = await provider.history('BTC', 'EUR', 'day', clock.now);
    const chart = (fixture('coingecko-market-chart-bitcoin-1') as { prices: [number, number][] }).prices;
    // The first grid instant (yesterday 12:00) comes before the chart's first price: left out.
    expect(day[0]!.at.toISOString()).toBe('2025-11-14T12:15:00.000Z');
    const at = day[0]!.at.getTime();
    const before = chart.filter(([time]) => time <= at).at(-1)!;
    expect(day[0]!.coinUsd).toBe(scaled(before[1]));
    const eur = provider.current(clock.now).fiatPerUsd.get('EUR');
    expect(day.every((point) => point.fiatPerUsd === eur)).toBe(true);
    expect(day.at(-1)).toMatchObject({ coinUsd: provider.current(clock.now).coinUsd.BTC });
    expect(day.at(-1)!.at.toISOString()).toBe('2025-11-15T12:00:00.000Z');

    const year = await provider.history('BTC', 'EUR', 'year', clock.now);
    expect(year.length).toBeGreaterThan(360);
    expect(upstream.calls.find((call) => call.url.searchParams.get('days') === '365')!.url.search).toContain(
      'interval=daily',
    );

    await provider.history('BTC', 'EUR', 'day', clock.now);
    expect(upstream.count('market_chart')).toBe(2);
    advance(6 * MINUTE);
    upstream.override.chart = { status: 429, body: fixture('coingecko-rate-limited') };
    // Expired and the refetch fails: the cached chart still answers.
    expect(await provider.history('BTC', 'EUR', 'day', clock.now)).not.toHaveLength(0);
    expect(upstream.count('market_chart')).toBe(3);
    await expect(provider.history('ETH', 'EUR', 'day', clock.now)).rejects.toBeInstanceOf(
      RatesUnavailableError,
    );
  });
});

describe('the rates service over CoinGecko', () => {
  it('is selected by config, fetches on start, and leaves charts empty when the chart API fails', async () => {
    const upstream = fakeUpstream();
    const clock = () => new Date('2025-11-15T12:00:30.000Z');
    const provider = new CoinGeckoRatesProvider(levels, {
      baseUrl: 'https://api.coingecko.com/api/v3',
      fiatRatesUrl: 'https://open.er-api.com/v6/latest/USD',
      fetchImpl: upstream.fetchImpl,
      clock,
    });
    const service = new RatesService({
      provider,
      clock,
      currencies: [{ id: 144, code: 'USD', name: 'US Dollar', digits: 2, isPopular: true, order: 1 }],
    });
    expect(service.meta()).toMatchObject({ source: 'bundled', stale: true, paused: true });
    await service.start();
    expect(service.meta()).toEqual({
      source: 'coingecko',
      stale: false,
      paused: false,
      updatedAt: '2025-11-15T11:59:43.000Z',
    });
    expect(service.fiatPerCoin('BTC', 'USD')).toBe('95123.42369510');
    upstream.override.chart = 'network-error';
    expect(await service.chartPoints('BTC', 'USD', 'week')).toEqual([]);
    service.close();
  });

  it('createRatesService picks the provider named in the options', async () => {
    const { createTestDatabase } = await import('../../test/database.js');
    const database = await createTestDatabase();
    try {
      const live = await createRatesService({
        db: database.db,
        rates: { provider: 'coingecko', coingecko: { baseUrl: 'https://cg.test/api/v3' } },
        fetchImpl: fakeUpstream().fetchImpl,
      });
      expect(live.providerName).toBe('coingecko');
      const simulated = await createRatesService({ db: database.db });
      expect(simulated.providerName).toBe('simulated');
      expect(simulated.fiatPrecision('JPY')).toBe(0);
    } finally {
      await database.close();
    }
  });
});
