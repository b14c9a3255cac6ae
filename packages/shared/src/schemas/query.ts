import { z } from 'zod';
import { COUNTRY_PAGE_SIZE } from '../constants.js';

/** A boolean query flag: true, false, 1, 0, yes, no. */
export const queryBoolean = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

export const limitOffsetQuery = (maxLimit = COUNTRY_PAGE_SIZE, defaultLimit = maxLimit) =>
  z.object({
    limit: z.coerce.number().int().min(1).max(maxLimit).default(defaultLimit),
    offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
  });
