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

/**
 * A decimal string grouped and with the decimal mark of `locale`, its fraction written by
 * `fractionOf`; anything but a decimal comes back as it is. No float: the whole part goes to Intl as
 * a bigint.
 */
function writeDecimal(value: string, locale: string, fractionOf: (fraction: string) => string): string {
  const match = /^(-?)(\d+)(?:\.(\d+))?$/.exec(value.trim());
  if (!match) return value;
  const [, negative, whole, fraction = ''] = match;
  let numbers: Intl.NumberFormat;
  try {
    numbers = new Intl.NumberFormat(locale, { useGrouping: true });
  } catch {
    numbers = new Intl.NumberFormat('en', { useGrouping: true });
  }
  const parts = numbers.formatToParts(-1.5);
  const mark = parts.find((part) => part.type === 'decimal')?.value ?? '.';
  const minus = parts.find((part) => part.type === 'minusSign')?.value ?? '-';
  const sign = negative && /[1-9]/.test(`${whole}${fraction}`) ? minus : '';
  const decimals = fractionOf(fraction);
  return `${sign}${numbers.format(BigInt(whole!))}${decimals ? `${mark}${decimals}` : ''}`;
}

/**
 * A coin amount (a decimal string as the ledger and the API write it, "0.00500000") as people read
 * it: trailing zeros dropped but two decimals kept, never rounded (every significant digit stays),
 * grouped and with the decimal mark of `locale`. The web writes coin amounts the same way (its
 * formatCoin and formatCrypto). A string that is not a decimal comes back as it is.
 * @example formatCoinAmount('0.00500000', 'en') // '0.005'
 * @example formatCoinAmount('1234.50000000', 'ru') // '1 234,50'
 */
export function formatCoinAmount(value: string, locale: string): string {
  return writeDecimal(value, locale, (fraction) => {
    const significant = fraction.replace(/0+$/, '');
    return significant.length >= 2 ? significant : fraction.slice(0, 2).padEnd(2, '0');
  });
}

/**
 * A decimal string with every digit it has (a fiat amount in its currency's decimals), grouped and
 * with the decimal mark of `locale`, so that it reads like a coin amount beside it.
 * @example localizeDecimal('1250.00', 'es') // '1.250,00'
 */
export function localizeDecimal(value: string, locale: string): string {
  return writeDecimal(value, locale, (fraction) => fraction);
}

/** The ledger precision of a coin. */
export function coinPrecision(code: CryptoCode): number {
  return CRYPTO_CURRENCIES.find((coin) => coin.code === code)!.precision;
}

export function isCryptoCode(value: string): value is CryptoCode {
  return CRYPTO_CURRENCIES.some((coin) => coin.code === value);
}
