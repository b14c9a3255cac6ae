// The escrow fee of a trade: paid by the seller on top of the amount and locked with it in escrow.

/** Payment method groups with their own default rate (trading.md §3 categories). */
export const GIFT_CARDS_GROUP_ID = 1;
export const BANK_TRANSFERS_GROUP_ID = 5;

/** The operator's rates in basis points (config TRADE_FEE_BPS_*). */
export interface TradeFeeRates {
  bankTransfersBps: number;
  giftCardsBps: number;
  defaultBps: number;
}

/** The platform's defaults (DESIGN.md): 0.5 % bank transfers, 3 % gift cards, 1 % otherwise. */
export const DEFAULT_TRADE_FEE_RATES: TradeFeeRates = {
  bankTransfersBps: 50,
  giftCardsBps: 300,
  defaultBps: 100,
};

/**
 * The fee rate of a trade in basis points: the offer's manual fee when staff set one, otherwise the
 * payment group's rate less the seller's discount (never below zero).
 * @example tradeFeeBps({ paymentMethodGroupId: 5, manualEscrowFeeBps: null }) // 50
 * @example tradeFeeBps({ paymentMethodGroupId: 1, manualEscrowFeeBps: null, discountBps: 100 }) // 200
 * @example tradeFeeBps({ paymentMethodGroupId: 1, manualEscrowFeeBps: 25 }) // 25
 */
export function tradeFeeBps(
  input: { paymentMethodGroupId: number; manualEscrowFeeBps: number | null; discountBps?: number },
  rates: TradeFeeRates = DEFAULT_TRADE_FEE_RATES,
): number {
  if (input.manualEscrowFeeBps !== null) return Math.max(0, input.manualEscrowFeeBps);
  const base =
    input.paymentMethodGroupId === BANK_TRANSFERS_GROUP_ID
      ? rates.bankTransfersBps
      : input.paymentMethodGroupId === GIFT_CARDS_GROUP_ID
        ? rates.giftCardsBps
        : rates.defaultBps;
  return Math.max(0, base - (input.discountBps ?? 0));
}

/**
 * The fee in the coin's minor units for an amount at a rate, rounded up so the platform never
 * collects less than its rate (a positive rate on a positive amount is at least one minor unit).
 * @example tradeFeeMinor(157_895n, 100) // 1579n
 * @example tradeFeeMinor(1n, 50) // 1n
 * @example tradeFeeMinor(1_000n, 0) // 0n
 */
export function tradeFeeMinor(amountMinor: bigint, feeBps: number): bigint {
  if (amountMinor < 0n) throw new RangeError('The amount must not be negative');
  if (!Number.isInteger(feeBps) || feeBps < 0)
    throw new RangeError('The fee rate must be a whole number ≥ 0');
  const scaled = amountMinor * BigInt(feeBps);
  return (scaled + 9_999n) / 10_000n;
}
