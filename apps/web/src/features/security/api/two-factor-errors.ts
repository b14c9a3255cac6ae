import { TWO_FACTOR_ERROR_CODES } from '@p2p/shared';
import type { ApiError } from '@/lib/api-error';

/**
 * A wrong or missing two-factor code is a 401 that belongs on the code field; any other 401 (the
 * session ended) still sends the visitor to the login page.
 */
export const redirectUnlessCodeError = (error: ApiError) => error.code !== TWO_FACTOR_ERROR_CODES.required;
