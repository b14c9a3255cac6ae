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

  // The newest link to a page of the app (`/reset-password`, `/email-change`) mailed to a recipient,
  // as a path with its query, so a journey can open it on its own origin.
  app.post(
    '/internal/test/outbox/link',
    {
      config: { csrf: false },
      schema: {
        hide: true,
        querystring: z.object({
          recipient: z.string().min(1).max(254),
          path: z.string().regex(/^(\/[a-z-]{1,64}){1,3}$/),
        }),
      },
    },
    async (request) => {
      const { recipient, path } = request.query;
      const messages = await listOutbox(app.db, { recipient, limit: 20, offset: 0 });
      const pattern = new RegExp(`https?://[^\\s/]+${path}\\?token=[A-Za-z0-9_-]+`);
      for (const message of messages) {
        const found = pattern.exec(message.body)?.[0];
        if (!found) continue;
        const url = new URL(found);
        return { data: { link: `${url.pathname}${url.search}`, body: message.body } };
      }
      throw AppError.notFound('Message');
    },
  );
}
