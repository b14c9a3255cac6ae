import { CRYPTO_CURRENCIES, type CryptoCode } from './crypto-currencies.js';

/**
 * Money crosses the wire as decimal strings and lives in memory as bigint minor units
 * (satoshis, USDT's 6 decimals, ETH's 9, fiat cents). These are the only conversions.
 */

/** The spec's amount pattern: digits with an optional single dot and fractional digits, or empty. */
export const AMOUNT_PATTERN = /^(\d+(\.\d*)?)?$/;
/** A positive decimal amount as typed (no sign, no exponent, at least one digit before a dot). */
export const DECIMAL_AMOUNT_PATTERN = /^\d+(\.\d+)?$/;

export type ParseAmountError = 'format' | 'precision';

/** Parses a decimal string into minor units, refusing more decimals than `precision`. */
export function parseAmount(
  text: string,
  precision: number,
): { ok: true; value: bigint } | { ok: false; error: ParseAmountError } {
  const trimmed = text.trim();
  if (!DECIMAL_AMOUNT_PATTERN.test(trimmed)) return { ok: false, error: 'format' };
  const [whole, fraction = ''] = trimmed.split('.');
  const significant = fraction.replace(/0+$/, '');
  if (significant.length > precision) return { ok: false, error: 'precision' };
  return { ok: true, value: BigInt(whole! + significant.padEnd(precision, '0')) };
}

/** Minor units as a decimal string with exactly `precision` decimals (no grouping). */
export function formatAmount(value: bigint, precision: number): string {
  const negative = value < 0n;
  const digits = (negative ? -value : value).toString().padStart(precision + 1, '0');
  const whole = digits.slice(0, digits.length - precision);
  const fraction = digits.slice(digits.length - precision);
  return `${negative ? '-' : ''}${whole}${precision > 0 ? `.${fraction}` : ''}`;
}

/** The ledger precision of a coin. */
export function coinPrecision(code: CryptoCode): number {
  return CRYPTO_CURRENCIES.find((coin) => coin.code === code)!.precision;
}

export function isCryptoCode(value: string): value is CryptoCode {
  return CRYPTO_CURRENCIES.some((coin) => coin.code === value);
}
