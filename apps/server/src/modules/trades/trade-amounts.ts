import {
  cryptoForFiatMinor,
  fiatForCryptoMinor,
  formatAmount,
  parseAmount,
  type TradeStartInput,
} from '@p2p/shared';
import { AppError } from '../../lib/app-error.js';

export interface OfferAmountRules {
  amountType: string;
  /** Fiat minor units. */
  rangeMin: bigint;
  rangeMax: bigint;
  /** Fiat minor units as strings (how the offers module stores them). */
  predefinedAmounts: readonly string[];
}

export interface TradePricing {
  /** Fiat minor units per one whole coin. */
  priceMinor: bigint;
  fiatDigits: number;
  coinDigits: number;
}

function amountError(field: 'fiatAmount' | 'cryptoAmount', message: string): AppError {
  return new AppError('ERROR_INPUT_VALIDATION', message, { [field]: [message], alertType: ['default'] });
}

/**
 * The trade's fiat and crypto amounts from the one the taker typed, at the offer's price now, checked
 * against the offer's range or predefined amounts. The other amount is rounded half-up.
 */
export function resolveTradeAmounts(
  input: Pick<TradeStartInput, 'fiatAmount' | 'cryptoAmount'>,
  offer: OfferAmountRules,
  pricing: TradePricing,
): { fiatMinor: bigint; cryptoMinor: bigint } {
  const field = input.fiatAmount !== undefined ? 'fiatAmount' : 'cryptoAmount';
  const typed = (input.fiatAmount ?? input.cryptoAmount)!;
  const digits = field === 'fiatAmount' ? pricing.fiatDigits : pricing.coinDigits;
  const parsed = parseAmount(typed, digits);
  if (!parsed.ok) {
    throw amountError(
      field,
      parsed.error === 'precision' ? `Use at most ${digits} decimals` : 'Use digits with an optional dot',
    );
  }
  if (parsed.value <= 0n) throw amountError(field, 'The amount must be greater than zero');
  const fiatMinor =
    field === 'fiatAmount'
      ? parsed.value
      : fiatForCryptoMinor(parsed.value, pricing.priceMinor, pricing.coinDigits);
  const cryptoMinor =
    field === 'cryptoAmount'
      ? parsed.value
      : cryptoForFiatMinor(parsed.value, pricing.priceMinor, pricing.coinDigits);
  if (cryptoMinor <= 0n || fiatMinor <= 0n) throw amountError(field, 'The amount is too small');
  const fiat = (value: bigint) => formatAmount(value, pricing.fiatDigits);
  if (offer.amountType === 'predefined') {
    const allowed = offer.predefinedAmounts.map((value) => BigInt(value));
    if (!allowed.includes(fiatMinor)) {
      throw amountError(field, `Choose one of the offer's amounts: ${allowed.map(fiat).join(', ')}`);
    }
  } else if (fiatMinor < offer.rangeMin) {
    throw amountError(field, `The smallest amount of this offer is ${fiat(offer.rangeMin)}`);
  } else if (fiatMinor > offer.rangeMax) {
    throw amountError(field, `The largest amount of this offer is ${fiat(offer.rangeMax)}`);
  }
  return { fiatMinor, cryptoMinor };
}
