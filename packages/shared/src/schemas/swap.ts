import { z } from 'zod';
import { DECIMAL_AMOUNT_PATTERN } from '../money.js';
import { cryptoCodeSchema } from './wallet.js';

/** Error codes of the swap (decision 030). */
export const SWAP_ERRORS = {
  quoteExpired: 'ERROR_SWAP_QUOTE_EXPIRED',
  quoteUsed: 'ERROR_SWAP_QUOTE_USED',
  insufficientLiquidity: 'ERROR_SWAP_INSUFFICIENT_LIQUIDITY',
  limit: 'ERROR_SWAP_LIMIT',
} as const;

export const swapQuoteInputSchema = z
  .strictObject({
    from: cryptoCodeSchema,
    to: cryptoCodeSchema,
    /** What the user gives, as a decimal of the from coin. */
    amount: z.string().trim().regex(DECIMAL_AMOUNT_PATTERN, 'Enter an amount such as 0.01'),
  })
  .refine((input) => input.from !== input.to, {
    path: ['to'],
    message: 'Pick another coin to receive',
  });
export type SwapQuoteInput = z.infer<typeof swapQuoteInputSchema>;

export const swapQuoteSchema = z.object({
  quoteId: z.string(),
  from: cryptoCodeSchema,
  to: cryptoCodeSchema,
  fromAmount: z.string(),
  toAmount: z.string(),
  /** Units of `to` per one `from`, after the spread. */
  rate: z.string(),
  spreadBps: z.number().int(),
  usdValue: z.string(),
  expiresAt: z.string(),
  status: z.enum(['open', 'executed']),
  executedAt: z.string().nullable(),
});
export type SwapQuote = z.infer<typeof swapQuoteSchema>;

export const swapExecuteInputSchema = z.strictObject({ quoteId: z.uuid('Not a quote id') });

export const swapOverviewSchema = z.object({
  coins: z.array(cryptoCodeSchema),
  spreadBps: z.number().int(),
  quoteTtlSeconds: z.number().int(),
  level: z.string(),
  /** USD per swap and per 24 hours at the user's level; null means no cap. */
  perSwapLimitUsd: z.string().nullable(),
  dailyLimitUsd: z.string().nullable(),
  usedTodayUsd: z.string(),
  history: z.array(swapQuoteSchema),
});
export type SwapOverview = z.infer<typeof swapOverviewSchema>;

export const swapLiquiditySchema = z.object({
  coin: cryptoCodeSchema,
  /** What swaps can pay out of now. */
  balance: z.string(),
  /** What the operator has put in so far, less what was taken back. */
  toppedUp: z.string(),
  /** What open, unexpired quotes promise to pay out of this coin: a withdrawal leaves it. */
  reserved: z.string(),
  /** What the operator may take back now: the balance less `reserved`, at most `toppedUp`. */
  withdrawable: z.string(),
});
export type SwapLiquidity = z.infer<typeof swapLiquiditySchema>;

export const liquidityTopUpInputSchema = z.strictObject({
  coin: cryptoCodeSchema,
  amount: z.string().trim().regex(DECIMAL_AMOUNT_PATTERN, 'Enter an amount such as 0.5'),
});
/** The operator takes liquidity back: the same fields as a top-up. */
export const liquidityWithdrawInputSchema = liquidityTopUpInputSchema;
