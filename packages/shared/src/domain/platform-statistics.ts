import type { CryptoCode } from '../crypto-currencies.js';
import type { PlatformStatistics } from '../schemas/trade-statistics.js';
import { bucketsOf, type StatisticsRange } from './statistics-periods.js';

/**
 * The public statistic dashboard's figures (decision 039): completed trades only, aggregates only.
 * A group made of fewer than `minGroupTrades` completed trades shows no figures, so that no single
 * trade (its time, amount, vendor's country or method) can be read from the page. Countries and
 * payment-method groups below the threshold are added up into one unnamed group (`null`), which is
 * itself withheld when it is still below the threshold.
 */
export const PUBLIC_STATISTICS_MIN_GROUP_TRADES = 5;

/** One aggregate the database computed over the period's completed trades. */
export interface PlatformGroup {
  trades: number;
  usdCents: bigint;
}

export interface PlatformStatisticsInput {
  range: StatisticsRange;
  computedAt: Date;
  minGroupTrades?: number;
  total: PlatformGroup;
  activeVendors: number;
  /** By bucket start (ISO, as bucketsOf gives it). */
  buckets: readonly (PlatformGroup & { start: string })[];
  coins: readonly (PlatformGroup & { coin: CryptoCode; amount: bigint })[];
  /** By the vendor's country, null when the vendor gave none. */
  countries: readonly (PlatformGroup & { country: string | null })[];
  paymentMethodGroups: readonly (PlatformGroup & { slug: string; name: string })[];
}

type Shown = { trades: number | null; usdCents: string | null };

function shown(group: PlatformGroup, min: number): Shown {
  return group.trades > 0 && group.trades < min
    ? { trades: null, usdCents: null }
    : { trades: group.trades, usdCents: group.usdCents.toString() };
}

const largestFirst = <T extends PlatformGroup>(a: T, b: T) =>
  b.trades - a.trades || (a.usdCents === b.usdCents ? 0 : a.usdCents > b.usdCents ? -1 : 1);

/** The named groups at or above the threshold, largest first, then the others added up as `other`. */
function namedAndOther<T extends PlatformGroup, R>(
  groups: readonly T[],
  min: number,
  name: (group: T) => R | null,
  other: R,
): (R & Shown)[] {
  const big = groups.filter((group) => group.trades >= min && name(group) !== null).sort(largestFirst);
  const rest = groups.filter((group) => !big.includes(group));
  const rows = big.map((group) => ({ ...name(group)!, ...shown(group, min) }));
  const restTotal = rest.reduce(
    (sum, group) => ({ trades: sum.trades + group.trades, usdCents: sum.usdCents + group.usdCents }),
    { trades: 0, usdCents: 0n },
  );
  return restTotal.trades > 0 ? [...rows, { ...other, ...shown(restTotal, min) }] : rows;
}

/** The public figures of the period, with every small group withheld. */
export function platformStatistics(input: PlatformStatisticsInput): PlatformStatistics {
  const min = input.minGroupTrades ?? PUBLIC_STATISTICS_MIN_GROUP_TRADES;
  const { range } = input;
  const byStart = new Map(input.buckets.map((bucket) => [bucket.start, bucket]));
  return {
    period: range.period,
    from: range.from.toISOString(),
    to: range.to.toISOString(),
    bucket: range.bucket,
    minGroupTrades: min,
    computedAt: input.computedAt.toISOString(),
    totals: shown(input.total, min),
    activeVendors: input.activeVendors,
    series: bucketsOf(range).map((start) => ({
      start,
      ...shown(byStart.get(start) ?? { trades: 0, usdCents: 0n }, min),
    })),
    coins: input.coins
      .filter((coin) => coin.trades > 0)
      .sort((a, b) => a.coin.localeCompare(b.coin))
      .map((coin) => {
        const figures = shown(coin, min);
        return {
          coin: coin.coin,
          ...figures,
          amount: figures.trades === null ? null : coin.amount.toString(),
        };
      }),
    countries: namedAndOther(
      input.countries,
      min,
      (group) => (group.country === null ? null : { country: group.country as string | null }),
      { country: null },
    ),
    paymentMethodGroups: namedAndOther(
      input.paymentMethodGroups,
      min,
      (group) => ({ slug: group.slug as string | null, name: group.name as string | null }),
      { slug: null, name: null },
    ),
  };
}
