import { z } from 'zod';
import { envelope, envelopeWithMeta, errorEnvelopeSchema } from '@p2p/shared';

/** Error answers every route documents in OpenAPI. */
export const errorResponses = {
  400: errorEnvelopeSchema.describe('Invalid input (ERROR_INPUT_VALIDATION) with the fields at fault'),
  401: errorEnvelopeSchema.describe('Not signed in'),
  403: errorEnvelopeSchema.describe('Forbidden or missing CSRF token'),
  404: errorEnvelopeSchema.describe('Not found'),
  429: errorEnvelopeSchema.describe('Too many requests'),
} as const;

/** The `{ data, meta }` answer with the common error answers. */
export function ok<T extends z.ZodType>(data: T) {
  return { 200: envelope(data), ...errorResponses };
}

export function okWithMeta<T extends z.ZodType, M extends z.ZodType>(data: T, meta: M) {
  return { 200: envelopeWithMeta(data, meta), ...errorResponses };
}

export function created<T extends z.ZodType>(data: T) {
  return { 201: envelope(data), ...errorResponses };
}

/** Query parameter `responseCase`, accepted by every route. */
export const responseCaseQuery = z.object({
  responseCase: z.enum(['camelCase', 'snakeCase']).optional().describe('Key case of the answer'),
});

/** A query that takes `responseCase` and the given keys, and refuses any other key. */
export const strictQuery = <T extends z.ZodRawShape>(shape: T = {} as T) =>
  z.strictObject({ ...responseCaseQuery.shape, ...shape });

/** A user's numeric id in a path (`/rest/v1/admin/users/{id}/...`), within PostgreSQL's integer. */
export const userIdParams = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });

/**
 * An offer's hash in a path (`/rest/v1/my-offers/{hash}/...`). Only a malformed one is a 400; an
 * unknown one is the service's 404.
 */
export const offerHashParams = z.object({
  hash: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,32}$/, 'An offer hash: letters, digits, - and _')
    .describe('The offer hash (idHashed)'),
});

/**
 * A trade's hash in a path as `{id}` (`/rest/v1/trade/{id}/...`), for the routes that answer a hash of
 * any length up to 16 with the service's 404 (shared `tradeHashParamsSchema` wants at least 6).
 */
export const tradeIdParams = z.object({
  id: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,16}$/, 'A trade id is its hash: letters, digits, - and _')
    .describe('The trade hash'),
});
