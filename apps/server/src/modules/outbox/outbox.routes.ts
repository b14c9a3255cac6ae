import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.js';
import { okWithMeta, responseCaseQuery } from '../../lib/route-schemas.js';
import { requireUser } from '../../plugins/session.js';
import { listOutbox } from './outbox.service.js';

export const outboxMessageSchema = z.object({
  id: z.string(),
  channel: z.enum(['email', 'sms', 'call']),
  recipient: z.string(),
  subject: z.string(),
  body: z.string(),
  template: z.string(),
  createdAt: z.string(),
  deliveredAt: z.string().nullable(),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
});

export const outboxQuerySchema = z.object({
  recipient: z.string().trim().min(1).max(254).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
});

export function toOutboxView(row: Awaited<ReturnType<typeof listOutbox>>[number]) {
  return {
    ...row,
    createdAt: row.createdAt.toISOString(),
    deliveredAt: row.deliveredAt?.toISOString() ?? null,
  };
}

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
      return { data: rows.map(toOutboxView), meta: { limit, offset } };
    },
  );
}
