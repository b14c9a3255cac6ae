import { coinPrecision } from '../money.js';
import type { CryptoCode } from '../crypto-currencies.js';
import { divideRoundHalfUp, formatDecimal, parseDecimal, pow10 } from '../schemas/rates.js';

const USD_SCALE = 8;
const RATE_OUT_DECIMALS = 8;
const BPS = 10_000n;

export interface SwapPricingInput {
  from: CryptoCode;
  to: CryptoCode;
  /** What the user gives, in the from coin's minor units. */
  fromAmount: bigint;
  /** USD per one coin as published by the rates service (decimal strings). */
  fromUsd: string;
  toUsd: string;
  /** The operator's spread in basis points, taken off the mid rate. */
  spreadBps: number;
}

export interface SwapPricing {
  /** What the user gets, in the to coin's minor units, rounded down (never more than the rate). */
  toAmount: bigint;
  /** Units of the to coin per one from coin after the spread, rounded down to 8 decimals. */
  rate: string;
  /** The from amount in US cents at the mid rate, rounded half-up (for the level's limits). */
  usdValueCents: bigint;
}

/**
 * Prices a swap from the two coins' USD prices: mid rate = fromUsd / toUsd, less the spread. The
 * result is rounded down in the platform's favour, so the liquidity never pays out more than the
 * quoted rate allows; the dust stays in the liquidity account.
 * @example priceSwap({ from: 'BTC', to: 'USDT', fromAmount: 100_000_000n, fromUsd: '50000', toUsd: '1', spreadBps: 100 }).toAmount // 49_500_000_000n
 */
export function priceSwap(input: SwapPricingInput): SwapPricing {
  if (input.spreadBps < 0 || input.spreadBps >= 10_000) throw new RangeError('Spread out of range');
  const fromUsd = parseDecimal(input.fromUsd, USD_SCALE);
  const toUsd = parseDecimal(input.toUsd, USD_SCALE);
  if (fromUsd <= 0n || toUsd <= 0n) throw new RangeError('A coin without a price cannot be swapped');
  const keep = BPS - BigInt(input.spreadBps);
  const fromPrecision = coinPrecision(input.from);
  const toPrecision = coinPrecision(input.to);
  const toAmount =
    (input.fromAmount * fromUsd * keep * pow10(toPrecision)) / (toUsd * BPS * pow10(fromPrecision));
  const rateScaled = (fromUsd * keep * pow10(RATE_OUT_DECIMALS)) / (toUsd * BPS);
  return {
    toAmount,
    rate: formatDecimal(rateScaled, RATE_OUT_DECIMALS),
    usdValueCents: divideRoundHalfUp(input.fromAmount * fromUsd * 100n, pow10(fromPrecision + USD_SCALE)),
  };
}
