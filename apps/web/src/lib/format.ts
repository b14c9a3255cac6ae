/**
 * Display helpers. Money and rates arrive as decimal strings and never pass through a float here: the
 * whole part goes to Intl as a bigint (for grouping and the currency's style) and the fraction is
 * written as given, or rounded in bigint arithmetic where a function says so.
 */

import { CRYPTO_CURRENCIES, formatAmount as formatMinorUnits } from '@p2p/shared';
import { dateTimeFormatOf, numberFormat, relativeTimeFormat } from './intl-cache';

export interface DecimalParts {
  negative: boolean;
  whole: bigint;
  fraction: string;
}

/** A plain decimal string ("-12.340") in parts; null when it is not one. */
export function splitDecimal(value: string): DecimalParts | null {
  const match = /^(-?)(\d+)(?:\.(\d+))?$/.exec(value.trim());
  if (!match) return null;
  return { negative: match[1] === '-', whole: BigInt(match[2]!), fraction: match[3] ?? '' };
}

function separators(locale: string) {
  const parts = numberFormat(locale).formatToParts(-1.5);
  return {
    decimal: parts.find((part) => part.type === 'decimal')?.value ?? '.',
    minus: parts.find((part) => part.type === 'minusSign')?.value ?? '-',
  };
}

/** Trailing zeros dropped, but at least `minFraction` decimals kept. */
function trimFraction(fraction: string, minFraction: number): string {
  const significant = fraction.replace(/0+$/, '');
  return significant.length >= minFraction
    ? significant
    : fraction.slice(0, minFraction).padEnd(minFraction, '0');
}

/**
 * A decimal string grouped in the page's language; `minFraction` decimals at least, none rounded.
 * @example formatDecimal('1234.5000', 'en', { minFraction: 2 }) // '1,234.50'
 */
export function formatDecimal(
  value: string,
  locale: string,
  { minFraction = 0, signed = false }: { minFraction?: number; signed?: boolean } = {},
): string {
  const parts = splitDecimal(value);
  if (!parts) return value;
  const { decimal, minus } = separators(locale);
  const fraction = trimFraction(parts.fraction, minFraction);
  const whole = numberFormat(locale, { useGrouping: true }).format(parts.whole);
  const isZero = parts.whole === 0n && !/[1-9]/.test(parts.fraction);
  const sign = isZero ? '' : parts.negative ? minus : signed ? '+' : '';
  return `${sign}${whole}${fraction ? `${decimal}${fraction}` : ''}`;
}

/**
 * A decimal string rounded half away from zero to `decimals` places, in bigint arithmetic; for
 * display only (a rate with 8 decimals shown in cents). Shorter fractions are left as they are.
 * @example roundDecimal('97602.72592000', 2) // '97602.73'
 */
export function roundDecimal(value: string, decimals: number): string {
  const parts = splitDecimal(value);
  if (!parts || parts.fraction.length <= decimals) return value;
  const scaled = BigInt(`${parts.whole}${parts.fraction.slice(0, decimals)}`);
  const roundUp = Number(parts.fraction[decimals]) >= 5;
  const rounded = formatMinorUnits(scaled + (roundUp ? 1n : 0n), decimals);
  return parts.negative && /[1-9]/.test(rounded) ? `-${rounded}` : rounded;
}

/**
 * A fiat amount (decimal string with `precision` decimals) in the currency's own style, without
 * rounding: shorter fractions are padded to `precision`, longer ones kept. A code Intl refuses is
 * written after the number.
 * @example formatFiat('12345.6', 'USD', 2, 'en') // '$12,345.60'
 */
export function formatFiat(value: string, currency: string, precision: number, locale: string): string {
  const parts = splitDecimal(value);
  if (!parts) return `${value} ${currency}`;
  const fraction = parts.fraction.padEnd(precision, '0');
  let formatter: Intl.NumberFormat;
  try {
    formatter = numberFormat(locale, {
      style: 'currency',
      currency,
      minimumFractionDigits: 0,
      maximumFractionDigits: 0,
    });
  } catch {
    return `${formatDecimal(value, locale, { minFraction: precision })} ${currency}`;
  }
  const { decimal, minus } = separators(locale);
  const wholeParts = formatter.formatToParts(parts.negative ? -parts.whole : parts.whole);
  const lastInteger = wholeParts.map((part) => part.type).lastIndexOf('integer');
  const text = wholeParts.map((part, index) =>
    index === lastInteger && fraction ? `${part.value}${decimal}${fraction}` : part.value,
  );
  // -0n is 0n: a negative amount below one unit keeps its sign by hand.
  const sign = parts.negative && parts.whole === 0n && /[1-9]/.test(fraction) ? minus : '';
  return `${sign}${text.join('')}`;
}

