import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  OFFER_REPORT_STATUSES,
  offerReportSchema,
  pagedListMetaSchema,
  reportOfferInputSchema,
  reportOfferResultSchema,
} from '@p2p/shared';
import { created, ok, okWithMeta, strictQuery } from '../../lib/route-schemas.js';
import { requireUser } from '../../plugins/session.js';
import { offerIdParams } from '../offer-search/offer-search.routes.js';
import * as reports from './offer-reports.service.js';

export async function offerReportsRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const security = [{ session: [] }];

  app.post(
    '/rest/v1/offers/:id/report',
    {
      schema: {
        tags: ['offers'],
        security,
        summary: 'Report an offer to the moderators',
        description:
          'One open report per user and offer (a second is 409); nobody reports their own offer (403).',
        params: offerIdParams,
        querystring: strictQuery(),
        body: reportOfferInputSchema,
        response: created(reportOfferResultSchema),
      },
    },
    async (request, reply) => {
      const data = await reports.reportOffer(app.db, {
        userId: requireUser(request).userId,
        hash: request.params.id,
        input: request.body,
      });
      return reply.code(201).send({ data });
    },
  );

  app.get(
    '/rest/v1/admin/offer-reports',
    {
      schema: {
        tags: ['admin'],
        security,
        summary: 'The offer reports queue, 10 a page (moderators)',
        querystring: strictQuery({
          status: z.enum(OFFER_REPORT_STATUSES).default('open'),
          page: z.coerce.number().int().min(1).max(100_000).default(1),
        }),
        response: okWithMeta(z.array(offerReportSchema), pagedListMetaSchema),
      },
    },
    async (request) =>
      reports.listQueue(app.db, requireUser(request), {
        status: request.query.status,
        page: request.query.page,
      }),
  );

  app.put(
    '/rest/v1/admin/offer-reports/:reportId',
    {
      schema: {
        tags: ['admin'],
        security,
        summary: 'Dismiss a report or act on it, optionally blocking the offer (moderators, audited)',
        params: z.object({ reportId: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER) }),
        querystring: strictQuery(),
        body: z.strictObject({
          status: z.enum(['dismissed', 'actioned'], { error: 'Choose dismissed or actioned' }),
          block_offer: z.boolean().default(false),
        }),
        response: ok(
          z.object({
            id: z.number().int(),
            status: z.enum(['dismissed', 'actioned']),
            offerHash: z.string(),
            offerBlocked: z.boolean(),
          }),
        ),
      },
    },
    async (request) => ({
      data: await reports.decide(app.db, requireUser(request), {
        reportId: request.params.reportId,
        status: request.body.status,
        blockOffer: request.body.block_offer,
      }),
    }),
  );

  app.put(
    '/rest/v1/admin/offers/:id/featured',
    {
      schema: {
        tags: ['admin'],
        security,
        summary: 'Feature or unfeature an offer (moderators, audited)',
        params: offerIdParams,
        querystring: strictQuery(),
        body: z.strictObject({ featured: z.boolean({ error: 'featured is true or false' }) }),
        response: ok(z.object({ offerHash: z.string(), isFeatured: z.boolean() })),
      },
    },
    async (request) => ({
      data: await reports.setFeatured(app.db, requireUser(request), {
        hash: request.params.id,
        featured: request.body.featured,
      }),
    }),
  );
}
