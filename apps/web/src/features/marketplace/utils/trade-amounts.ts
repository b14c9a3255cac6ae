import {
  compareDecimalStrings,
  cryptoForFiatMinor,
  fiatForCryptoMinor,
  formatAmount,
  parseAmount,
  type ParseAmountError,
} from '@p2p/shared';

/** Which box the visitor typed in; the other one is computed from it. */
export type TypedSide = 'fiat' | 'crypto';

export interface TradeAmountContext {
  /** The offer's price: fiat per one coin, a decimal string in the fiat's digits. */
  price: string;
  fiatPrecision: number;
  cryptoPrecision: number;
}

export type ConversionResult =
  | { ok: true; fiat: string; crypto: string; fiatMinor: bigint }
  | { ok: false; error: ParseAmountError | 'empty' };

/**
 * Converts a typed amount at the offer's price in bigint minor units (the shared offer-price rules,
 * half-up): fiat → crypto with the coin's decimals, crypto → fiat with the currency's.
 * @example convertTradeAmount('fiat', '150', { price: '95000.00', fiatPrecision: 2, cryptoPrecision: 8 })
 *   // { ok: true, fiat: '150.00', crypto: '0.00157895', fiatMinor: 15000n }
 */
export function convertTradeAmount(
  side: TypedSide,
  text: string,
  context: TradeAmountContext,
): ConversionResult {
  if (text.trim() === '') return { ok: false, error: 'empty' };
  const price = parseAmount(context.price, context.fiatPrecision);
  if (!price.ok || price.value <= 0n) return { ok: false, error: 'format' };
  if (side === 'fiat') {
    const fiat = parseAmount(text, context.fiatPrecision);
    if (!fiat.ok) return fiat;
    const crypto = cryptoForFiatMinor(fiat.value, price.value, context.cryptoPrecision);
    return {
      ok: true,
      fiat: formatAmount(fiat.value, context.fiatPrecision),
      crypto: formatAmount(crypto, context.cryptoPrecision),
      fiatMinor: fiat.value,
    };
  }
  const crypto = parseAmount(text, context.cryptoPrecision);
  if (!crypto.ok) return crypto;
  const fiatMinor = fiatForCryptoMinor(crypto.value, price.value, context.cryptoPrecision);
  return {
    ok: true,
    fiat: formatAmount(fiatMinor, context.fiatPrecision),
    crypto: formatAmount(crypto.value, context.cryptoPrecision),
    fiatMinor,
  };
}

export type LimitError = { kind: 'belowMin' | 'aboveMax' | 'newBuyer'; amount: string } | null;

/** Whether a fiat amount fits the offer's limits (and the new buyer's own maximum). */
export function checkLimits(
  fiat: string,
  limits: { min: string; max: string; newBuyerMax: string | null },
): LimitError {
  if (compareDecimalStrings(fiat, limits.min) < 0) return { kind: 'belowMin', amount: limits.min };
  if (limits.newBuyerMax !== null && compareDecimalStrings(fiat, limits.newBuyerMax) > 0)
    return { kind: 'newBuyer', amount: limits.newBuyerMax };
  if (compareDecimalStrings(fiat, limits.max) > 0) return { kind: 'aboveMax', amount: limits.max };
  return null;
}
