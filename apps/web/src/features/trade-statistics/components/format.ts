import {
  coinPrecision,
  formatAmount as formatMinorUnits,
  type CryptoCode,
  type StatisticsBucket,
} from '@p2p/shared';
import { formatAmount, formatDecimal } from '@/lib/format';

/** Coin minor units (a decimal string) as a grouped amount with its code: "0.003 BTC". */
export function coinAmount(minorUnits: string, coin: CryptoCode, locale: string): string {
  return `${formatDecimal(formatMinorUnits(BigInt(minorUnits), coinPrecision(coin)), locale)} ${coin}`;
}

/** Whole coins as a number, to draw only: the tables show the exact amounts. */
export function coinValue(minorUnits: string, coin: CryptoCode): number {
  return Number(minorUnits) / 10 ** coinPrecision(coin);
}

/** US cents (a decimal string) in dollars: "$1,250.00". */
export function usdAmount(cents: string, locale: string): string {
  return formatAmount(formatMinorUnits(BigInt(cents), 2), 'USD', locale);
}

/** Seconds in the largest fitting unit, in the page's language: "45 sec", "12 min", "1.5 hr". */
export function duration(seconds: number, locale: string): string {
  const unit = (value: number, name: 'second' | 'minute' | 'hour') =>
    new Intl.NumberFormat(locale, { style: 'unit', unit: name, maximumFractionDigits: 1 }).format(value);
  if (seconds < 60) return unit(seconds, 'second');
  if (seconds < 3600) return unit(Math.round(seconds / 6) / 10, 'minute');
  return unit(Math.round(seconds / 360) / 10, 'hour');
}

/** A bucket's start as its hour, day or month (UTC). */
export function bucketLabel(start: string, bucket: StatisticsBucket, locale: string): string {
  const options: Intl.DateTimeFormatOptions =
    bucket === 'month'
      ? { month: 'short', year: 'numeric' }
      : bucket === 'day'
        ? { day: 'numeric', month: 'short' }
        : { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' };
  return new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' }).format(new Date(start));
}

/**
 * Decimals of a chart's value axis: none for counts, two for amounts from 1 up, and enough for the
 * largest bar to show two significant digits below 1 (0.001 BTC drew as "0.00"), at most 8.
 */
export function chartPrecision(values: readonly number[]): number {
  const largest = Math.max(0, ...values.map(Math.abs));
  if (values.every(Number.isInteger)) return 0;
  if (largest >= 1) return 2;
  return Math.min(8, Math.ceil(-Math.log10(largest)) + 1);
}
