// Offers contract: Quick edits and other bodies.
import { z } from 'zod';
import { CONTROL_CHARS_MESSAGE, hasNoControlChars } from '../profile.js';
import { OFFER_LIMITS, OFFER_REPORT_REASONS, OFFER_TYPES } from './enums.js';
import { decimalLess } from './decimals.js';
import {
  fiatAmountInputSchema,
  fixedPriceInputSchema,
  manualEscrowFeeInputSchema,
  marginInputSchema,
  offerCapInputSchema,
} from './fields.js';

/** PUT /rest/v1/my-offers/{hash}/status and POST /offer-manager/toggle-all-offers-state. */
export const offerStatusInputSchema = z.strictObject({
  new_status: z.boolean({ error: 'new_status is true (on) or false (off)' }),
});
export type OfferStatusInput = z.infer<typeof offerStatusInputSchema>;
export const toggleAllOffersInputSchema = z.strictObject({
  new_status: z.boolean({ error: 'new_status is true (on) or false (off)' }),
  /** Only this side; both when absent. */
  type: z.enum(OFFER_TYPES, { error: 'Choose buy or sell' }).optional(),
});
export type ToggleAllOffersInput = z.infer<typeof toggleAllOffersInputSchema>;
export const offerMarginInputSchema = z.strictObject({ new_margin: marginInputSchema });
export type OfferMarginInput = z.infer<typeof offerMarginInputSchema>;
export const offerFixedPriceInputSchema = z.strictObject({ new_fixed_price: fixedPriceInputSchema });
export type OfferFixedPriceInput = z.infer<typeof offerFixedPriceInputSchema>;
/** PUT .../amount: a range, or the list of predefined amounts. */
export const offerAmountInputSchema = z
  .strictObject({
    range_min: fiatAmountInputSchema.optional(),
    range_max: fiatAmountInputSchema.optional(),
    predefined_amount: z
      .array(fiatAmountInputSchema)
      .min(1, 'Add at least one amount')
      .max(OFFER_LIMITS.predefinedAmountsMax, `At most ${OFFER_LIMITS.predefinedAmountsMax} amounts`)
      .optional(),
  })
  .superRefine((input, ctx) => {
    const hasRange = input.range_min !== undefined || input.range_max !== undefined;
    if (hasRange && input.predefined_amount !== undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['predefined_amount'],
        message: 'Send a range or amounts, not both',
      });
      return;
    }
    if (!hasRange && input.predefined_amount === undefined) {
      ctx.addIssue({ code: 'custom', path: ['range_min'], message: 'Enter the minimum and maximum amounts' });
      return;
    }
    if (hasRange) {
      if (input.range_min === undefined) {
        ctx.addIssue({ code: 'custom', path: ['range_min'], message: 'Enter the minimum amount' });
      } else if (input.range_max === undefined) {
        ctx.addIssue({ code: 'custom', path: ['range_max'], message: 'Enter the maximum amount' });
      } else if (decimalLess(input.range_max, input.range_min)) {
        ctx.addIssue({
          code: 'custom',
          path: ['range_max'],
          message: 'The maximum must be at least the minimum',
        });
      }
    }
  });
export type OfferAmountInput = z.infer<typeof offerAmountInputSchema>;
export const offerManualEscrowFeeInputSchema = z.strictObject({
  /** Percent; null removes the manual fee. */
  new_manual_escrow_fee: manualEscrowFeeInputSchema.nullable(),
});
export type OfferManualEscrowFeeInput = z.infer<typeof offerManualEscrowFeeInputSchema>;
/** POST /rest/v1/offers/{id}/offer-cap. */
export const offerCapUpdateInputSchema = z
  .strictObject({
    range_min: fiatAmountInputSchema.optional(),
    range_max: fiatAmountInputSchema.optional(),
    predefined_amount: z
      .array(fiatAmountInputSchema)
      .min(1, 'Enter at least one amount')
      .max(OFFER_LIMITS.predefinedAmountsMax)
      .optional(),
    offer_cap: offerCapInputSchema,
  })
  .superRefine((input, ctx) => {
    if (decimalLess(input.range_max, input.range_min)) {
      ctx.addIssue({
        code: 'custom',
        path: ['range_max'],
        message: 'The maximum must be at least the minimum',
      });
    }
  });
export type OfferCapUpdateInput = z.infer<typeof offerCapUpdateInputSchema>;

/** Report an offer to the moderators. */
export const reportOfferInputSchema = z.strictObject({
  reason: z.enum(OFFER_REPORT_REASONS, { error: 'Choose a reason' }),
  message: z
    .string()
    .trim()
    .max(OFFER_LIMITS.reportMessageMax, `At most ${OFFER_LIMITS.reportMessageMax} characters`)
    .refine(hasNoControlChars, CONTROL_CHARS_MESSAGE)
    .default(''),
});
export type ReportOfferInput = z.infer<typeof reportOfferInputSchema>;
