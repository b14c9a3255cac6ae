import { z } from 'zod';
import { camelToSnake, mapKeysDeep, type FieldErrors } from '@p2p/shared';
import { AppError } from '../../lib/app-error.js';

/**
 * The error codes of the compatible API (docs/compat-api.md). Bots branch on these numbers, so they
 * never change meaning; the HTTP status says the same thing for clients that only look at it.
 */
export const COMPAT_ERRORS = {
  invalidInput: { code: 1001, status: 400, message: 'The request has invalid parameters' },
  unauthorized: { code: 1002, status: 401, message: 'Missing, invalid or expired credentials' },
  scope: { code: 1003, status: 403, message: 'The app was not granted the scope this method needs' },
  notFound: { code: 1004, status: 404, message: 'Not found' },
  notAllowed: { code: 1005, status: 409, message: 'Not allowed in the current state' },
  secondFactorRequired: { code: 1006, status: 403, message: 'A two-factor code is required' },
  secondFactorInvalid: { code: 1007, status: 403, message: 'The two-factor code is wrong or expired' },
  forbidden: { code: 1008, status: 403, message: 'You may not do this' },
  limit: { code: 1009, status: 422, message: 'A limit refused the request' },
  unknownMethod: { code: 1010, status: 404, message: 'No such API method' },
  rateLimited: { code: 429, status: 429, message: 'Rate limit exceeded' },
  internal: { code: 1000, status: 500, message: 'Something went wrong on our side' },
} as const satisfies Record<string, { code: number; status: number; message: string }>;
export type CompatErrorKind = keyof typeof COMPAT_ERRORS;

/** An error the compatible API answers as-is (its kind decides the code and the status). */
export class CompatError extends Error {
  constructor(
    readonly kind: CompatErrorKind,
    message: string = COMPAT_ERRORS[kind].message,
    readonly fields?: FieldErrors,
  ) {
    super(message);
    this.name = 'CompatError';
  }
}

export interface CompatSuccess<T> {
  status: 'success';
  timestamp: number;
  data: T;
}

export interface CompatFailure {
  status: 'error';
  timestamp: number;
  error: { code: number; message: string; fields?: FieldErrors };
}

const nowSeconds = () => Math.floor(Date.now() / 1000);

/** The success envelope; keys are snake_case throughout, as the original API's were. */
export function success(data: unknown): CompatSuccess<unknown> {
  return { status: 'success', timestamp: nowSeconds(), data: mapKeysDeep(data, camelToSnake) };
}

/** How the platform's own error codes read in the compatible API. */
const APP_ERROR_KINDS: Readonly<Record<string, CompatErrorKind>> = {
  ERROR_INPUT_VALIDATION: 'invalidInput',
  ERROR_UNSUPPORTED_MEDIA_TYPE: 'invalidInput',
  ERROR_PAYLOAD_TOO_LARGE: 'invalidInput',
  ERROR_UNAUTHORIZED: 'unauthorized',
  ERROR_FORBIDDEN: 'forbidden',
  ERROR_NOT_FOUND: 'notFound',
  ERROR_CONFLICT: 'notAllowed',
  ERROR_TRADE_ACTION_NOT_ALLOWED: 'notAllowed',
  ERROR_TRADE_LIMIT: 'limit',
  ERROR_TRADE_START_REFUSED: 'forbidden',
  // Every price feed stale (decision 032): the offer cannot be traded in its current state; retry later.
  ERROR_PRICES_UNAVAILABLE: 'notAllowed',
  ERROR_RATE_LIMITED: 'rateLimited',
  // A missing code is answered before the check (compat-second-factor.ts): what reaches here is wrong.
  ERROR_TWO_FACTOR_REQUIRED: 'secondFactorInvalid',
};

/** Any error as the compatible API's failure body and HTTP status; 5xx never says why. */
export function failureOf(error: unknown): { status: number; body: CompatFailure } {
  let kind: CompatErrorKind = 'internal';
  let message: string = COMPAT_ERRORS.internal.message;
  let fields: FieldErrors | undefined;
  if (error instanceof CompatError) {
    ({ kind, message, fields } = error);
  } else if (error instanceof AppError) {
    const mapped = APP_ERROR_KINDS[error.code];
    if (mapped) {
      kind = mapped;
      // Bots of the original API match this exact message.
      message = mapped === 'rateLimited' ? COMPAT_ERRORS.rateLimited.message : error.message;
      fields = error.details;
    } else if (error.status < 500) {
      kind = error.status === 404 ? 'notFound' : error.status === 401 ? 'unauthorized' : 'forbidden';
      message = error.message;
      fields = error.details;
    }
  }
  const { code, status } = COMPAT_ERRORS[kind];
  return {
    status,
    body: {
      status: 'error',
      timestamp: nowSeconds(),
      error: { code, message, ...(fields ? { fields } : {}) },
    },
  };
}

/** The envelopes in the OpenAPI document. */
export const compatSuccessSchema = z.object({
  status: z.literal('success'),
  timestamp: z.number().int().describe('Unix seconds'),
  data: z.unknown(),
});
export const compatFailureSchema = z.object({
  status: z.literal('error'),
  timestamp: z.number().int(),
  error: z.object({
    code: z.number().int().describe('See docs/compat-api.md: 1001 input, 1002 credentials, 1006 2FA, …'),
    message: z.string(),
    fields: z.record(z.string(), z.array(z.string())).optional(),
  }),
});
