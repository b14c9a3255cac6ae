import { z } from 'zod';

/**
 * Wraps a payload schema in the `{ data, meta }` envelope every success answer uses.
 * @example const answer = envelope(z.array(countrySchema));
 */
export function envelope<T extends z.ZodType>(data: T) {
  return z.object({ data, meta: z.record(z.string(), z.unknown()).optional() });
}

export const paginationMetaSchema = z.object({
  total: z.number().int(),
  limit: z.number().int(),
  offset: z.number().int(),
});
