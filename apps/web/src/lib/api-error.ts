import type { FieldErrors } from '@p2p/shared';

/** Members some error answers carry besides code, message and details (platform.md §5, §8). */
export interface ApiErrorExtras {
  /** Phone verification failures: the spec's numeric error code (1–5). */
  errorCode?: number;
  /** Seconds to wait before the next try, after too many wrong codes. */
  countdown?: number;
  /** The request's id (`error.requestId` or the X-Request-Id header): what support asks for. */
  requestId?: string;
  /** Seconds to wait before trying again: a 429's or 503's Retry-After header. */
  retryAfter?: number;
}

/** An error answer of the JSON API: `{ error: { code, message, details } }` plus the HTTP status. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly errorCode?: number;
  readonly countdown?: number;
  readonly requestId?: string;
  readonly retryAfter?: number;

  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details?: FieldErrors,
    extras: ApiErrorExtras = {},
  ) {
    super(message);
    this.errorCode = extras.errorCode;
    this.countdown = extras.countdown;
    this.requestId = extras.requestId;
    this.retryAfter = extras.retryAfter;
  }
}

export const NETWORK_ERROR_CODE = 'ERROR_NETWORK';
/** Access refused by place (country or IP range): the error-ip-blocked page answers it (decision 041). */
export { IP_BLOCKED_ERROR_CODE } from '@p2p/shared';
