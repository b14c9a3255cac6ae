/**
 * The time periods of the statistics pages (platform.md §9: day, 24h, week, 7d, month, 1m, year),
 * as ranges of time ending now, in UTC (decision 039). The calendar periods start at the beginning
 * of the current day, week (weekday 1, Monday) or month; the rolling ones go back 24 hours, 7 days
 * or one calendar month; `year` is the last twelve calendar months with the current one, so that its
 * chart is the volume by month.
 */
export const STATISTICS_PERIODS = ['day', '24h', 'week', '7d', 'month', '1m', 'year'] as const;
export type StatisticsPeriod = (typeof STATISTICS_PERIODS)[number];

/** The period a statistics page opens with: twelve months, one bar a month. */
export const DEFAULT_STATISTICS_PERIOD: StatisticsPeriod = 'year';

/** The width of one point of a period's chart. */
export type StatisticsBucket = 'hour' | 'day' | 'month';

export interface StatisticsRange {
  period: StatisticsPeriod;
  /** The first moment counted (inclusive). */
  from: Date;
  /** Now (exclusive). */
  to: Date;
  bucket: StatisticsBucket;
}

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

const startOfDay = (now: Date) =>
  new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));

/** The range a period covers at `now`. */
export function statisticsRange(period: StatisticsPeriod, now: Date): StatisticsRange {
  const at = (from: Date, bucket: StatisticsBucket): StatisticsRange => ({ period, from, to: now, bucket });
  switch (period) {
    case 'day':
      return at(startOfDay(now), 'hour');
    case '24h':
      return at(new Date(now.getTime() - DAY), 'hour');
    case 'week': {
      // getUTCDay: Sunday 0 … Saturday 6; the week starts on weekday 1 (Monday).
      const sinceMonday = (now.getUTCDay() + 6) % 7;
      return at(new Date(startOfDay(now).getTime() - sinceMonday * DAY), 'day');
    }
    case '7d':
      return at(new Date(now.getTime() - 7 * DAY), 'day');
    case 'month':
      return at(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1)), 'day');
    case '1m': {
      // One calendar month back; a day that month lacks (31 March → 31 February) clamps to its end.
      const target = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
      const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
      target.setUTCDate(Math.min(now.getUTCDate(), lastDay));
      return at(new Date(target.getTime() + (now.getTime() - startOfDay(now).getTime())), 'day');
    }
    case 'year':
      return at(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 11, 1)), 'month');
  }
}

/** The start of the bucket holding `moment` (UTC), as the database's date_trunc gives it. */
export function bucketStart(moment: Date, bucket: StatisticsBucket): Date {
  const y = moment.getUTCFullYear();
  const m = moment.getUTCMonth();
  if (bucket === 'month') return new Date(Date.UTC(y, m, 1));
  if (bucket === 'day') return new Date(Date.UTC(y, m, moment.getUTCDate()));
  return new Date(Date.UTC(y, m, moment.getUTCDate(), moment.getUTCHours()));
}

/** Every bucket of the range, oldest first, as ISO strings (the first may start before `from`). */
export function bucketsOf(range: StatisticsRange): string[] {
  const buckets: string[] = [];
  let cursor = bucketStart(range.from, range.bucket);
  while (cursor < range.to) {
    buckets.push(cursor.toISOString());
    cursor =
      range.bucket === 'month'
        ? new Date(Date.UTC(cursor.getUTCFullYear(), cursor.getUTCMonth() + 1, 1))
        : new Date(cursor.getTime() + (range.bucket === 'day' ? DAY : HOUR));
  }
  return buckets;
}
