import {
  coinPrecision,
  cryptoToFiatMinor,
  DEFAULT_LOCALE,
  formatDecimal,
  multiplyScaled,
  RATE_DECIMALS,
  RATE_SCALE,
  type ChartPoint,
  type ChartRange,
  type CryptoCode,
  type CryptoFiatRate,
  type FiatRate,
  type Locale,
  type RatesMeta,
} from '@p2p/shared';
import type { Executor } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import * as reference from '../reference/reference.service.js';
import { CompositeRatesProvider, type FeedState } from './composite-rates-provider.js';
import { createRatesProvider } from './create-rates-provider.js';
import { localizedCurrencyName } from './currency-names.js';
import type { RatesOptions } from './rates-config.js';
import { RatesUnavailableError, type RatesProvider, type RatesSnapshot } from './rates-provider.js';

/** What the rates service needs to know of a fiat currency (from the reference data). */
export interface FiatCurrencyInfo {
  id: number;
  code: string;
  /** English name. */
  name: string;
  /** Decimals of the minor unit (ISO 4217). */
  digits: number;
  isPopular: boolean;
  order: number;
}

export type Log = {
  warn(details: object, message: string): void;
  error?(details: object, message: string): void;
  info?(details: object, message: string): void;
};

/** A change of the market prices' health: paused (every feed stale) or resumed. */
export interface PriceHealthChange {
  paused: boolean;
  at: Date;
  source: RatesProvider['name'];
  /** Each feed's state, for the composite provider. */
  feeds?: FeedState[];
}

export interface RatesServiceOptions {
  provider: RatesProvider;
  currencies: readonly FiatCurrencyInfo[];
  clock?: () => Date;
  /** How often a fetching provider refreshes (default a minute). */
  refreshMs?: number;
  log?: Log;
  /** Told once per change when prices go stale (pause) and when they come back (resume). */
  onHealthChange?: (change: PriceHealthChange) => void | Promise<void>;
}

const INITIAL_FETCH_WAIT_MS = 5_000;

interface RatesTable {
  snapshot: RatesSnapshot;
  /** Published rates (RATE_DECIMALS) per fiat code. */
  rates: Map<string, FiatRate>;
}

/**
 * Rates of every coin in every fiat currency. Fiat currencies carry the spec's rate: how many units
 * of the currency one USD, one BTC, one USDT (and one ETH) are worth; a coin's rate in a currency is
 * the currency's USD rate times the coin's USD price, at 18 decimals, published rounded half-up to
 * 8 decimals. Conversions use the published rate, so they can be checked against what was shown.
 *
 * A plain class: routes reach it as `app.rates`; services and the operator CLI build one with
 * `createRatesService`.
 *
 * @example
 * const rates = await createRatesService({ db });
 * rates.fiatPerCoin('BTC', 'NGN'); // e.g. '137750179.01281905' naira per bitcoin
 * rates.convertCryptoToFiatMinor('BTC', 50_000_000n, 'NGN'); // then 6887508951n kobo (68875089.51)
 */
export class RatesService {
  private readonly provider: RatesProvider;
  private readonly currencies: readonly FiatCurrencyInfo[];
  private readonly byCode: Map<string, FiatCurrencyInfo>;
  private readonly clock: () => Date;
  private readonly refreshMs: number;
  private readonly log: Log | undefined;
  private readonly onHealthChange: RatesServiceOptions['onHealthChange'];
  private memo: RatesTable | undefined;
  private timer: NodeJS.Timeout | undefined;
  /** What the last health check saw; the start is healthy, so stale prices at start alert once. */
  private pausedSeen = false;

  constructor(options: RatesServiceOptions) {
    this.provider = options.provider;
    this.clock = options.clock ?? (() => new Date());
    this.refreshMs = options.refreshMs ?? 60_000;
    this.log = options.log;
    this.onHealthChange = options.onHealthChange;
    const known = this.provider.current(this.clock()).fiatPerUsd;
    const missing = options.currencies.filter((currency) => !known.has(currency.code));
    if (missing.length > 0) {
      this.log?.warn(
        { currencies: missing.map((c) => c.code) },
        'no rates for these currencies; they are left out',
      );
    }
    this.currencies = options.currencies.filter((currency) => known.has(currency.code));
    this.byCode = new Map(this.currencies.map((currency) => [currency.code, currency]));
  }

