import type { CryptoCode } from '../crypto-currencies.js';
import type { CoinVolume, StatisticsSeriesPoint, TraderStatistics } from '../schemas/trade-statistics.js';
import { bucketsOf, type StatisticsRange } from './statistics-periods.js';
import { COMPLETED_TRADE_STATUSES, type TradeRowStatus } from './trade-machine.js';

/**
 * A trader's statistics for a period (decision 039), from their trades that finished in it, grouped
 * by what the rules below read. The rules:
 * - a trade belongs to the period in which it finished (released, cancelled, expired or settled);
 * - completed is COMPLETED_TRADE_STATUSES (released, or won by the buyer in a dispute); volume,
 *   payment methods, the chart and partners count completed trades only;
 * - completion rate is completed ÷ finished in whole percent, rounded down (as decision 035's lifetime
 *   rate), null when nothing finished;
 * - a dispute is won or lost when a moderator settles it (dispute_won_buyer / dispute_won_seller);
 *   one ended by the parties (release or cancel) is neither;
 * - medians are of whole seconds; an even count takes the mean of the middle two, rounded.
 */
export interface FinishedTradeGroup {
  status: TradeRowStatus;
  /** The caller's side in these trades. */
  role: 'buyer' | 'seller';
  coin: CryptoCode;
  method: { slug: string; name: string };
  /** The start of the bucket the trades finished in (ISO, as bucketsOf gives it). */
  bucket: string;
  trades: number;
  amount: bigint;
  usdCents: bigint;
}

export interface TraderStatisticsInput {
  range: StatisticsRange;
  finished: readonly FinishedTradeGroup[];
  /** Disputes opened in the period on the caller's trades, split by who opened them. */
  disputesOpened: readonly { byYou: boolean; trades: number }[];
  /** Seconds from start to paid of the trades the caller paid (as buyer) in the period. */
  paySeconds: readonly number[];
  /** Seconds from paid to released of the trades the caller released (as seller) in the period. */
  releaseSeconds: readonly number[];
  /** Distinct users the caller completed a trade with in the period. */
  partners: number;
  lifetime: TraderStatistics['lifetime'];
}

const CANCELLED: readonly TradeRowStatus[] = ['cancelled_buyer', 'cancelled_seller', 'cancelled_system'];

/** Completed ÷ finished in whole percent, rounded down; null before anything finished. */
export function completionRate(completed: number, finished: number): number | null {
  return finished === 0 ? null : Math.floor((completed * 100) / finished);
}

/** The median of whole seconds (any order); null for none. */
export function medianSeconds(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : Math.round((sorted[middle - 1]! + sorted[middle]!) / 2);
}

/** Which side a moderator's award went to, from the caller's view. */
function disputeOutcome(group: FinishedTradeGroup): 'won' | 'lost' | null {
  if (group.status !== 'dispute_won_buyer' && group.status !== 'dispute_won_seller') return null;
  const winner = group.status === 'dispute_won_buyer' ? 'buyer' : 'seller';
  return winner === group.role ? 'won' : 'lost';
}

function addVolume(into: Map<CryptoCode, CoinVolume>, group: FinishedTradeGroup) {
  const held = into.get(group.coin) ?? { coin: group.coin, amount: '0', trades: 0 };
  into.set(group.coin, {
    coin: group.coin,
    amount: (BigInt(held.amount) + group.amount).toString(),
    trades: held.trades + group.trades,
  });
}

const byCoin = (a: { coin: string }, b: { coin: string }) => a.coin.localeCompare(b.coin);

/** Every bucket of the period for each coin traded in it, zero where nothing completed. */
function seriesOf(range: StatisticsRange, completed: readonly FinishedTradeGroup[]): StatisticsSeriesPoint[] {
  const cells = new Map<string, { amount: bigint; trades: number }>();
  for (const group of completed) {
    const key = `${group.bucket}|${group.coin}`;
    const held = cells.get(key) ?? { amount: 0n, trades: 0 };
    cells.set(key, { amount: held.amount + group.amount, trades: held.trades + group.trades });
  }
  const coins = [...new Set(completed.map((group) => group.coin))].sort();
  return bucketsOf(range).flatMap((start) =>
    coins.map((coin) => {
      const cell = cells.get(`${start}|${coin}`);
      return { start, coin, amount: (cell?.amount ?? 0n).toString(), trades: cell?.trades ?? 0 };
    }),
  );
}

function paymentMethodsOf(completed: readonly FinishedTradeGroup[]): TraderStatistics['paymentMethods'] {
  const methods = new Map<
    string,
    { name: string; trades: number; usdCents: bigint; volume: Map<CryptoCode, CoinVolume> }
  >();
  for (const group of completed) {
    const held = methods.get(group.method.slug) ?? {
      name: group.method.name,
      trades: 0,
      usdCents: 0n,
      volume: new Map(),
    };
    held.trades += group.trades;
    held.usdCents += group.usdCents;
    addVolume(held.volume, group);
    methods.set(group.method.slug, held);
  }
  return [...methods.entries()]
    .sort(([slugA, a], [slugB, b]) =>
      a.usdCents === b.usdCents
        ? b.trades - a.trades || slugA.localeCompare(slugB)
        : a.usdCents > b.usdCents
          ? -1
          : 1,
    )
    .map(([slug, method]) => ({
      slug,
      name: method.name,
      trades: method.trades,
      usdCents: method.usdCents.toString(),
      volume: [...method.volume.values()].sort(byCoin),
    }));
}

/** The figures of the trader statistics page. */
export function traderStatistics(input: TraderStatisticsInput): TraderStatistics {
  const { range } = input;
  const count = (test: (group: FinishedTradeGroup) => boolean) =>
    input.finished.filter(test).reduce((sum, group) => sum + group.trades, 0);
  const completedGroups = input.finished.filter((group) => COMPLETED_TRADE_STATUSES.includes(group.status));
  const finished = count(() => true);
  const completed = count((group) => COMPLETED_TRADE_STATUSES.includes(group.status));
  const volume = new Map<CryptoCode, CoinVolume>();
  completedGroups.forEach((group) => addVolume(volume, group));
  const opened = input.disputesOpened;
  return {
    period: range.period,
    from: range.from.toISOString(),
    to: range.to.toISOString(),
    bucket: range.bucket,
    trades: {
      finished,
      completed,
      cancelled: count((group) => CANCELLED.includes(group.status)),
      expired: count((group) => group.status === 'expired'),
    },
    completionRate: completionRate(completed, finished),
    volume: [...volume.values()].sort(byCoin),
    series: seriesOf(range, completedGroups),
    paymentMethods: paymentMethodsOf(completedGroups),
    medianPaySeconds: medianSeconds(input.paySeconds),
    payments: input.paySeconds.length,
    medianReleaseSeconds: medianSeconds(input.releaseSeconds),
    releases: input.releaseSeconds.length,
    disputes: {
      opened: opened.reduce((sum, row) => sum + row.trades, 0),
      openedByYou: opened.filter((row) => row.byYou).reduce((sum, row) => sum + row.trades, 0),
      won: count((group) => disputeOutcome(group) === 'won'),
      lost: count((group) => disputeOutcome(group) === 'lost'),
    },
    partners: input.partners,
    lifetime: input.lifetime,
  };
}
