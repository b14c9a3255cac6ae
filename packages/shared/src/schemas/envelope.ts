import { z } from 'zod';

/**
 * Wraps a payload schema in the `{ data, meta }` envelope every success answer uses.
 * @example const answer = envelope(z.array(countrySchema));
 */
export function envelope<T extends z.ZodType>(data: T) {
  return z.object({ data });
}

/** The envelope of answers that carry `meta` (pagination, totals). */
export function envelopeWithMeta<T extends z.ZodType, M extends z.ZodType>(data: T, meta: M) {
  return z.object({ data, meta });
}

export const paginationMetaSchema = z.object({
  total: z.number().int(),
  limit: z.number().int(),
  offset: z.number().int(),
});
