// Contracts of the account security area: active sessions, login history, closing the account.
import { z } from 'zod';
import { PASSWORD_MAX_LENGTH } from './auth.js';
import { pagedListMetaSchema } from './contacts.js';
import { TWO_FACTOR_METHODS, twoFactorCodeSchema } from './two-factor.js';

export const DEVICE_TYPES = ['desktop', 'mobile', 'tablet', 'tv', 'bot', 'unknown'] as const;
export type DeviceType = (typeof DEVICE_TYPES)[number];

/** The device a session or a sign-in came from, read from its User-Agent. */
export const deviceInfoSchema = z.object({
  type: z.enum(DEVICE_TYPES),
  /** e.g. "Chrome 131"; null when the User-Agent names no browser. */
  browser: z.string().nullable(),
  /** e.g. "Windows 10", "iOS 17.4"; null when unknown. */
  os: z.string().nullable(),
});
export type DeviceInfo = z.infer<typeof deviceInfoSchema>;

/**
 * Where a request came from, approximately: the country a trusted proxy reported (ISO alpha-2), and
 * the address with its last part hidden (203.0.113.x, 2001:db8:85a3:x).
 */
export const approximatePlaceSchema = z.object({
  countryIso: z.string().length(2).nullable(),
  maskedIp: z.string().nullable(),
});
export type ApproximatePlace = z.infer<typeof approximatePlaceSchema>;

/** GET /rest/v1/account/sessions: one signed-in browser or app. */
export const accountSessionSchema = z.object({
  id: z.string(),
  /** The session of this very request. */
  current: z.boolean(),
  device: deviceInfoSchema,
  place: approximatePlaceSchema,
  signedInAt: z.string(),
  /** Refreshed at most every few minutes, so it may lag by that much. */
  lastSeenAt: z.string(),
  expiresAt: z.string(),
});
export type AccountSession = z.infer<typeof accountSessionSchema>;

/** DELETE /rest/v1/account/sessions/{id} and POST /rest/v1/account/sessions/revoke-others. */
export const sessionsRevokedSchema = z.object({
  revoked: z.number().int(),
  /** True when the request's own session was among them: the browser is now signed out. */
  signedOut: z.boolean(),
});
export type SessionsRevoked = z.infer<typeof sessionsRevokedSchema>;

export const sessionIdParamsSchema = z.object({ id: z.uuid('Unknown session') });

export const LOGIN_ATTEMPT_RESULTS = [
  'success',
  'wrong_password',
  'wrong_second_factor',
  'blocked',
  'throttled',
] as const;
export type LoginAttemptResult = (typeof LOGIN_ATTEMPT_RESULTS)[number];

export const LOGIN_HISTORY_PAGE_SIZE = 20;

/** GET /rest/v1/account/login-history: one sign-in attempt, newest first. */
export const loginHistoryEntrySchema = z.object({
  id: z.number().int(),
  at: z.string(),
  result: z.enum(LOGIN_ATTEMPT_RESULTS),
  /** The second factor this sign-in asked for; null when none was asked. */
  secondFactor: z.enum(TWO_FACTOR_METHODS).nullable(),
  device: deviceInfoSchema,
  place: approximatePlaceSchema,
});
export type LoginHistoryEntry = z.infer<typeof loginHistoryEntrySchema>;
export const loginHistoryMetaSchema = pagedListMetaSchema;

export const loginHistoryQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});

/** What keeps an account from being closed (GET /rest/v1/account/close). Amounts in coin units. */
export const accountCloseBlockersSchema = z.object({
  openTrades: z.array(z.object({ tradeHash: z.string(), status: z.string() })),
  balances: z.array(
    z.object({ coin: z.string(), kind: z.enum(['available', 'escrow', 'bond']), amount: z.string() }),
  ),
  pendingDeposits: z.array(z.object({ coin: z.string(), amount: z.string() })),
  pendingSendOuts: z.array(z.object({ coin: z.string(), amount: z.string(), status: z.string() })),
});
export type AccountCloseBlockers = z.infer<typeof accountCloseBlockersSchema>;

export const accountCloseCheckSchema = z.object({
  canClose: z.boolean(),
  blockers: accountCloseBlockersSchema,
  /** Whether closing asks for a second-factor code (two-factor is on). */
  twoFactorRequired: z.boolean(),
});
export type AccountCloseCheck = z.infer<typeof accountCloseCheckSchema>;

/** POST /rest/v1/account/close */
export const accountCloseInputSchema = z.strictObject({
  password: z.string().min(1, 'Enter your password').max(PASSWORD_MAX_LENGTH),
  code: twoFactorCodeSchema.optional(),
});
export type AccountCloseInput = z.infer<typeof accountCloseInputSchema>;

export const accountClosedSchema = z.object({ closed: z.literal(true) });

/** The error of a close refused because something is still open; details name each blocker kind. */
export const ACCOUNT_CLOSE_BLOCKED = 'ERROR_ACCOUNT_CLOSE_BLOCKED';