/**
 * The decimals a currency is written with (its ISO 4217 minor unit, as Intl knows it): 2 for USD,
 * 0 for JPY and KRW, 3 for BHD; a coin's ledger precision (BTC 8, USDT 6, ETH 9); 2 for a code Intl
 * refuses.
 */
export function currencyPrecision(currency: string): number {
  // Intl takes any three letters as a currency and gives BTC two decimals: coins use their own.
  const coin = CRYPTO_CURRENCIES.find((crypto) => crypto.code === currency);
  if (coin) return coin.precision;
  try {
    const options = numberFormat('en', { style: 'currency', currency }).resolvedOptions();
    return options.maximumFractionDigits ?? 2;
  } catch {
    return 2;
  }
}

/**
 * A decimal amount string (as the API sends money and rates) in a currency, rounded half away from
 * zero to the currency's own decimals, for display only: never compute with the result. A code Intl
 * refuses falls back to "1,000.00 X1".
 * @example formatAmount('1000.005', 'USD', 'en') // '$1,000.01'
 * @example formatAmount('15061234.5', 'JPY', 'en') // '¥15,061,235'
 */
export function formatAmount(value: string, currency: string, locale: string): string {
  const precision = currencyPrecision(currency);
  return formatFiat(roundDecimal(value, precision), currency, precision, locale);
}

let displayTimeZone: string | undefined;

/**
 * The zone every date on the page is written in: the signed-in user's setting (current_user
 * `timezone`), or undefined for the browser's own (guests). Set when the current user is read.
 */
export function setDisplayTimeZone(zone: string | null | undefined): void {
  let next: string | undefined;
  try {
    // A zone this browser does not know falls back to its own rather than breaking every date.
    next = zone ? new Intl.DateTimeFormat('en', { timeZone: zone }).resolvedOptions().timeZone : undefined;
  } catch {
    next = undefined;
  }
  displayTimeZone = next;
}

export function getDisplayTimeZone(): string | undefined {
  return displayTimeZone;
}

function dateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return dateTimeFormatOf(locale, { ...options, timeZone: displayTimeZone });
}

function formatMoment(iso: string | number | Date, locale: string, options: Intl.DateTimeFormatOptions) {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? String(iso) : dateTimeFormat(locale, options).format(date);
}

/** A date in the page's language and the user's zone, e.g. "12 May 2025". */
export function formatDate(iso: string | number | Date, locale: string): string {
  return formatMoment(iso, locale, { dateStyle: 'medium' });
}

/** A moment in the page's language and the user's zone, e.g. "12 May 2025, 14:03". */
export function formatDateTime(iso: string | number | Date, locale: string): string {
  return formatMoment(iso, locale, { dateStyle: 'medium', timeStyle: 'short' });
}

/**
 * A calendar day (YYYY-MM-DD, a date without a moment, such as an export's range) in the page's
 * language: the same day in every zone.
 */
export function formatCalendarDay(day: string, locale: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  return Number.isNaN(date.getTime())
    ? day
    : dateTimeFormatOf(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(date);
}

/** A time of day in the page's language and the user's zone, e.g. "14:03". */
export function formatTime(iso: string | number | Date, locale: string): string {
  return formatMoment(iso, locale, { hour: '2-digit', minute: '2-digit' });
}

/**
 * A file size in the page's language, in kB below a megabyte and MB above.
 * @example formatFileSize(150_000, 'en') // '146 kB'
 */
export function formatFileSize(bytes: number, locale: string): string {
  const megabytes = bytes / 1024 / 1024;
  const [value, unit] = megabytes >= 1 ? [megabytes, 'megabyte'] : [bytes / 1024, 'kilobyte'];
  return numberFormat(locale, {
    style: 'unit',
    unit,
    unitDisplay: 'short',
    maximumFractionDigits: megabytes >= 1 ? 1 : 0,
  }).format(value);
}

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
];

/** "5 minutes ago" in the page's language; a date and time past a week. */
export function relativeTime(iso: string, locale: string, now = Date.now()): string {
  const at = Date.parse(iso);
  const elapsed = now - at;
  if (Number.isNaN(at)) return iso;
  if (elapsed > 7 * 86_400_000) {
    return dateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(at);
  }
  const format = relativeTimeFormat(locale, { numeric: 'auto' });
  for (const [unit, size] of UNITS) {
    if (Math.abs(elapsed) >= size) return format.format(-Math.floor(elapsed / size), unit);
  }
  return format.format(0, 'minute');
}
