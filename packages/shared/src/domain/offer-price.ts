import { divideRoundHalfUp, parseDecimal, pow10, RATE_SCALE } from '../schemas/rates.js';

/**
 * Offer prices are fiat minor units per one whole coin (cents per BTC). A margin is carried in basis
 * points (250 = 2.50 %). Every division rounds half-up (half away from zero), so the server and the
 * browser compute the same price from the same published rate string.
 */

const BPS_PER_UNIT = 10_000n;

/**
 * A margin or fee in percent ("2.5", "-1", "0.05") as basis points; more than two decimals throw.
 * @example percentToBps('2.5') // 250
 */
export function percentToBps(percent: string): number {
  const match = /^(-?)(\d+)(?:\.(\d{1,2}))?$/.exec(percent.trim());
  if (!match) throw new RangeError(`Not a percentage with at most two decimals: ${percent}`);
  const [, sign, whole, fraction = ''] = match;
  const bps = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return sign === '-' && bps !== 0 ? -bps : bps;
}

/**
 * Basis points as a percent string without trailing zeros.
 * @example bpsToPercent(250) // '2.5'
 */
export function bpsToPercent(bps: number): string {
  if (!Number.isInteger(bps)) throw new RangeError(`Basis points are whole numbers: ${bps}`);
  const negative = bps < 0;
  const magnitude = Math.abs(bps);
  const whole = Math.floor(magnitude / 100);
  const fraction = String(magnitude % 100)
    .padStart(2, '0')
    .replace(/0+$/, '');
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`;
}

/**
 * The live price of a margin offer: rate × (1 + margin), rounded half-up to the fiat's digits.
 * `rate` is the published fiat-per-coin decimal string.
 * @example marginPriceMinor('95000.12345678', 250, 2) // 9737513n (97375.13)
 */
export function marginPriceMinor(rate: string, marginBps: number, fiatDecimals: number): bigint {
  if (marginBps <= -10_000) throw new RangeError('A margin of -100 % or less has no price');
  const scaledRate = parseDecimal(rate, RATE_SCALE);
  return divideRoundHalfUp(
    scaledRate * (BPS_PER_UNIT + BigInt(marginBps)) * pow10(fiatDecimals),
    pow10(RATE_SCALE) * BPS_PER_UNIT,
  );
}

export interface OfferPricing {
  priceType: 'margin' | 'fixed';
  marginBps: number;
  /** Fiat minor units per coin; required for fixed-price offers. */
  fixedPrice: bigint | null;
}

/**
 * The price an offer trades at now, fiat minor units per coin: the fixed price, or the market rate
 * with the margin.
 * @example offerPriceMinor({ priceType: 'fixed', marginBps: 0, fixedPrice: 9_000_000n }, '95000', 2) // 9000000n
 */
export function offerPriceMinor(offer: OfferPricing, rate: string, fiatDecimals: number): bigint {
  if (offer.priceType === 'fixed') {
    if (offer.fixedPrice === null) throw new RangeError('A fixed-price offer needs its price');
    return offer.fixedPrice;
  }
  return marginPriceMinor(rate, offer.marginBps, fiatDecimals);
}

/**
 * The margin a price stands at over the market rate, in basis points rounded half-up (how far a
 * fixed price is from the market).
 * @example marginBpsOfPrice(9_737_500n, 2, '95000') // 250
 */
export function marginBpsOfPrice(priceMinor: bigint, fiatDecimals: number, rate: string): number {
  const scaledRate = parseDecimal(rate, RATE_SCALE);
  if (scaledRate === 0n) throw new RangeError('A zero rate has no margin');
  // price / rate − 1, in basis points: (price·10^scale·10^4)/(rate_scaled·10^fiatDecimals) − 10^4
  const ratioBps = divideRoundHalfUp(
    priceMinor * pow10(RATE_SCALE) * BPS_PER_UNIT,
    scaledRate * pow10(fiatDecimals),
  );
  return Number(ratioBps - BPS_PER_UNIT);
}

/**
 * The crypto (minor units) a fiat amount buys at a price, rounded half-up: BTC 8, USDT 6, ETH 9 decimals.
 * @example cryptoForFiatMinor(15_000n, 9_500_000n, 8) // 157895n (150.00 at 95000.00 = 0.00157895 BTC)
 */
export function cryptoForFiatMinor(fiatMinor: bigint, priceMinor: bigint, cryptoDecimals: number): bigint {
  if (priceMinor <= 0n) throw new RangeError('The price must be positive');
  return divideRoundHalfUp(fiatMinor * pow10(cryptoDecimals), priceMinor);
}

/**
 * The fiat (minor units) a crypto amount is worth at a price, rounded half-up.
 * @example fiatForCryptoMinor(100_000_000n, 9_500_000n, 8) // 9500000n
 */
export function fiatForCryptoMinor(cryptoMinor: bigint, priceMinor: bigint, cryptoDecimals: number): bigint {
  return divideRoundHalfUp(cryptoMinor * priceMinor, pow10(cryptoDecimals));
}
