import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  disputeAwardInputSchema,
  disputeDetailSchema,
  disputeListItemSchema,
  disputeListQuerySchema,
  disputeMessageInputSchema,
  disputeMessageSchema,
  pagedListMetaSchema,
} from '@p2p/shared';
import { created, ok, okWithMeta, strictQuery } from '../../lib/route-schemas.js';
import { requireUser } from '../../plugins/session.js';
import { awardDispute } from './dispute-award.service.js';
import * as disputes from './disputes.service.js';

const hashParams = z.object({
  hash: z.string().regex(/^[A-Za-z0-9_-]{6,16}$/, 'A trade id is its hash'),
});

export async function disputesRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin'];
  const security = [{ session: [] }];

  app.get(
    '/rest/v1/admin/disputes',
    {
      schema: {
        tags,
        security,
        summary: 'Disputed trades, open ones first, 10 a page (moderators)',
        querystring: strictQuery(disputeListQuerySchema.shape),
        response: okWithMeta(z.array(disputeListItemSchema), pagedListMetaSchema),
      },
    },
    async (request) =>
      disputes.listDisputes(app.db, requireUser(request), {
        status: request.query.status,
        page: request.query.page,
      }),
  );

  app.get(
    '/rest/v1/admin/disputes/:hash',
    {
      schema: {
        tags,
        security,
        summary: 'A dispute: the trade, both parties, the reason, the chat and the uploads (moderators)',
        params: hashParams,
        querystring: strictQuery(),
        response: ok(disputeDetailSchema),
      },
    },
    async (request) => ({
      data: await disputes.disputeDetail(app.db, requireUser(request), request.params.hash),
    }),
  );

  app.post(
    '/rest/v1/admin/disputes/:hash/messages',
    {
      schema: {
        tags,
        security,
        summary: "A moderator's message in the trade chat (during the dispute or after its award)",
        params: hashParams,
        querystring: strictQuery(),
        body: disputeMessageInputSchema,
        response: created(disputeMessageSchema),
      },
    },
    async (request, reply) => {
      const data = await disputes.postModeratorMessage(
        app.db,
        requireUser(request),
        request.params.hash,
        request.body.text,
      );
      return reply.code(201).send({ data });
    },
  );

  app.post(
    '/rest/v1/admin/disputes/:hash/award',
    {
      schema: {
        tags,
        security,
        summary: 'Award the escrow to the buyer or the seller (moderators, audited)',
        description: 'Repeating the same award answers the settled dispute; a different one is 409.',
        params: hashParams,
        querystring: strictQuery(),
        body: disputeAwardInputSchema,
        response: ok(disputeDetailSchema),
      },
    },
    async (request) => {
      const viewer = requireUser(request);
      const transition = await awardDispute(app.db, viewer, request.params.hash, request.body);
      if (transition) app.metrics.tradeTransition(transition);
      return { data: await disputes.disputeDetail(app.db, viewer, request.params.hash) };
    },
  );
}
