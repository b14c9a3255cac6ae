import { z } from 'zod';
import {
  CRYPTO_CURRENCIES,
  divideScaled,
  parseDecimal,
  RATE_SCALE,
  type ChartRange,
  type CryptoCode,
} from '@p2p/shared';
import {
  historyInstants,
  priceInstant,
  RatesUnavailableError,
  type PricePoint,
  type RatesProvider,
  type RatesSnapshot,
} from './rates-provider.js';
import type { ReferenceRates } from './reference-rates.js';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

export interface CoinGeckoProviderOptions {
  /** https://api.coingecko.com/api/v3 (demo and keyless) or https://pro-api.coingecko.com/api/v3. */
  baseUrl: string;
  apiKey?: string;
  /** Which header carries the key: x-cg-demo-api-key or x-cg-pro-api-key. */
  apiKeyKind?: 'demo' | 'pro';
  /** Fiat per USD for the currencies CoinGecko does not price (ExchangeRate-API's open endpoint shape). */
  fiatRatesUrl: string;
  /** Coin prices older than this are reported stale. */
  staleAfterMs?: number;
  /** Fiat exchange rates move slowly and the open endpoint updates daily: fetched this often. */
  fiatRefreshMs?: number;
  fiatStaleAfterMs?: number;
  timeoutMs?: number;
  fetchImpl?: typeof fetch;
  clock?: () => Date;
  log?: { warn(details: object, message: string): void };
}

const COIN_IDS: Record<CryptoCode, string> = { BTC: 'bitcoin', ETH: 'ethereum', USDT: 'tether' };

/** The fiat currencies CoinGecko prices coins in (simple/supported_vs_currencies, 2025). */
// prettier-ignore
export const COINGECKO_FIAT_CODES = [
  'USD', 'AED', 'ARS', 'AUD', 'BDT', 'BHD', 'BMD', 'BRL', 'CAD', 'CHF', 'CLP', 'CNY', 'CZK', 'DKK', 'EUR',
  'GBP', 'GEL', 'HKD', 'HUF', 'IDR', 'ILS', 'INR', 'JPY', 'KRW', 'KWD', 'LKR', 'MMK', 'MXN', 'MYR', 'NGN',
  'NOK', 'NZD', 'PHP', 'PKR', 'PLN', 'RUB', 'SAR', 'SEK', 'SGD', 'THB', 'TRY', 'TWD', 'UAH', 'VND', 'ZAR',
  'XAG', 'XAU',
] as const;

const DAYS: Record<ChartRange, number> = { day: 1, week: 7, month: 30, year: 365 };
/** How long a fetched chart is reused: about one step of its resolution. */
const CHART_TTL_MS: Record<ChartRange, number> = {
  day: 5 * MINUTE,
  week: 30 * MINUTE,
  month: HOUR,
  year: 6 * HOUR,
};

const positiveNumber = z.number().positive();
const simplePriceSchema = z.record(
  z.string(),
  z.object({ usd: positiveNumber, last_updated_at: z.number().int().optional() }).catchall(z.unknown()),
);
const marketChartSchema = z.looseObject({
  prices: z.array(z.tuple([z.number(), z.number()])),
});
const fiatRatesSchema = z.looseObject({
  result: z.literal('success'),
  base_code: z.literal('USD'),
  time_last_update_unix: z.number().int(),
  rates: z.record(z.string(), z.number()),
});

const scaled = (value: number) => parseDecimal(String(value), RATE_SCALE);

interface CoinPrices {
  coinUsd: Record<CryptoCode, bigint>;
  /** Fiat per USD derived from CoinGecko's bitcoin price in that currency. */
  fiatPerUsd: Map<string, bigint>;
  updatedAt: Date;
}

interface FiatRates {
  fiatPerUsd: Map<string, bigint>;
  updatedAt: Date;
  fetchedAt: Date;
}

/**
 * Market prices from CoinGecko's simple/price (coins in USD and in the fiat currencies it knows),
 * completed by an exchange-rate API for the other fiat currencies. Answers are cached: `current`
 * serves the last good answer and flags it stale when it gets too old; a failed fetch keeps it.
 * Until the first success it serves the bundled reference levels, flagged stale.
 */
