import { coinPrecision, formatAmount, parseAmount, type CryptoCode } from '@p2p/shared';

/**
 * Display helpers for the wallet's decimal strings. Digits are never passed through a float: the whole
 * part goes to Intl as a bigint (for grouping) and the fraction is appended as typed.
 */

interface DecimalParts {
  negative: boolean;
  whole: bigint;
  fraction: string;
}

function splitDecimal(value: string): DecimalParts | null {
  const match = /^(-?)(\d+)(?:\.(\d+))?$/.exec(value.trim());
  if (!match) return null;
  return { negative: match[1] === '-', whole: BigInt(match[2]!), fraction: match[3] ?? '' };
}

function separators(locale: string) {
  const parts = new Intl.NumberFormat(locale).formatToParts(-1.5);
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

/** A decimal string grouped in the page's language; `minFraction` decimals at least, none rounded. */
export function formatDecimal(
  value: string,
  locale: string,
  { minFraction = 0, signed = false }: { minFraction?: number; signed?: boolean } = {},
): string {
  const parts = splitDecimal(value);
  if (!parts) return value;
  const { decimal, minus } = separators(locale);
  const fraction = trimFraction(parts.fraction, minFraction);
  const whole = new Intl.NumberFormat(locale, { useGrouping: true }).format(parts.whole);
  const isZero = parts.whole === 0n && !/[1-9]/.test(parts.fraction);
  const sign = isZero ? '' : parts.negative ? minus : signed ? '+' : '';
  return `${sign}${whole}${fraction ? `${decimal}${fraction}` : ''}`;
}

/**
 * A coin amount from the API's decimal string, grouped in the page's language, without rounding.
 * @example formatCrypto('1234.50000000', 'BTC', 'en') // '1,234.50 BTC'
 * @example formatCrypto('-0.00020000', 'BTC', 'ru') // '-0,0002 BTC'
 */
export function formatCrypto(
  value: string,
  code: CryptoCode,
  locale: string,
  { minFraction = 2, signed = false }: { minFraction?: number; signed?: boolean } = {},
): string {
  return `${formatDecimal(value, locale, { minFraction, signed })} ${code}`;
}

/**
 * A fiat amount (decimal string with `precision` decimals) in the currency's own style, without rounding.
 * @example formatFiat('12345.6', 'USD', 2, 'en') // '$12,345.60'
 */
export function formatFiat(value: string, currency: string, precision: number, locale: string): string {
  const parts = splitDecimal(value);
  if (!parts) return `${value} ${currency}`;
  const fraction = parts.fraction.padEnd(precision, '0').slice(0, Math.max(precision, parts.fraction.length));
  let formatter: Intl.NumberFormat;
  try {
    formatter = new Intl.NumberFormat(locale, {
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
 * A decimal string rounded half away from zero to `decimals` places, in bigint arithmetic; for
 * display only (a rate with 8 decimals shown in cents).
 * @example roundDecimal('97602.72592000', 2) // '97602.73'
 */
export function roundDecimal(value: string, decimals: number): string {
  const parts = splitDecimal(value);
  if (!parts || parts.fraction.length <= decimals) return value;
  const scaled = BigInt(`${parts.whole}${parts.fraction.slice(0, decimals)}`);
  const roundUp = Number(parts.fraction[decimals]) >= 5;
  const rounded = formatAmount(scaled + (roundUp ? 1n : 0n), decimals);
  return parts.negative && /[1-9]/.test(rounded) ? `-${rounded}` : rounded;
}

/** The amount as the form shows it in its input: plain digits, dot, no trailing zeros. */
export function plainAmount(value: string): string {
  const parts = splitDecimal(value);
  if (!parts) return value;
  const fraction = parts.fraction.replace(/0+$/, '');
  return `${parts.negative ? '-' : ''}${parts.whole}${fraction ? `.${fraction}` : ''}`;
}

/** Minor units of a decimal string in the coin's precision; null if it is not a valid amount. */
export function toMinor(value: string, code: CryptoCode): bigint | null {
  const parsed = parseAmount(value, coinPrecision(code));
  return parsed.ok ? parsed.value : null;
}

/** Minor units back to the API's decimal string in the coin's precision. */
export function fromMinor(value: bigint, code: CryptoCode): string {
  return formatAmount(value, coinPrecision(code));
}

/** True when the decimal string is above zero. */
export function isPositive(value: string): boolean {
  const parts = splitDecimal(value);
  return parts !== null && !parts.negative && (parts.whole > 0n || /[1-9]/.test(parts.fraction));
}
