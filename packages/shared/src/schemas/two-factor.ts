import { z } from 'zod';
import { PHONE_OR_2FA_CODE_LENGTH } from '../constants.js';
import { currentUserSchema } from './user.js';

// Contracts of the two-factor module (platform.md §4: setup states, results, auth requests).

/** Setup states by name; the database keeps the spec's numbers (initial 0, enabled 1, disabled 2, verification 3). */
export const TWO_FACTOR_STATES = ['initial', 'enabled', 'disabled', 'verification'] as const;
export type TwoFactorState = (typeof TWO_FACTOR_STATES)[number];

/** ga: an authenticator app (TOTP); sms and email: a 6-digit code sent on demand. */
export const TWO_FACTOR_METHODS = ['ga', 'sms', 'email'] as const;
export type TwoFactorMethod = (typeof TWO_FACTOR_METHODS)[number];

/** The second factor in force: the method when enabled, otherwise none. */
export const TWO_FACTOR_TYPES = ['sms', 'email', 'ga', 'none'] as const;
export type TwoFactorType = (typeof TWO_FACTOR_TYPES)[number];

export const TWO_FACTOR_RESULTS = ['passed', 'failed', 'disabled'] as const;
export type TwoFactorResult = (typeof TWO_FACTOR_RESULTS)[number];

export const AUTH_REQUEST_STATES = ['pending', 'expired', 'approved', 'denied'] as const;
export type AuthRequestState = (typeof AUTH_REQUEST_STATES)[number];

export const SECURITY_ACTIONS = ['login', 'release', 'withdrawal'] as const;
export type SecurityAction = (typeof SECURITY_ACTIONS)[number];

/** Where a code can be sent: the spec's channels sms, call, push, email (push is not available). */
export const TWO_FACTOR_CODE_CHANNELS = ['sms', 'call', 'email', 'push'] as const;
export type TwoFactorCodeChannel = (typeof TWO_FACTOR_CODE_CHANNELS)[number];

export const BACKUP_CODE_COUNT = 10;
export const LOGIN_CHALLENGE_TTL_MINUTES = 5;

/** Error codes of this module (the HTTP status in brackets). */
export const TWO_FACTOR_ERROR_CODES = {
  /** [401] The action needs a second factor and the code is missing or wrong: details.code says which. */
  required: 'ERROR_TWO_FACTOR_REQUIRED',
  /** [410] The sign-in attempt expired, was used or was denied: start again with the password. */
  requestExpired: 'ERROR_TWO_FACTOR_REQUEST_EXPIRED',
  requestDenied: 'ERROR_TWO_FACTOR_REQUEST_DENIED',
  /** [400] Push confirmation is not offered. */
  pushUnavailable: 'ERROR_PUSH_UNAVAILABLE',
} as const;

export const TWO_FACTOR_MESSAGES = {
  codeRequired: 'Enter your two-factor code',
  codeWrong: 'The code is wrong, expired or already used',
  codeFormat: `Enter the ${PHONE_OR_2FA_CODE_LENGTH}-digit code or a backup code`,
} as const;

/**
 * A 6-digit code (authenticator app, SMS, e-mail) or a backup code such as `k7dq-m2xa-9p`.
 * Spaces and dashes are ignored when checking.
 */
export const twoFactorCodeSchema = z
  .string()
  .trim()
  .min(1, TWO_FACTOR_MESSAGES.codeRequired)
  .max(32, TWO_FACTOR_MESSAGES.codeFormat)
  .regex(/^[A-Za-z0-9 -]+$/, TWO_FACTOR_MESSAGES.codeFormat);

/** GET /rest/v1/users/two-factor */
export const twoFactorStatusSchema = z.object({
  state: z.enum(TWO_FACTOR_STATES),
  method: z.enum(TWO_FACTOR_METHODS),
  type: z.enum(TWO_FACTOR_TYPES),
  login: z.boolean(),
  release: z.boolean(),
  sendout: z.boolean(),
  backupCodesLeft: z.number().int(),
  /** Which methods setup can use now: sms needs a verified phone, email a verified e-mail. */
  availableMethods: z.object({ ga: z.boolean(), sms: z.boolean(), email: z.boolean() }),
});
export type TwoFactorStatus = z.infer<typeof twoFactorStatusSchema>;

