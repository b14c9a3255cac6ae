import type { FieldErrors, OfferErrorArea } from '@p2p/shared';
import { AppError } from '../../lib/app-error.js';

/** The details key that names the offer of a per-offer error (trading.md §8). */
export const OFFER_HASH_DETAIL = 'offerHash';

/**
 * An error about one offer: the message under its area (general, margin, fixedPrice, limits), the
 * field that caused it and the offer hash, so my offers can keep errors per offer and area.
 */
export function offerError(
  code: 'ERROR_INPUT_VALIDATION' | 'ERROR_FORBIDDEN' | 'ERROR_CONFLICT' | 'ERROR_INSUFFICIENT_FUNDS',
  options: { hash: string; area: OfferErrorArea; message: string; field?: string },
): AppError {
  const details: FieldErrors = { [options.area]: [options.message], [OFFER_HASH_DETAIL]: [options.hash] };
  if (options.field) details[options.field] = [options.message];
  return new AppError(code, options.message, details);
}
