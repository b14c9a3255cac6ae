// Trades contract: request bodies and small answers.
import { z } from 'zod';
import { DISPUTE_REASONS } from '../../enums.js';
import { DECIMAL } from '../offers/decimals.js';
import { DISPUTE_REASON_TEXT_MAX, TRADE_REQUIREMENT_REVIEW_STATUSES } from './enums.js';

const positiveDecimal = (what: string) =>
  z
    .string({ error: `Enter the ${what}` })
    .trim()
    .max(40, `The ${what} is too long`)
    .regex(DECIMAL, { message: 'Use digits with an optional dot, e.g. 150.00', abort: true })
    .refine((value) => /[1-9]/.test(value), `The ${what} must be greater than zero`);

/**
 * POST /rest/v1/trade/start: the offer and exactly one amount, fiat (in the offer's currency) or
 * crypto (in the offer's coin). Accepts an Idempotency-Key header.
 * @example tradeStartInputSchema.parse({ offerHash: 'aB3dE5gH7jK', fiatAmount: '150.00' })
 */
export const tradeStartInputSchema = z
  .strictObject({
    offerHash: z
      .string({ error: 'Choose an offer' })
      .trim()
      .regex(/^[A-Za-z0-9_-]{1,16}$/, 'Unknown offer'),
    fiatAmount: positiveDecimal('fiat amount').optional(),
    cryptoAmount: positiveDecimal('crypto amount').optional(),
    /**
     * The other amount as the taker saw it before confirming (the crypto amount when fiatAmount is
     * given, else the fiat amount). When the price moved since, the start is refused with
     * ERROR_TRADE_PRICE_CHANGED and the amount now, so the taker confirms the new figure.
     */
    quotedAmount: positiveDecimal('quoted amount').optional(),
  })
  .superRefine((input, ctx) => {
    const given = Number(input.fiatAmount !== undefined) + Number(input.cryptoAmount !== undefined);
    if (given === 0) {
      ctx.addIssue({ code: 'custom', path: ['fiatAmount'], message: 'Enter an amount' });
    } else if (given === 2) {
      ctx.addIssue({
        code: 'custom',
        path: ['cryptoAmount'],
        message: 'Enter either the fiat amount or the crypto amount, not both',
      });
    }
  });
export type TradeStartInput = z.infer<typeof tradeStartInputSchema>;

/** The answer of POST /rest/v1/trade/start. */
export const tradeStartResultSchema = z.object({ tradeHash: z.string() });
export type TradeStartResult = z.infer<typeof tradeStartResultSchema>;

/** POST /rest/v1/trade/{id}/dispute */
export const tradeDisputeInputSchema = z.strictObject({
  dispute_reason_id: z.enum(DISPUTE_REASONS, { error: 'Choose a reason' }),
  dispute_reason_text: z
    .string({ error: 'Describe the problem' })
    .trim()
    .min(1, 'Describe the problem')
    .max(DISPUTE_REASON_TEXT_MAX, `At most ${DISPUTE_REASON_TEXT_MAX} characters`),
});
export type TradeDisputeInput = z.infer<typeof tradeDisputeInputSchema>;

/** POST /rest/v1/trade/{id}/policy-read: the party confirms reading an offer policy (terms page). */
export const tradePolicyReadInputSchema = z.strictObject({
  url: z.string({ error: 'Give the policy address' }).trim().min(1, 'Give the policy address').max(2048),
});
export type TradePolicyReadInput = z.infer<typeof tradePolicyReadInputSchema>;

/** POST /rest/v1/trade/{id}/requirement: the other party approves or rejects an uploaded requirement. */
export const tradeRequirementInputSchema = z.strictObject({
  requirement_id: z.coerce
    .number({ error: 'Choose a requirement' })
    .int('Choose a requirement')
    .positive('Choose a requirement'),
  status: z.enum(TRADE_REQUIREMENT_REVIEW_STATUSES, { error: 'Answer APPROVED or REJECTED' }),
});
export type TradeRequirementInput = z.infer<typeof tradeRequirementInputSchema>;

/**
 * POST /rest/v1/trade/{id}/release: the seller's second factor when they enabled it for release (as
 * the wallet send-out takes it). An empty body otherwise.
 */
export const tradeReleaseInputSchema = z.strictObject({
  two_factor_code: z.string().trim().max(32).optional(),
});
export type TradeReleaseInput = z.infer<typeof tradeReleaseInputSchema>;

/** Bodies of paid, cancel, fund and fallback: empty. */
export const tradeEmptyInputSchema = z.strictObject({});