export class CoinGeckoRatesProvider implements RatesProvider {
  readonly name = 'coingecko' as const;
  private coins: CoinPrices | undefined;
  private fiat: FiatRates | undefined;
  private merged: Pick<RatesSnapshot, 'at' | 'coinUsd' | 'fiatPerUsd' | 'source'>;
  private readonly charts = new Map<string, { prices: [number, number][]; fetchedAt: number }>();
  private refreshing: Promise<void> | undefined;
  /** The last failure, for operators (undefined after a full success). */
  lastError: string | undefined;

  private readonly staleAfterMs: number;
  private readonly fiatRefreshMs: number;
  private readonly fiatStaleAfterMs: number;
  private readonly fetchImpl: typeof fetch;
  private readonly clock: () => Date;

  constructor(
    private readonly reference: ReferenceRates,
    private readonly options: CoinGeckoProviderOptions,
  ) {
    this.staleAfterMs = options.staleAfterMs ?? 10 * MINUTE;
    this.fiatRefreshMs = options.fiatRefreshMs ?? HOUR;
    this.fiatStaleAfterMs = options.fiatStaleAfterMs ?? 48 * HOUR;
    this.fetchImpl = options.fetchImpl ?? fetch;
    this.clock = options.clock ?? (() => new Date());
    this.merged = {
      at: new Date(`${reference.asOf}T00:00:00.000Z`),
      source: 'bundled',
      coinUsd: reference.coinUsd,
      fiatPerUsd: new Map([...reference.fiat].map(([code, entry]) => [code, entry.perUsd])),
    };
  }

  current(now: Date): RatesSnapshot {
    return { ...this.merged, stale: this.isStale(now) };
  }

  /** The last good coin prices in USD and when CoinGecko says they were true; undefined before any. */
  latestCoins(): { coinUsd: Readonly<Record<CryptoCode, bigint>>; at: Date } | undefined {
    return this.coins && { coinUsd: this.coins.coinUsd, at: this.coins.updatedAt };
  }

  private isStale(now: Date): boolean {
    if (!this.coins || now.getTime() - this.coins.updatedAt.getTime() > this.staleAfterMs) return true;
    const needsFiat = [...this.reference.fiat.keys()].some((code) => !this.coins!.fiatPerUsd.has(code));
    return needsFiat && (!this.fiat || now.getTime() - this.fiat.updatedAt.getTime() > this.fiatStaleAfterMs);
  }

  refresh(): Promise<void> {
    this.refreshing ??= this.fetchAll().finally(() => (this.refreshing = undefined));
    return this.refreshing;
  }

  private async fetchAll(): Promise<void> {
    const now = this.clock();
    const errors: string[] = [];
    const fiatDue = !this.fiat || now.getTime() - this.fiat.fetchedAt.getTime() >= this.fiatRefreshMs;
    await Promise.all([
      this.fetchCoins().then(
        (coins) => (this.coins = coins),
        (error: unknown) => errors.push(`coin prices: ${describe(error)}`),
      ),
      fiatDue
        ? this.fetchFiat(now).then(
            (fiat) => (this.fiat = fiat),
            (error: unknown) => errors.push(`fiat rates: ${describe(error)}`),
          )
        : undefined,
    ]);
    this.lastError = errors.length ? errors.join('; ') : undefined;
    if (this.lastError)
      this.options.log?.warn({ error: this.lastError }, 'rates fetch failed; keeping the last good rates');
    if (this.coins) this.merge(this.coins);
  }

  private merge(coins: CoinPrices): void {
    const fiatPerUsd = new Map<string, bigint>();
    for (const [code, entry] of this.reference.fiat) {
      fiatPerUsd.set(code, coins.fiatPerUsd.get(code) ?? this.fiat?.fiatPerUsd.get(code) ?? entry.perUsd);
    }
    this.merged = { at: coins.updatedAt, source: 'coingecko', coinUsd: coins.coinUsd, fiatPerUsd };
  }

  private async getJson(url: string, withKey: boolean): Promise<unknown> {
    const headers: Record<string, string> = { accept: 'application/json' };
    if (withKey && this.options.apiKey) {
      headers[this.options.apiKeyKind === 'pro' ? 'x-cg-pro-api-key' : 'x-cg-demo-api-key'] =
        this.options.apiKey;
    }
    const response = await this.fetchImpl(url, {
      headers,
      signal: AbortSignal.timeout(this.options.timeoutMs ?? 10_000),
    });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    return (await response.json()) as unknown;
  }

