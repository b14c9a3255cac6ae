import { ERROR_CODES, type ErrorCode, type FieldErrors } from '@p2p/shared';

/**
 * The error services throw. The code decides the HTTP status; `details` names the fields at fault.
 * @example throw new AppError('ERROR_CONFLICT', 'Username is taken', { username: ['Username is taken'] });
 */
export class AppError extends Error {
  readonly status: number;

  constructor(
    readonly code: ErrorCode | (string & {}),
    message: string,
    readonly details?: FieldErrors,
    status?: number,
    /** Extra members of the error object the spec names (phone `errorCode`, `countdown` seconds). */
    readonly extra?: { errorCode?: number; countdown?: number },
  ) {
    super(message);
    this.name = 'AppError';
    this.status = status ?? ERROR_CODES[code as ErrorCode] ?? 400;
  }

  static validation(field: string, message: string): AppError {
    return new AppError('ERROR_INPUT_VALIDATION', message, { [field]: [message] });
  }

  static notFound(what = 'Resource'): AppError {
    return new AppError('ERROR_NOT_FOUND', `${what} not found`);
  }

  static unauthorized(message = 'Authentication required'): AppError {
    return new AppError('ERROR_UNAUTHORIZED', message);
  }

  static forbidden(message = 'You may not do this'): AppError {
    return new AppError('ERROR_FORBIDDEN', message);
  }
}
