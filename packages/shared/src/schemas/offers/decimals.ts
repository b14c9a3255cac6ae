// Offers contract: decimal strings (amounts as typed and sent), compared exactly. No schemas here,
// so that pages can use them without loading zod.

export const DECIMAL = /^\d+(\.\d+)?$/;

/** A non-negative decimal string such as "150" or "150.50". */
export function isDecimalString(value: unknown): value is string {
  return typeof value === 'string' && DECIMAL.test(value);
}

/**
 * Compares two non-negative decimal strings exactly (no floats); a RangeError for anything else.
 * @example compareDecimalStrings('10', '9.99') // 1
 */
export function compareDecimalStrings(a: string, b: string): -1 | 0 | 1 {
  if (!isDecimalString(a) || !isDecimalString(b)) throw new RangeError(`Not decimals: ${a}, ${b}`);
  const [aw = '0', af = ''] = a.split('.');
  const [bw = '0', bf = ''] = b.split('.');
  const width = Math.max(af.length, bf.length);
  const x = BigInt(aw + af.padEnd(width, '0'));
  const y = BigInt(bw + bf.padEnd(width, '0'));
  return x === y ? 0 : x < y ? -1 : 1;
}

/** Both decimal strings and a < b: the cross-field rules only compare values that parsed. */
export function decimalLess(a: unknown, b: unknown): boolean {
  return isDecimalString(a) && isDecimalString(b) && compareDecimalStrings(a, b) < 0;
}

/** "010.500" → "10.5": equal amounts look equal. */
export function normalizeDecimal(value: string): string {
  const [whole = '0', fraction = ''] = value.split('.');
  const trimmedWhole = whole.replace(/^0+(?=\d)/, '');
  const trimmedFraction = fraction.replace(/0+$/, '');
  return trimmedFraction ? `${trimmedWhole}.${trimmedFraction}` : trimmedWhole;
}
