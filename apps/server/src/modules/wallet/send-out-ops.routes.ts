import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  listStuckSendOuts,
  settleSendOut,
  settleSendOutInputSchema,
  stuckSendOutsInputSchema,
} from './send-out-ops.service.js';

/**
 * The send-out operator commands, for `npm run ops` when this server holds the embedded data folder.
 * Registered inside the operator routes, which check the operator token first.
 */
export async function sendOutOpsRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const config = { csrf: false };

  app.post(
    '/internal/ops/stuck-send-outs',
    { schema: { hide: true, body: stuckSendOutsInputSchema }, config },
    async (request) => ({
      data: await listStuckSendOuts(app.db, app.chains, request.body, app.sendOutGraceMs),
    }),
  );

  app.post(
    '/internal/ops/settle-send-out',
    { schema: { hide: true, body: settleSendOutInputSchema }, config },
    async (request) => ({
      data: await settleSendOut(app.db, app.chains, request.body, app.sendOutGraceMs),
    }),
  );
}
