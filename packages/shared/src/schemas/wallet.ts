import { z } from 'zod';
import { CRYPTO_CURRENCIES, type CryptoCode } from '../crypto-currencies.js';

/** Amounts on the wire: decimal strings in the coin's own precision (a minus sign for debits in history). */
const decimalString = z.string().regex(/^-?\d+(\.\d+)?$/);

export const cryptoCodeSchema = z.enum(
  CRYPTO_CURRENCIES.map((coin) => coin.code) as [CryptoCode, ...CryptoCode[]],
  {
    error: 'Unknown crypto currency: use BTC, USDT or ETH',
  },
);

/** The platform's send-out fee and smallest send-out per coin, in minor units (operator defaults). */
export const WITHDRAWAL_RULES: Record<CryptoCode, { fee: bigint; min: bigint }> = {
  BTC: { fee: 20_000n, min: 50_000n }, // 0.0002 BTC fee, 0.0005 BTC minimum
  USDT: { fee: 2_000_000n, min: 10_000_000n }, // 2 USDT fee, 10 USDT minimum
  ETH: { fee: 1_000_000n, min: 5_000_000n }, // 0.001 ETH fee, 0.005 ETH minimum
};

/** The security deposit an offer owner keeps in the wallet's bond account per coin, in minor units. */
export const OFFER_BOND_AMOUNTS: Record<CryptoCode, bigint> = {
  BTC: 100_000n, // 0.001 BTC
  USDT: 100_000_000n, // 100 USDT
  ETH: 30_000_000n, // 0.03 ETH
};

export const WITHDRAWAL_STATUSES = ['pending', 'sending', 'sent', 'confirmed', 'failed'] as const;
export type WithdrawalStatus = (typeof WITHDRAWAL_STATUSES)[number];

/** The spec's wallet balance (cryptoCurrencyCode, balance, incomingAmount, fiatRate, fiatPrecision) and more. */
export const walletBalanceSchema = z.object({
  cryptoCurrencyCode: cryptoCodeSchema,
  /** Available to trade or send. */
  balance: decimalString,
  /** Deposits seen on chain, not yet confirmed enough to be credited. */
  incomingAmount: decimalString,
  /** Held in escrow by open trades. */
  escrowAmount: decimalString,
  /** Kept as offer bond. */
  bondAmount: decimalString,
  /** Price of one coin in the user's fiat currency. */
  fiatRate: decimalString,
  fiatPrecision: z.number().int(),
  fiatCurrencyCode: z.string(),
  /** balance × fiatRate, rounded half-up to fiatPrecision. */
  fiatValue: decimalString,
});
export type WalletBalance = z.infer<typeof walletBalanceSchema>;

export const cryptoCodeQuerySchema = z.strictObject({ crypto_currency_code: cryptoCodeSchema });

export const depositAddressSchema = z.object({
  cryptoCurrencyCode: cryptoCodeSchema,
  address: z.string(),
  /** The network the address belongs to (mainnet, testnet, regtest, litecoin-regtest, simulated …). */
  network: z.string(),
  requiredConfirmations: z.number().int(),
});
export type DepositAddress = z.infer<typeof depositAddressSchema>;

export const sendOutInfoSchema = z.object({
  cryptoCurrencyCode: cryptoCodeSchema,
  fee: decimalString,
  minAmount: decimalString,
  /** The most that can be sent now: available balance less the fee (never below zero). */
  maxAmount: decimalString,
  twoFactorRequired: z.boolean(),
});
export type SendOutInfo = z.infer<typeof sendOutInfoSchema>;

export const sendOutInputSchema = z.strictObject({
  crypto_currency_code: cryptoCodeSchema,
  address: z.string().trim().min(1, 'Enter the address to send to').max(128, 'The address is too long'),
  amount: z.string().trim().min(1, 'Enter an amount').max(40, 'The amount is too long'),
  two_factor_code: z.string().trim().max(16).optional(),
});
export type SendOutInput = z.infer<typeof sendOutInputSchema>;

export const withdrawalSchema = z.object({
  id: z.string(),
  cryptoCurrencyCode: cryptoCodeSchema,
  address: z.string(),
  amount: decimalString,
  fee: decimalString,
  status: z.enum(WITHDRAWAL_STATUSES),
  txid: z.string().nullable(),
  confirmations: z.number().int(),
  failureReason: z.string().nullable(),
  createdAt: z.string(),
});
export type Withdrawal = z.infer<typeof withdrawalSchema>;

export const WALLET_TRANSACTION_TYPES = [
  'deposit',
  'withdrawal',
  'withdrawal_reversed',
  'escrow_lock',
  'escrow_release',
  'escrow_refund',
  'fee',
  'bond_deposit',
  'bond_retrieve',
  'referral_reward',
  'swap_in',
  'swap_out',
] as const;

export const walletTransactionSchema = z.object({
  id: z.number().int(),
  type: z.string(),
  cryptoCurrencyCode: cryptoCodeSchema,
  /** Signed change of the available balance. */
  amount: decimalString,
  reference: z.string(),
  createdAt: z.string(),
  /** For send-outs: their state, address and transaction id. */
  withdrawal: withdrawalSchema.nullable(),
  /** For deposits: the chain transaction. */
  txid: z.string().nullable(),
  /**
   * For an escrow lock or refund: the part of `amount` that is the escrow fee (signed like it), so
   * the seller sees the fee as its own line; null otherwise.
   */
  escrowFee: decimalString.nullable().default(null),
});
export type WalletTransaction = z.infer<typeof walletTransactionSchema>;

export const walletTransactionsQuerySchema = z.strictObject({
  crypto_currency_code: cryptoCodeSchema.optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});

export const depositBondInputSchema = z.strictObject({ crypto_currency_code: cryptoCodeSchema });

export const bondResultSchema = z.object({
  cryptoCurrencyCode: cryptoCodeSchema,
  bondAmount: decimalString,
});

export const retrieveBondResultSchema = z.object({
  retrieved: z.array(z.object({ cryptoCurrencyCode: cryptoCodeSchema, amount: decimalString })),
});

/** The Idempotency-Key header: 1 to 255 visible ASCII characters. */
export const IDEMPOTENCY_KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;
