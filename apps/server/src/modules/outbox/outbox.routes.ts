import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { outboxMessageSchema, outboxQuerySchema } from '@p2p/shared';
import { AppError } from '../../lib/app-error.js';
import { okWithMeta, responseCaseQuery } from '../../lib/route-schemas.js';
import { requireUser } from '../../plugins/session.js';
import { listOutbox } from './outbox.service.js';

/** Messages hold live codes: only admins read the outbox. */
export async function outboxRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/rest/v1/admin/outbox',
    {
      schema: {
        tags: ['admin'],
        summary: 'Messages sent (or waiting to be sent) by e-mail and SMS, newest first',
        security: [{ session: [] }],
        querystring: responseCaseQuery.extend(outboxQuerySchema.shape),
        response: okWithMeta(
          z.array(outboxMessageSchema),
          z.object({ limit: z.number().int(), offset: z.number().int() }),
        ),
      },
    },
    async (request) => {
      if (requireUser(request).role !== 'admin') throw AppError.forbidden('Only admins read the outbox');
      const { recipient, limit, offset } = request.query;
      const rows = await listOutbox(app.db, { recipient, limit, offset });
      return { data: rows, meta: { limit, offset } };
    },
  );
}
