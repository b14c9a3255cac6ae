import type { FieldErrors } from '@p2p/shared';

/** An error answer of the JSON API: `{ error: { code, message, details } }` plus the HTTP status. */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details?: FieldErrors,
  ) {
    super(message);
  }
}

export const NETWORK_ERROR_CODE = 'ERROR_NETWORK';