  get providerName(): RatesProvider['name'] {
    return this.provider.name;
  }

  /** Fetches once (waiting a few seconds at most) and then every `refreshMs`; a no-op when simulated. */
  async start(): Promise<void> {
    if (!this.provider.refresh || this.timer) return;
    const first = this.provider.refresh();
    let waited: NodeJS.Timeout | undefined;
    await Promise.race([
      first,
      new Promise((resolve) => (waited = setTimeout(resolve, INITIAL_FETCH_WAIT_MS))),
    ]);
    clearTimeout(waited);
    // Judged once the first fetch is over, however long it takes: a slow start is not an outage.
    void first.then(() => this.checkHealth());
    this.timer = setInterval(() => void this.refreshNow(), this.refreshMs);
    this.timer.unref();
  }

  /** One refresh of a fetching provider, then the health check (the timer's tick; tests call it). */
  async refreshNow(): Promise<void> {
    await this.provider.refresh?.();
    await this.checkHealth();
  }

  /**
   * Compares the prices' health with what the last check saw and, on a change, logs it (an error
   * when pausing) and tells `onHealthChange`: once per change, however many requests see it.
   */
  async checkHealth(): Promise<void> {
    const paused = this.marketPricesPaused();
    if (paused === this.pausedSeen) return;
    this.pausedSeen = paused;
    const change: PriceHealthChange = {
      paused,
      at: this.clock(),
      source: this.provider.name,
      feeds: this.feedStates(),
    };
    const details = { source: change.source, feeds: change.feeds };
    if (paused) {
      const message = 'every price feed is stale: margin-priced offers paused, trade starts on them refused';
      if (this.log?.error) this.log.error(details, message);
      else this.log?.warn(details, message);
    } else {
      this.log?.info?.(details, 'price feeds fresh again: margin-priced offers resumed');
    }
    try {
      await this.onHealthChange?.(change);
    } catch (error) {
      this.log?.warn({ error: String(error) }, 'price health alert failed');
    }
  }

  /**
   * True while every price feed is stale: margin-priced offers leave the market and trades on them
   * cannot start (fixed-price offers do not depend on a market price). The simulated provider is
   * never stale.
   */
  marketPricesPaused(): boolean {
    return this.table().snapshot.stale;
  }

  /** Each feed's freshness, for the composite provider; undefined for a single-source provider. */
  feedStates(): FeedState[] | undefined {
    return this.provider instanceof CompositeRatesProvider
      ? this.provider.feedStates(this.clock())
      : undefined;
  }

  close(): void {
    clearInterval(this.timer);
    this.timer = undefined;
  }

  private table(): RatesTable {
    const snapshot = this.provider.current(this.clock());
    const memo = this.memo;
    if (
      memo &&
      memo.snapshot.coinUsd === snapshot.coinUsd &&
      memo.snapshot.fiatPerUsd === snapshot.fiatPerUsd
    ) {
      memo.snapshot = snapshot;
      return memo;
    }
    const publish = (value: bigint) => formatDecimal(value, RATE_SCALE, RATE_DECIMALS);
    const rates = new Map<string, FiatRate>();
    for (const currency of this.currencies) {
      const perUsd = snapshot.fiatPerUsd.get(currency.code)!;
      rates.set(currency.code, {
        usd: publish(perUsd),
        btc: publish(multiplyScaled(perUsd, snapshot.coinUsd.BTC)),
        usdt: publish(multiplyScaled(perUsd, snapshot.coinUsd.USDT)),
        eth: publish(multiplyScaled(perUsd, snapshot.coinUsd.ETH)),
      });
    }
    this.memo = { snapshot, rates };
    return this.memo;
  }

  /** A value that changes (by identity) whenever the published rates change: answers built from them key on it. */
  ratesVersion(): object {
    return this.table().rates;
  }

  meta(): RatesMeta {
    const { snapshot } = this.table();
    return {
      updatedAt: snapshot.at.toISOString(),
      stale: snapshot.stale,
      paused: snapshot.stale,
      source: snapshot.source,
    };
  }

