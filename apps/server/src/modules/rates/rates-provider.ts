import type { ChartRange, CryptoCode, RateSource } from '@p2p/shared';

/**
 * Prices at one moment, as 18-decimal scaled bigints (see RATE_SCALE in @p2p/shared).
 * Providers hand out a new object when any price changes, so callers may memoize on identity.
 */
export interface RatesSnapshot {
  /** The moment the prices are for. */
  at: Date;
  source: RateSource;
  /** True when the provider could not get fresh prices for longer than it accepts. */
  stale: boolean;
  /** USD per one coin. */
  coinUsd: Readonly<Record<CryptoCode, bigint>>;
  /** Units of each fiat currency (ISO code) per one USD; USD itself is 1. */
  fiatPerUsd: ReadonlyMap<string, bigint>;
}

/** One point of a chart: the coin's USD price and the fiat's USD rate at that moment. */
export interface PricePoint {
  at: Date;
  coinUsd: bigint;
  fiatPerUsd: bigint;
}

/**
 * Where prices come from. `current` is synchronous so services can price things inside a
 * transaction without waiting on the network; providers that fetch do it in `refresh` and answer
 * `current` from their last good answer.
 */
export interface RatesProvider {
  readonly name: RateSource;
  current(now: Date): RatesSnapshot;
  /** Points of one coin priced in one fiat currency over a chart range ending `now`, oldest first. */
  history(coin: CryptoCode, fiatCode: string, range: ChartRange, now: Date): Promise<PricePoint[]>;
  /** Fetches fresh prices; never throws (failures leave the last good snapshot in place). */
  refresh?(): Promise<void>;
}

/** The provider has nothing to answer with yet (no successful fetch, nothing cached). */
export class RatesUnavailableError extends Error {
  override name = 'RatesUnavailableError';
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** Chart resolutions: the last day every 15 minutes, the last week hourly, a month every 4 h, a year daily. */
export const HISTORY_STEPS: Record<ChartRange, { stepMs: number; steps: number }> = {
  day: { stepMs: 15 * MINUTE, steps: 96 },
  week: { stepMs: HOUR, steps: 168 },
  month: { stepMs: 4 * HOUR, steps: 180 },
  year: { stepMs: 24 * HOUR, steps: 365 },
};

/** Prices change once a minute: every instant inside a minute has the same prices. */
export function priceInstant(now: Date): Date {
  return new Date(Math.floor(now.getTime() / MINUTE) * MINUTE);
}

/**
 * The instants of a chart: whole steps (UTC-aligned, so every node and every request inside a step
 * draws the same points) from `steps` steps ago, then the current price instant.
 */
export function historyInstants(range: ChartRange, now: Date): Date[] {
  const { stepMs, steps } = HISTORY_STEPS[range];
  const current = priceInstant(now).getTime();
  const lastStep = Math.floor(current / stepMs) * stepMs;
  const instants: Date[] = [];
  for (let index = steps; index >= 0; index -= 1) instants.push(new Date(lastStep - index * stepMs));
  if (current > lastStep) instants.push(new Date(current));
  return instants;
}
