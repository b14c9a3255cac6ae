import type { FieldErrors } from '@p2p/shared';

/** Members some error answers carry besides code, message and details (platform.md §5, §8). */
export interface ApiErrorExtras {
  /** Phone verification failures: the spec's numeric error code (1–5). */
  errorCode?: number;
  /** Seconds to wait before the next try, after too many wrong codes. */
  countdown?: number;
}

/** An error answer of the JSON API: `{ error: { code, message, details } }` plus the HTTP status. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly errorCode?: number;
  readonly countdown?: number;

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
  }
}

export const NETWORK_ERROR_CODE = 'ERROR_NETWORK';