/** POST /rest/v1/users/two-factor/setup */
export const twoFactorSetupInputSchema = z.strictObject({ method: z.enum(TWO_FACTOR_METHODS) });
export type TwoFactorSetupInput = z.infer<typeof twoFactorSetupInputSchema>;

export const twoFactorSetupSchema = z.object({
  state: z.literal('verification'),
  method: z.enum(TWO_FACTOR_METHODS),
  /** ga only: the Base32 secret for typing in by hand, its otpauth:// URI and that URI as a PNG data URL. */
  secret: z.string().nullable(),
  otpauthUri: z.string().nullable(),
  qrCode: z.string().nullable(),
  /** sms and email only: where the confirmation code went, masked. */
  sentTo: z.string().nullable(),
});
export type TwoFactorSetup = z.infer<typeof twoFactorSetupSchema>;

/** Body of confirm, disable and backup-code regeneration. */
export const twoFactorCodeInputSchema = z.strictObject({ code: twoFactorCodeSchema });
export type TwoFactorCodeInput = z.infer<typeof twoFactorCodeInputSchema>;

/** POST /rest/v1/users/two-factor/confirm and /backup-codes: the backup codes are shown this once. */
export const twoFactorBackupCodesSchema = z.object({
  status: twoFactorStatusSchema,
  backupCodes: z.array(z.string()),
});
export type TwoFactorBackupCodes = z.infer<typeof twoFactorBackupCodesSchema>;

/** PUT /rest/v1/users/two-factor/switches: at least one switch, with a current code. */
export const twoFactorSwitchesInputSchema = z
  .strictObject({
    code: twoFactorCodeSchema,
    login: z.boolean().optional(),
    release: z.boolean().optional(),
    sendout: z.boolean().optional(),
  })
  .refine((input) => [input.login, input.release, input.sendout].some((value) => value !== undefined), {
    message: 'Change at least one of login, release and sendout',
    path: ['login'],
  });
export type TwoFactorSwitchesInput = z.infer<typeof twoFactorSwitchesInputSchema>;

/** POST /rest/v1/users/two-factor/send-code */
export const twoFactorSendCodeInputSchema = z.strictObject({ channel: z.enum(TWO_FACTOR_CODE_CHANNELS) });
export type TwoFactorSendCodeInput = z.infer<typeof twoFactorSendCodeInputSchema>;

export const twoFactorCodeSentSchema = z.object({
  channel: z.enum(['sms', 'call', 'email']),
  sentTo: z.string(),
});
export type TwoFactorCodeSent = z.infer<typeof twoFactorCodeSentSchema>;

/** The login answer when the password was right and the account asks for a second factor. */
export const twoFactorChallengeSchema = z.object({
  twoFactorRequired: z.literal(true),
  requestId: z.string(),
  method: z.enum(TWO_FACTOR_METHODS),
  expiresAt: z.string(),
  /** sms and email: where the code went, masked; null for ga. */
  sentTo: z.string().nullable(),
});
export type TwoFactorChallenge = z.infer<typeof twoFactorChallengeSchema>;

/** POST /rest/v1/auth/login answers the signed-in user or, with two-factor login on, the challenge. */
export const loginResultSchema = z.union([currentUserSchema, twoFactorChallengeSchema]);
export type LoginResult = z.infer<typeof loginResultSchema>;

/** POST /rest/v1/auth/login/two-factor */
export const loginTwoFactorInputSchema = z.strictObject({
  requestId: z.uuid('Sign in again'),
  code: twoFactorCodeSchema,
});
export type LoginTwoFactorInput = z.infer<typeof loginTwoFactorInputSchema>;
