import {
  AMOUNT_PATTERN,
  CALCULATOR_CRYPTO_DECIMALS,
  CALCULATOR_FIAT_DECIMALS,
  cryptoToFiatMinor,
  fiatToCryptoMinor,
  formatAmount,
  parseAmount,
} from '@p2p/shared';

/** Whole-number digits an amount may have: beyond this nobody is converting money. */
const MAX_WHOLE_DIGITS = 15;

/**
 * What an amount field keeps of a keystroke: the new text when it still matches the spec's amount
 * pattern with at most `decimals` decimals, otherwise null (the field keeps its old text). A comma is
 * read as the decimal separator, a leading dot gets its zero, and leading zeros are dropped.
 * @example acceptAmountInput('0,5', 8) // '0.5'
 */
export function acceptAmountInput(text: string, decimals: number): string | null {
  let next = text.replace(',', '.');
  if (next.startsWith('.')) next = `0${next}`;
  next = next.replace(/^0+(?=\d)/, '');
  if (!AMOUNT_PATTERN.test(next)) return null;
  const [whole = '', fraction] = next.split('.');
  if (whole.length > MAX_WHOLE_DIGITS) return null;
  if (fraction !== undefined && (decimals === 0 || fraction.length > decimals)) return null;
  return next;
}

/** Minor units of a typed amount; a trailing dot ("12.") reads as the whole number. Null when empty. */
function typedMinor(text: string, decimals: number): bigint | null {
  const complete = text.endsWith('.') ? text.slice(0, -1) : text;
  if (complete === '') return null;
  const parsed = parseAmount(complete, decimals);
  return parsed.ok ? parsed.value : null;
}

/**
 * The fiat amount (2 decimals) of a typed coin amount (`cryptoDecimals`, BTC's 8 unless given) at
 * `rate` (fiat per coin), half-up; '' when there is nothing to convert.
 * @example fiatForCrypto('0.5', '95000.12345678') // '47500.06'
 */
export function fiatForCrypto(
  crypto: string,
  rate: string,
  cryptoDecimals = CALCULATOR_CRYPTO_DECIMALS,
): string {
  const minor = typedMinor(crypto, cryptoDecimals);
  if (minor === null) return '';
  return formatAmount(
    cryptoToFiatMinor(minor, cryptoDecimals, rate, CALCULATOR_FIAT_DECIMALS),
    CALCULATOR_FIAT_DECIMALS,
  );
}

/**
 * The coin amount (`cryptoDecimals`, BTC's 8 unless given) of a typed fiat amount at `rate`, half-up;
 * '' when there is nothing to convert or the rate is zero.
 * @example cryptoForFiat('100', '95000') // '0.00105263'
 */
export function cryptoForFiat(
  fiat: string,
  rate: string,
  cryptoDecimals = CALCULATOR_CRYPTO_DECIMALS,
): string {
  const minor = typedMinor(fiat, CALCULATOR_FIAT_DECIMALS);
  if (minor === null || /^[0.]+$/.test(rate)) return '';
  return formatAmount(
    fiatToCryptoMinor(minor, CALCULATOR_FIAT_DECIMALS, rate, cryptoDecimals),
    cryptoDecimals,
  );
}

export type AmountSide = 'crypto' | 'fiat';

/** The converter's state: the side the visitor typed and its text; the other side is derived. */
export interface TypedAmount {
  side: AmountSide;
  text: string;
}

/** Both fields for a typed amount at a rate, the coin side in `cryptoDecimals` (BTC's 8 unless given). */
export function convertTyped(
  amount: TypedAmount,
  rate: string,
  cryptoDecimals = CALCULATOR_CRYPTO_DECIMALS,
): { crypto: string; fiat: string } {
  return amount.side === 'crypto'
    ? { crypto: amount.text, fiat: fiatForCrypto(amount.text, rate, cryptoDecimals) }
    : { crypto: cryptoForFiat(amount.text, rate, cryptoDecimals), fiat: amount.text };
}
