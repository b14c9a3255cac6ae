import {
  coinPrecision,
  cryptoToFiatMinor,
  fiatToCryptoMinor,
  formatAmount,
  parseAmount,
  type CryptoCode,
} from '@p2p/shared';

/** A typed amount as the converter reads it: a comma is a decimal point; null when not a number. */
function minorOf(text: string, decimals: number): bigint | null {
  const normalized = text.trim().replace(',', '.').replace(/\.$/, '');
  if (normalized === '') return null;
  const parsed = parseAmount(normalized, decimals);
  return parsed.ok ? parsed.value : null;
}

/**
 * The other side of a conversion at `rate` (fiat per one coin, as the API publishes it), rounded
 * half-up to the coin's precision or the fiat's: '' when the typed text is not an amount.
 * @example convertAmount('0.5', 'crypto', 'BTC', '95000.12345678', 2) // '47500.06'
 */
export function convertAmount(
  text: string,
  from: 'crypto' | 'fiat',
  coin: CryptoCode,
  rate: string,
  fiatDecimals: number,
): string {
  const coinDecimals = coinPrecision(coin);
  if (from === 'crypto') {
    const minor = minorOf(text, coinDecimals);
    return minor === null
      ? ''
      : formatAmount(cryptoToFiatMinor(minor, coinDecimals, rate, fiatDecimals), fiatDecimals);
  }
  const minor = minorOf(text, fiatDecimals);
  if (minor === null || /^[0.]+$/.test(rate)) return '';
  const coinMinor = fiatToCryptoMinor(minor, fiatDecimals, rate, coinDecimals);
  // Trailing zeros of the coin's 8 or 9 decimals say nothing: 0.00105263, not 0.001052630.
  return formatAmount(coinMinor, coinDecimals).replace(/\.?0+$/, '');
}
