import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.js';
import { listOutbox } from './outbox.service.js';

/**
 * Browser tests read the codes a user would receive by mail or SMS. Registered only when
 * E2E_TEST_HOOKS is set, which config.ts refuses in production.
 */
export async function testHooksRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.post(
    '/internal/test/outbox',
    {
      config: { csrf: false },
      schema: { hide: true, querystring: z.object({ recipient: z.string().min(1).max(254) }) },
    },
    async (request) => {
      const [message] = await listOutbox(app.db, { recipient: request.query.recipient, limit: 1, offset: 0 });
      const code = message && /\b(\d{6})\b/.exec(message.body)?.[1];
      if (!message || !code) throw AppError.notFound('Message');
      return { data: { code, body: message.body, createdAt: message.createdAt } };
    },
  );
}
