import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  answeredNoticeSchema,
  answerNoticeInputSchema,
  pendingNoticesSchema,
  USER_NOTICES,
} from '@p2p/shared';
import type { Config } from '../../config.js';
import { ok, responseCaseQuery } from '../../lib/route-schemas.js';
import { requireUser } from '../../plugins/session.js';
import * as notices from './user-notices.service.js';

/** One-time notices (decision 040): the no-security-deposits explanation, the account manager proposal. */
export async function userNoticesRoutes(
  fastify: FastifyInstance,
  options: { config: Config },
): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['accounts'];
  const security = [{ session: [] }];
  const settings = { accountManagerMinVolumeUsd: options.config.ACCOUNT_MANAGER_MIN_VOLUME_USD };

  app.get(
    '/rest/v1/users/notices',
    {
      schema: {
        tags,
        security,
        summary: 'The one-time notices to show the signed-in user',
        description:
          '`account_manager_proposal` for vendors whose completed volume reached ACCOUNT_MANAGER_MIN_VOLUME_USD; ' +
          '`no_security_deposits` until seen. Each is listed until answered once.',
        querystring: responseCaseQuery,
        response: ok(pendingNoticesSchema),
      },
    },
    async (request) => ({
      data: await notices.pendingNotices(app.db, requireUser(request).userId, settings),
    }),
  );

  app.post(
    '/rest/v1/users/notices/:notice',
    {
      schema: {
        tags,
        security,
        summary: 'Answer a one-time notice (remembered on every device)',
        description:
          '`seen` for no_security_deposits; `dismissed` or `accepted` for account_manager_proposal, whose ' +
          'acceptance sends a request to support (the answer names the conversation). A second answer ' +
          'replays the first.',
        params: z.object({ notice: z.enum(USER_NOTICES) }),
        querystring: responseCaseQuery,
        body: answerNoticeInputSchema,
        response: ok(answeredNoticeSchema),
      },
    },
    async (request) => ({
      data: await notices.answerNotice(app.db, requireUser(request).userId, {
        ...settings,
        notice: request.params.notice,
        answer: request.body.answer,
      }),
    }),
  );
}
