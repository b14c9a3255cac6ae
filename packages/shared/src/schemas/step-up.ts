import { z } from 'zod';
import { PHONE_OR_2FA_CODE_LENGTH } from '../constants.js';
import { AUTH_REQUEST_STATES } from './two-factor.js';

// Step-up: a fresh confirmation before a trade reveals or shares bank accounts (decision 025).

/** How long a browser session stays confirmed after a code or a push approval. */
export const STEP_UP_WINDOW_MINUTES = 30;
/** How long a push approval request waits for another browser. */
export const PUSH_APPROVAL_TTL_SECONDS = 120;

/** The trade chat's confirmation channels (platform.md §7: send-phone-code, call, e-mail, push). */
export const STEP_UP_CHANNELS = ['sms', 'call', 'email', 'push'] as const;
export type StepUpChannel = (typeof STEP_UP_CHANNELS)[number];

export const STEP_UP_ERROR_CODES = {
  /** [403] The step needs a fresh confirmation of this browser: ask for a code or a push approval. */
  required: 'ERROR_STEP_UP_REQUIRED',
} as const;

export const stepUpStatusSchema = z.object({
  /** Whether this browser session confirmed within the window. */
  confirmed: z.boolean(),
  /** Until when (ISO time), or null. */
  confirmedUntil: z.string().nullable(),
  windowMinutes: z.number().int(),
  /** Which channels the user can use now: a verified phone, a verified e-mail, another browser. */
  channels: z.object({ sms: z.boolean(), call: z.boolean(), email: z.boolean(), push: z.boolean() }),
});
export type StepUpStatus = z.infer<typeof stepUpStatusSchema>;

/** The optional body of the push call: the trade the confirmation is for (shown on the other browser). */
export const stepUpSendInputSchema = z
  .strictObject({
    trade_hash: z
      .string()
      .regex(/^[A-Za-z0-9_-]{1,16}$/, 'A trade id is its hash: letters, digits, - and _')
      .optional(),
  })
  .nullish();
export type StepUpSendInput = z.infer<typeof stepUpSendInputSchema>;

export const stepUpCodeSentSchema = z.object({
  channel: z.enum(['sms', 'call', 'email']),
  sentTo: z.string(),
});
export type StepUpCodeSent = z.infer<typeof stepUpCodeSentSchema>;

export const stepUpConfirmInputSchema = z.strictObject({
  code: z
    .string()
    .trim()
    .regex(
      new RegExp(`^\\d{${PHONE_OR_2FA_CODE_LENGTH}}$`),
      `Enter the ${PHONE_OR_2FA_CODE_LENGTH}-digit code`,
    ),
});
export type StepUpConfirmInput = z.infer<typeof stepUpConfirmInputSchema>;

/** A push approval request as its owner's browsers see it. */
export const authRequestSchema = z.object({
  id: z.uuid(),
  action: z.string(),
  state: z.enum(AUTH_REQUEST_STATES),
  expiresAt: z.string(),
  createdAt: z.string(),
  /** Whether the browser reading it is the one that asked (it cannot approve itself). */
  isThisBrowser: z.boolean(),
  /** The asking browser (e.g. "Chrome on Linux") and the trade it is for, when known. */
  browser: z.string().nullable(),
  tradeHash: z.string().nullable(),
});
export type AuthRequestView = z.infer<typeof authRequestSchema>;

export const authRequestIdParamsSchema = z.object({ id: z.uuid('An auth request id is a UUID') });
