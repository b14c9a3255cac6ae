import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  approveRequestInputSchema,
  rejectRequestInputSchema,
  reviewQueueMetaSchema,
  reviewQueueQuerySchema,
  reviewRequestSchema,
  setLevelInputSchema,
  userLevelSchema,
} from '@p2p/shared';
import { ok, okWithMeta, responseCaseQuery } from '../../lib/route-schemas.js';
import { requireUser } from '../../plugins/session.js';
import * as review from './kyc-review.service.js';

const requestParams = z.object({ requestId: z.uuid('A verification request id') });

/** The moderators' review queue and the admins' level grants. */
export async function registerReviewRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['verification review'];
  const staff = [{ session: [] }];
  const staffWrite = [{ session: [], csrf: [] }];

  app.get(
    '/rest/v1/admin/verification-requests',
    {
      schema: {
        tags,
        summary: 'Verification requests to review, oldest first, 10 a page (moderators and up)',
        security: staff,
        querystring: responseCaseQuery.extend(reviewQueueQuerySchema.shape),
        response: okWithMeta(z.array(reviewRequestSchema), reviewQueueMetaSchema),
      },
    },
    async (request) => {
      const { status, kind, page } = request.query;
      return review.listQueue(app.db, requireUser(request), { status, kind, page });
    },
  );

  app.get(
    '/rest/v1/admin/verification-requests/:requestId',
    {
      schema: {
        tags,
        summary: 'One verification request with its files (moderators and up)',
        security: staff,
        params: requestParams,
        querystring: responseCaseQuery,
        response: ok(reviewRequestSchema),
      },
    },
    async (request) => ({
      data: await review.getForReview(app.db, requireUser(request), request.params.requestId),
    }),
  );

  app.post(
    '/rest/v1/admin/verification-requests/:requestId/approve',
    {
      schema: {
        tags,
        summary: "Approve a pending request; the user's level follows (audit-logged)",
        security: staffWrite,
        params: requestParams,
        querystring: responseCaseQuery,
        body: approveRequestInputSchema.nullish(),
        response: ok(reviewRequestSchema),
      },
    },
    async (request) => ({
      data: await review.decide(app.db, requireUser(request), request.params.requestId, {
        approve: true,
        note: request.body?.note,
      }),
    }),
  );

  app.post(
    '/rest/v1/admin/verification-requests/:requestId/reject',
    {
      schema: {
        tags,
        summary: 'Reject a pending request with a reason the user sees (audit-logged)',
        security: staffWrite,
        params: requestParams,
        querystring: responseCaseQuery,
        body: rejectRequestInputSchema,
        response: ok(reviewRequestSchema),
      },
    },
    async (request) => ({
      data: await review.decide(app.db, requireUser(request), request.params.requestId, {
        approve: false,
        reason: request.body.reason,
      }),
    }),
  );

  app.put(
    '/rest/v1/admin/users/:userId/verification-level',
    {
      schema: {
        tags,
        summary: "Grant L4, or with 'auto' return to the level the verifications give (admins)",
        security: staffWrite,
        params: z.object({ userId: z.coerce.number().int().min(1).max(2_147_483_647) }),
        querystring: responseCaseQuery,
        body: setLevelInputSchema,
        response: ok(userLevelSchema),
      },
    },
    async (request) => ({
      data: await review.setUserLevel(
        app.db,
        requireUser(request),
        request.params.userId,
        request.body.level,
      ),
    }),
  );
}
