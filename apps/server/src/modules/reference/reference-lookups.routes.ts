import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { regionSchema, timeZoneSchema } from '@p2p/shared';
import { answerCache } from '../../lib/answer-cache.js';
import { ok, strictQuery } from '../../lib/route-schemas.js';
import { listRegions, listTimeZones } from './reference-lookups.js';

/**
 * The regions and time zones lookups the spec names without paths (decision 042): reference data
 * fixed for the node's life, so each answer is built and serialized once (lib/answer-cache).
 */
export async function referenceLookupRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['reference data'];
  const cache = answerCache({ maxEntries: 10 });

  app.get(
    '/rest/v1/regions',
    {
      schema: {
        tags,
        summary: 'Regions (id, name) for gift cards and card regions: the countries, WORLDWIDE first',
        querystring: strictQuery(),
        response: ok(z.array(regionSchema)),
      },
    },
    async (request, reply) => cache.send(request, reply, async () => ({ data: await listRegions(app.db) })),
  );

  app.get(
    '/rest/v1/timezones',
    {
      schema: {
        tags,
        summary: 'IANA time zones (the values account settings accept), UTC first',
        querystring: strictQuery(),
        response: ok(z.array(timeZoneSchema)),
      },
    },
    async (request, reply) => cache.send(request, reply, () => ({ data: listTimeZones() })),
  );
}
