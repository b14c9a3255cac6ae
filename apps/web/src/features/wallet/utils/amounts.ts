import { coinPrecision, formatAmount, parseAmount, type CryptoCode } from '@p2p/shared';
import { formatDecimal, splitDecimal } from '@/lib/format';

/**
 * The wallet's coin amounts: decimal strings from the API, minor units (bigint) for sums and checks.
 * Digits never pass through a float.
 */

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

/** Minor units of a signed decimal string (the history's "-0.00101000"); null if it is not one. */
function signedMinor(value: string, code: CryptoCode): bigint | null {
  const negative = value.startsWith('-');
  const minor = toMinor(negative ? value.slice(1) : value, code);
  return minor === null ? null : negative ? -minor : minor;
}

/**
 * A history line that carries an escrow fee, split in two: the trade amount and the fee, both signed
 * like the line. Null when the figures do not parse (the line is then shown whole).
 * @example splitEscrowFee('-0.00101000', '-0.00001000', 'BTC') // { amount: '-0.00100000', fee: '-0.00001000' }
 */
export function splitEscrowFee(
  amount: string,
  fee: string,
  code: CryptoCode,
): { amount: string; fee: string } | null {
  const total = signedMinor(amount, code);
  const part = signedMinor(fee, code);
  if (total === null || part === null) return null;
  return { amount: fromMinor(total - part, code), fee: fromMinor(part, code) };
}