  private async fetchCoins(): Promise<CoinPrices> {
    const known = COINGECKO_FIAT_CODES.filter((code) => code === 'USD' || this.reference.fiat.has(code));
    const url =
      `${this.options.baseUrl}/simple/price?ids=${Object.values(COIN_IDS).join(',')}` +
      `&vs_currencies=${known.map((code) => code.toLowerCase()).join(',')}` +
      '&include_last_updated_at=true&precision=full';
    const body = simplePriceSchema.parse(await this.getJson(url, true));
    const coinUsd = {} as Record<CryptoCode, bigint>;
    let updatedAtSeconds = 0;
    for (const coin of CRYPTO_CURRENCIES) {
      const entry = body[COIN_IDS[coin.code]];
      if (!entry) throw new Error(`no price for ${coin.code}`);
      coinUsd[coin.code] = scaled(entry.usd);
      updatedAtSeconds = Math.max(updatedAtSeconds, entry.last_updated_at ?? 0);
    }
    // Fiat per USD = bitcoin in the fiat / bitcoin in USD: CoinGecko's own cross rate.
    const bitcoin = body[COIN_IDS.BTC]!;
    const fiatPerUsd = new Map<string, bigint>([['USD', 10n ** BigInt(RATE_SCALE)]]);
    for (const code of known) {
      const price = bitcoin[code.toLowerCase()];
      if (code !== 'USD' && typeof price === 'number' && price > 0) {
        fiatPerUsd.set(code, divideScaled(scaled(price), coinUsd.BTC));
      }
    }
    const updatedAt = updatedAtSeconds > 0 ? new Date(updatedAtSeconds * 1000) : this.clock();
    return { coinUsd, fiatPerUsd, updatedAt };
  }

  private async fetchFiat(now: Date): Promise<FiatRates> {
    const body = fiatRatesSchema.parse(await this.getJson(this.options.fiatRatesUrl, false));
    const fiatPerUsd = new Map<string, bigint>();
    for (const [code, rate] of Object.entries(body.rates)) {
      if (this.reference.fiat.has(code) && rate > 0) fiatPerUsd.set(code, scaled(rate));
    }
    return { fiatPerUsd, updatedAt: new Date(body.time_last_update_unix * 1000), fetchedAt: now };
  }

  async history(coin: CryptoCode, fiatCode: string, range: ChartRange, now: Date): Promise<PricePoint[]> {
    const prices = await this.chart(coin, range, now);
    const snapshot = this.current(now);
    const fiatPerUsd = snapshot.fiatPerUsd.get(fiatCode);
    if (fiatPerUsd === undefined) return [];
    // CoinGecko charts coins in USD; the fiat side uses today's rate (fiat moves little over a chart).
    const points: PricePoint[] = [];
    const current = priceInstant(now).getTime();
    let cursor = 0;
    for (const at of historyInstants(range, now)) {
      if (at.getTime() === current && snapshot.source === 'coingecko') {
        points.push({ at, coinUsd: snapshot.coinUsd[coin], fiatPerUsd });
        continue;
      }
      while (cursor + 1 < prices.length && prices[cursor + 1]![0] <= at.getTime()) cursor += 1;
      const [time, price] = prices[cursor] ?? [Infinity, 0];
      if (time <= at.getTime() && price > 0) points.push({ at, coinUsd: scaled(price), fiatPerUsd });
    }
    return points;
  }

  /** The coin's USD chart for a range, oldest first, from cache while fresh enough. */
  private async chart(coin: CryptoCode, range: ChartRange, now: Date): Promise<[number, number][]> {
    const key = `${coin}:${range}`;
    const cached = this.charts.get(key);
    if (cached && now.getTime() - cached.fetchedAt < CHART_TTL_MS[range]) return cached.prices;
    try {
      const url =
        `${this.options.baseUrl}/coins/${COIN_IDS[coin]}/market_chart?vs_currency=usd&days=${DAYS[range]}` +
        (range === 'year' ? '&interval=daily' : '');
      const body = marketChartSchema.parse(await this.getJson(url, true));
      const prices = [...body.prices].sort((a, b) => a[0] - b[0]);
      this.charts.set(key, { prices, fetchedAt: now.getTime() });
      return prices;
    } catch (error) {
      this.options.log?.warn({ error: describe(error), coin, range }, 'chart fetch failed');
      if (cached) return cached.prices;
      throw new RatesUnavailableError(`No ${range} chart for ${coin}: ${describe(error)}`);
    }
  }
}

function describe(error: unknown): string {
  if (error instanceof z.ZodError) return `unexpected answer (${error.issues[0]?.path.join('.') ?? ''})`;
  return error instanceof Error ? error.message : String(error);
}
