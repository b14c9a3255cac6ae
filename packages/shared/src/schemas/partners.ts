import { z } from 'zod';
import { cryptoCodeSchema } from './wallet.js';

/** Referral codes as the server issues them: 10 characters of an alphabet without 0/O and 1/I. */
export const REFERRAL_CODE_PATTERN = /^[A-HJ-NP-Z2-9]{10}$/;
/** The query parameter of a referral link (`/register?ref=CODE`). */
export const REFERRAL_QUERY_PARAM = 'ref';

export const referralCodeSchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(REFERRAL_CODE_PATTERN, 'Not a referral code');

export const partnerTermsSchema = z.object({
  enabled: z.boolean(),
  /** The referrer's share of the escrow fees their referred users pay, in basis points. */
  rewardShareBps: z.number().int(),
  /** The share an ambassador gets unless staff set another. */
  ambassadorShareBps: z.number().int(),
  /** Days after a referred user registers during which their trades earn rewards. */
  rewardPeriodDays: z.number().int(),
});
export type PartnerTerms = z.infer<typeof partnerTermsSchema>;

const coinAmountSchema = z.object({ coin: cryptoCodeSchema, amount: z.string() });

export const referredUserSchema = z.object({
  username: z.string(),
  registeredAt: z.string(),
  rewardUntil: z.string(),
  completedTrades: z.number().int(),
  /** Completed trades' value in USD (decimal string), as either party. */
  volumeUsd: z.string(),
  rewards: z.array(coinAmountSchema),
});
export type ReferredUser = z.infer<typeof referredUserSchema>;

export const rewardPeriodSchema = z.object({
  /** The calendar month, YYYY-MM (UTC). */
  period: z.string(),
  coin: cryptoCodeSchema,
  amount: z.string(),
  trades: z.number().int(),
});
export type RewardPeriod = z.infer<typeof rewardPeriodSchema>;

export const partnerDashboardSchema = z.object({
  referralCode: z.string(),
  /** The path of the referral link; the page adds its own origin. */
  referralPath: z.string(),
  rewardShareBps: z.number().int(),
  rewardPeriodDays: z.number().int(),
  isAmbassador: z.boolean(),
  referredUsers: z.array(referredUserSchema),
  rewardsByPeriod: z.array(rewardPeriodSchema),
  totals: z.array(coinAmountSchema),
});
export type PartnerDashboard = z.infer<typeof partnerDashboardSchema>;

export const assignAmbassadorInputSchema = z.strictObject({
  /** The ambassador's reward share; the configured ambassador share when omitted. */
  rewardShareBps: z.number().int().min(1).max(10_000).optional(),
});
export type AssignAmbassadorInput = z.infer<typeof assignAmbassadorInputSchema>;

export const ambassadorSchema = z.object({
  userId: z.number().int(),
  username: z.string(),
  rewardShareBps: z.number().int(),
  assignedAt: z.string(),
});
export type Ambassador = z.infer<typeof ambassadorSchema>;

/** `?period=YYYY-MM` keeps the payouts list to one calendar month (UTC). */
export const partnerPayoutsQuerySchema = z.strictObject({
  period: z
    .string()
    .trim()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Enter a month as YYYY-MM')
    .optional(),
});
export type PartnerPayoutsQuery = z.infer<typeof partnerPayoutsQuerySchema>;

/** One reward paid to the referrer's wallet: the ledger entry that paid it is in the wallet history. */
export const partnerPayoutSchema = z.object({
  /** The ledger entry (`referral_reward`) that paid it: the wallet history's transaction id. */
  entryId: z.number().int(),
  /** The entry's reference, `trade:{hash}` of the trade whose fee it shares. */
  entryRef: z.string(),
  paidAt: z.string(),
  coin: cryptoCodeSchema,
  amount: z.string(),
  /** The escrow fee the referred user paid, and the share of it paid. */
  fee: z.string(),
  shareBps: z.number().int(),
  referredUser: z.string(),
});
export type PartnerPayout = z.infer<typeof partnerPayoutSchema>;

export const partnerPayoutsSchema = z.object({
  /** Every month with payouts, newest first, summed per coin. */
  periods: z.array(rewardPeriodSchema),
  /** The payouts of the chosen month (or the latest 200), newest first. */
  payouts: z.array(partnerPayoutSchema),
});
export type PartnerPayouts = z.infer<typeof partnerPayoutsSchema>;
