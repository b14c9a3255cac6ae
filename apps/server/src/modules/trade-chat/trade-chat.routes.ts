import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  TRADE_CHAT_OPEN_DAYS_AFTER_FINAL,
  tradeHashParamsSchema,
  tradeMessageInputSchema,
  tradeMessageSchema,
  tradeMessagesMetaSchema,
  tradeMessagesQuerySchema,
  tradeReadInputSchema,
  tradeReadResultSchema,
} from '@p2p/shared';
import { created, ok, okWithMeta, responseCaseQuery, strictQuery } from '../../lib/route-schemas.js';
import { requireUser } from '../../plugins/session.js';
import { readIdempotencyKey } from '../idempotency/idempotency.js';
import * as chat from './trade-chat.service.js';

/** The trade chat's messages and read receipts. */
export async function registerChatRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['trade chat'];

  app.get(
    '/rest/v1/trade/:id/messages',
    {
      schema: {
        tags,
        summary: "The trade's chat, oldest first, after a message id (parties; a dispute's moderator)",
        security: [{ session: [] }],
        params: tradeHashParamsSchema,
        querystring: strictQuery(tradeMessagesQuerySchema.shape),
        response: okWithMeta(z.array(tradeMessageSchema), tradeMessagesMetaSchema),
      },
    },
    async (request) => {
      const caller = requireUser(request);
      return chat.listMessages(app.db, { hash: request.params.id, caller, ...request.query });
    },
  );

  app.post(
    '/rest/v1/trade/:id/messages',
    {
      schema: {
        tags,
        summary: 'Write into the trade chat (a moderator writes only while the trade is in dispute)',
        description:
          `1 to 2000 characters, no control characters. The chat is writable while the trade is open and ` +
          `${TRADE_CHAT_OPEN_DAYS_AFTER_FINAL} days after it ended (then 403). With an Idempotency-Key, ` +
          'a repeat of the same line answers the first message instead of writing it again.',
        security: [{ session: [], csrf: [] }],
        params: tradeHashParamsSchema,
        querystring: responseCaseQuery,
        body: tradeMessageInputSchema,
        response: created(tradeMessageSchema),
      },
    },
    async (request, reply) => {
      const caller = requireUser(request);
      const answer = await chat.postMessage(app.db, {
        hash: request.params.id,
        caller,
        text: request.body.text,
        idempotencyKey: readIdempotencyKey(request.headers['idempotency-key']),
      });
      if (answer.replayed) reply.header('idempotent-replayed', 'true');
      return reply.status(answer.status).send({ data: answer.body });
    },
  );

  app.post(
    '/rest/v1/trade/:id/read',
    {
      schema: {
        tags,
        summary: 'Read receipt: the newest message the caller has seen',
        security: [{ session: [], csrf: [] }],
        params: tradeHashParamsSchema,
        querystring: responseCaseQuery,
        body: tradeReadInputSchema,
        response: ok(tradeReadResultSchema),
      },
    },
    async (request) => {
      const caller = requireUser(request);
      const data = await chat.markRead(app.db, {
        hash: request.params.id,
        caller,
        messageId: request.body.last_message_id,
      });
      return { data };
    },
  );
}
