import { z } from 'zod';

/** Error codes every module answers with; the code decides the HTTP status. */
export const ERROR_CODES = {
  ERROR_INPUT_VALIDATION: 400,
  ERROR_UNAUTHORIZED: 401,
  ERROR_CSRF: 403,
  ERROR_FORBIDDEN: 403,
  ERROR_IP_BLOCKED: 403,
  ERROR_BLOCKED_IN_LOCATION: 403,
  ERROR_NOT_FOUND: 404,
  ERROR_CONFLICT: 409,
  ERROR_TRADING_HALTED: 409,
  ERROR_UNSUPPORTED_MEDIA_TYPE: 415,
  ERROR_PAYLOAD_TOO_LARGE: 413,
  ERROR_INSUFFICIENT_FUNDS: 422,
  ERROR_IDEMPOTENCY_KEY_REUSED: 422,
  ERROR_RATE_LIMITED: 429,
  ERROR_INTERNAL: 500,
  ERROR_LEDGER_ASYNC_MODE: 503,
  ERROR_UNAVAILABLE: 503,
  ERROR_MAINTENANCE: 503,
} as const;
export type ErrorCode = keyof typeof ERROR_CODES;

/** Field name → messages. The key `_` holds errors that belong to no single field. */
export const fieldErrorsSchema = z.record(z.string(), z.array(z.string()));
export type FieldErrors = z.infer<typeof fieldErrorsSchema>;

/**
 * An empty `FieldErrors` without a prototype, for details whose field names come from input: a
 * field called `toString`, `constructor` or `__proto__` is then an ordinary key.
 */
export function emptyFieldErrors(): FieldErrors {
  return Object.create(null) as FieldErrors;
}

/**
 * Adds `message` under `field`, for any field name, also on a plain `{}`.
 * @example const details = emptyFieldErrors(); addFieldError(details, 'constructor', 'Unknown field');
 */
export function addFieldError(details: FieldErrors, field: string, message: string): void {
  const messages = Object.hasOwn(details, field) ? details[field] : undefined;
  if (messages) messages.push(message);
  else
    Object.defineProperty(details, field, {
      value: [message],
      enumerable: true,
      writable: true,
      configurable: true,
    });
}

export const errorEnvelopeSchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    details: fieldErrorsSchema.optional(),
    /** Phone verification failures carry the spec's numeric error code (1–5). */
    errorCode: z.number().int().optional(),
    /** Seconds to wait before the next try, after too many wrong codes. */
    countdown: z.number().int().optional(),
    /** The request's id (also the X-Request-Id answer header and the server's log lines). */
    requestId: z.string().optional(),
  }),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;