  /** The fiat currencies that have rates, in the reference order. */
  fiatCurrencies(): readonly FiatCurrencyInfo[] {
    return this.currencies;
  }

  hasCurrency(code: string): boolean {
    return this.byCode.has(code.toUpperCase());
  }

  /** A fiat currency by ISO code in any case; an unknown one is a 400 on `field`. */
  currency(code: string, field = 'currency'): FiatCurrencyInfo {
    const currency = this.byCode.get(code.toUpperCase());
    if (!currency) throw AppError.validation(field, `Unknown fiat currency: ${code}`);
    return currency;
  }

  /** Decimals of the currency's minor unit (2 for most, 0 for JPY, 3 for KWD). */
  fiatPrecision(fiatCode: string): number {
    return this.currency(fiatCode).digits;
  }

  /** The spec's rate of a fiat currency: units per 1 USD, BTC, USDT and ETH. */
  fiatRate(fiatCode: string): FiatRate {
    return this.table().rates.get(this.currency(fiatCode).code)!;
  }

  /** USD per one coin, 8 decimals. */
  coinUsd(coin: CryptoCode): string {
    return formatDecimal(this.table().snapshot.coinUsd[coin], RATE_SCALE, RATE_DECIMALS);
  }

  /** Units of the fiat currency per one coin, 8 decimals. */
  fiatPerCoin(coin: CryptoCode, fiatCode: string): string {
    const rate = this.fiatRate(fiatCode);
    return coin === 'BTC' ? rate.btc : coin === 'ETH' ? rate.eth : rate.usdt;
  }

  /** A coin amount (minor units) in fiat minor units at the published rate, rounded half-up. */
  convertCryptoToFiatMinor(coin: CryptoCode, amountMinor: bigint, fiatCode: string): bigint {
    return cryptoToFiatMinor(
      amountMinor,
      coinPrecision(coin),
      this.fiatPerCoin(coin, fiatCode),
      this.fiatPrecision(fiatCode),
    );
  }

  /** Every fiat currency with its rates, named in `locale`. */
  cryptoFiatRates(locale: Locale = DEFAULT_LOCALE): CryptoFiatRate[] {
    const { rates } = this.table();
    return this.currencies.map((currency) => ({
      id: currency.id,
      code: currency.code,
      name: localizedCurrencyName(currency.code, currency.name, locale),
      originalName: currency.name,
      precision: currency.digits,
      rate: rates.get(currency.code)!,
    }));
  }

  /** The coin's price in the currency over a chart range; empty when the provider has no history. */
  async chartPoints(coin: CryptoCode, fiatCode: string, range: ChartRange): Promise<ChartPoint[]> {
    const currency = this.currency(fiatCode);
    try {
      const points = await this.provider.history(coin, currency.code, range, this.clock());
      return points.map((point) => ({
        date: point.at.toISOString(),
        rate: formatDecimal(multiplyScaled(point.fiatPerUsd, point.coinUsd), RATE_SCALE, RATE_DECIMALS),
      }));
    } catch (error) {
      if (error instanceof RatesUnavailableError) return [];
      throw error;
    }
  }
}

/**
 * A rates service over the database's reference currencies and the configured provider.
 * Call `start()` to begin fetching (live providers) and `close()` when done.
 */
export async function createRatesService(options: {
  db: Executor;
  rates?: RatesOptions;
  clock?: () => Date;
  fetchImpl?: typeof fetch;
  log?: Log;
  onHealthChange?: RatesServiceOptions['onHealthChange'];
}): Promise<RatesService> {
  const { data } = await reference.listFiatCurrencies(options.db, { withPopular: false });
  const currencies = data.map((currency) => ({
    id: currency.id,
    code: currency.code,
    name: currency.originalName,
    digits: currency.formattingDecimalsCount,
    isPopular: currency.isPopular,
    order: currency.order,
  }));
  const provider = await createRatesProvider(options.rates, {
    fetchImpl: options.fetchImpl,
    clock: options.clock,
    log: options.log,
  });
  return new RatesService({
    provider,
    currencies,
    clock: options.clock,
    refreshMs: options.rates?.refreshMs,
    log: options.log,
    onHealthChange: options.onHealthChange,
  });
}
