// Rate arithmetic without zod, so that code which only converts (the embed script, decision 045)
// does not bundle the contracts' schemas.
/**
 * Rates are decimals, never floats. Inside, a rate is a bigint scaled by 10^RATE_SCALE; every product
 * or quotient is rounded half-up (half away from zero) back to that scale, and a rate is published as
 * a decimal string rounded half-up to RATE_DECIMALS. Amounts converted at a rate use the published
 * string, so anyone can reproduce a conversion from what the API showed.
 */
export const RATE_SCALE = 18;
export const RATE_DECIMALS = 8;

/** The converter's two inputs (trading.md §9): BTC with 8 decimals, fiat with 2. */
export const CALCULATOR_CRYPTO_DECIMALS = 8;
export const CALCULATOR_FIAT_DECIMALS = 2;

export const CHART_RANGES = ['day', 'week', 'month', 'year'] as const;
export type ChartRange = (typeof CHART_RANGES)[number];
export const DEFAULT_CHART_RANGE: ChartRange = 'month';

/** The query flag the converter page appends when the visitor picks another currency. */
export const CURRENCY_CHANGED_QUERY_FLAG = 'currencyChanged';

export const PLAIN_DECIMAL = /^\d+(\.\d+)?$/;
const NUMBER_TEXT = /^(\d+)(?:\.(\d+))?(?:e([+-]?\d+))?$/i;

export function pow10(exponent: number): bigint {
  return 10n ** BigInt(exponent);
}

/**
 * `numerator / denominator` rounded half away from zero (half-up for the positive values rates are).
 * @example divideRoundHalfUp(5n, 2n) // 3n
 */
export function divideRoundHalfUp(numerator: bigint, denominator: bigint): bigint {
  if (denominator === 0n) throw new RangeError('Division by zero');
  const negative = numerator < 0n !== denominator < 0n;
  const n = numerator < 0n ? -numerator : numerator;
  const d = denominator < 0n ? -denominator : denominator;
  const quotient = (2n * n + d) / (2n * d);
  return negative ? -quotient : quotient;
}

/**
 * Reads a non-negative decimal, also in the exponent form JavaScript prints small and large numbers
 * in (`2.47e-7`), as a bigint scaled by 10^scale, rounding half-up beyond `scale` decimals.
 * @example parseDecimal('1.005', 2) // 101n
 */
export function parseDecimal(text: string, scale: number): bigint {
  const match = NUMBER_TEXT.exec(text.trim());
  if (!match) throw new RangeError(`Not a decimal number: ${text}`);
  const [, whole, fraction = '', exponentText = '0'] = match;
  const digits = BigInt(`${whole}${fraction}`);
  const shift = scale + Number(exponentText) - fraction.length;
  return shift >= 0 ? digits * pow10(shift) : divideRoundHalfUp(digits, pow10(-shift));
}

/** A scaled value at another scale, rounded half-up when decimals are dropped. */
export function rescale(value: bigint, fromScale: number, toScale: number): bigint {
  return toScale >= fromScale
    ? value * pow10(toScale - fromScale)
    : divideRoundHalfUp(value, pow10(fromScale - toScale));
}

/**
 * A scaled value as a decimal string with exactly `decimals` decimals, rounded half-up.
 * @example formatDecimal(123_456n, 4, 2) // '12.35'
 */
export function formatDecimal(value: bigint, scale: number, decimals = scale): string {
  const rounded = rescale(value, scale, decimals);
  const negative = rounded < 0n;
  const digits = (negative ? -rounded : rounded).toString().padStart(decimals + 1, '0');
  const whole = digits.slice(0, digits.length - decimals);
  const fraction = digits.slice(digits.length - decimals);
  return `${negative ? '-' : ''}${whole}${decimals > 0 ? `.${fraction}` : ''}`;
}

/** The product of two values of the same scale, rounded half-up to that scale. */
export function multiplyScaled(a: bigint, b: bigint, scale = RATE_SCALE): bigint {
  return divideRoundHalfUp(a * b, pow10(scale));
}

/** The quotient of two values of the same scale, rounded half-up to that scale. */
export function divideScaled(a: bigint, b: bigint, scale = RATE_SCALE): bigint {
  return divideRoundHalfUp(a * pow10(scale), b);
}

/** A published rate string read exactly: its digits and its number of decimals. */
function readRate(rate: string): { value: bigint; scale: number } {
  if (!PLAIN_DECIMAL.test(rate)) throw new RangeError(`Not a rate: ${rate}`);
  const [whole, fraction = ''] = rate.split('.');
  return { value: BigInt(`${whole}${fraction}`), scale: fraction.length };
}

/**
 * Crypto minor units to fiat minor units at `rate` (fiat per one coin), rounded half-up.
 * @example cryptoToFiatMinor(50_000_000n, 8, '95000.12345678', 2) // 4750006n (0.5 BTC = 47500.06)
 */
export function cryptoToFiatMinor(
  cryptoMinor: bigint,
  cryptoDecimals: number,
  rate: string,
  fiatDecimals: number,
): bigint {
  const { value, scale } = readRate(rate);
  return divideRoundHalfUp(cryptoMinor * value * pow10(fiatDecimals), pow10(cryptoDecimals + scale));
}

/**
 * Fiat minor units to crypto minor units at `rate` (fiat per one coin), rounded half-up.
 * A zero rate has no answer and throws a RangeError.
 * @example fiatToCryptoMinor(100_00n, 2, '95000', 8) // 105263n (100 USD = 0.00105263 BTC)
 */
export function fiatToCryptoMinor(
  fiatMinor: bigint,
  fiatDecimals: number,
  rate: string,
  cryptoDecimals: number,
): bigint {
  const { value, scale } = readRate(rate);
  return divideRoundHalfUp(fiatMinor * pow10(scale + cryptoDecimals), value * pow10(fiatDecimals));
}
