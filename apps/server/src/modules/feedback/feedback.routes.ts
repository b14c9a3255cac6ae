import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  feedbackGiveInputSchema,
  feedbackListQuerySchema,
  feedbackListSchema,
  feedbackReplyInputSchema,
  pagedListMetaSchema,
  tradeFeedbackSchema,
  tradeHashParamsSchema,
} from '@p2p/shared';
import { ok, okWithMeta, strictQuery } from '../../lib/route-schemas.js';
import { requireUser } from '../../plugins/session.js';
import * as feedback from './feedback.service.js';

export async function feedbackRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['feedback'];
  const security = [{ session: [] }];

  app.get(
    '/rest/v1/feedback/:id',
    {
      schema: {
        tags,
        security,
        summary: "Both sides' feedback on a trade (its parties only; id is the trade hash)",
        params: tradeHashParamsSchema,
        querystring: strictQuery(),
        response: ok(tradeFeedbackSchema),
      },
    },
    async (request) => ({
      data: await feedback.tradeFeedback(app.db, request.params.id, requireUser(request).userId),
    }),
  );

  app.post(
    '/rest/v1/feedback/:id/give',
    {
      schema: {
        tags,
        security,
        summary: 'Rate the trade partner once the trade completed; a second give edits it',
        description:
          'Allowed on released trades and on disputes won by either side (409 before); one per trade and side.',
        params: tradeHashParamsSchema,
        querystring: strictQuery(),
        body: feedbackGiveInputSchema,
        response: ok(tradeFeedbackSchema),
      },
    },
    async (request) => ({
      data: await feedback.giveFeedback(app.db, request.params.id, requireUser(request).userId, request.body),
    }),
  );

  app.post(
    '/rest/v1/feedback/:id/reply',
    {
      schema: {
        tags,
        security,
        summary: 'Reply to the feedback received on a trade (its recipient only; editable)',
        params: tradeHashParamsSchema,
        querystring: strictQuery(),
        body: feedbackReplyInputSchema,
        response: ok(tradeFeedbackSchema),
      },
    },
    async (request) => ({
      data: await feedback.replyToFeedback(
        app.db,
        request.params.id,
        requireUser(request).userId,
        request.body.reply,
      ),
    }),
  );

  app.get(
    '/rest/v1/users/:id/feedback',
    {
      schema: {
        tags,
        summary: 'Feedback a user received, newest first, 10 a page (optionally one rating)',
        description:
          'By username or numeric id. Follows the owner’s profile visibility as GET /rest/v1/users/{id} ' +
          'does: 403 ERROR_PROFILE_HIDDEN when the profile is hidden from the caller.',
        params: z.object({
          id: z
            .string()
            .min(1)
            .max(20)
            .regex(/^[A-Za-z0-9_-]+$/, 'a username'),
        }),
        querystring: strictQuery(feedbackListQuerySchema.shape),
        response: okWithMeta(feedbackListSchema, pagedListMetaSchema),
      },
    },
    async (request) =>
      feedback.userFeedback(app.db, request.params.id, request.sessionUser, {
        page: request.query.page,
        rating: request.query.rating,
      }),
  );
}
