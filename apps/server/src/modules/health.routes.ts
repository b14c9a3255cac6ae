import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';

/** Liveness answers while the process runs; readiness only while the database answers too. */
export async function healthRoutes(app: FastifyInstance): Promise<void> {
  let shuttingDown = false;
  app.addHook('onClose', async () => {
    shuttingDown = true;
  });

  app.get('/healthz', { schema: { hide: true } }, async () => ({ status: 'ok' }));

  app.get('/readyz', { schema: { hide: true } }, async (request, reply) => {
    if (shuttingDown) return reply.status(503).send({ status: 'shutting-down' });
    try {
      await app.db.execute(sql`select 1`);
      return { status: 'ready' };
    } catch (error) {
      request.log.warn({ err: error }, 'readiness check failed');
      return reply.status(503).send({ status: 'database-unavailable' });
    }
  });
}
