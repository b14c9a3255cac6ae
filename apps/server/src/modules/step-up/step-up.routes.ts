import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  authRequestIdParamsSchema,
  authRequestSchema,
  stepUpCodeSentSchema,
  stepUpConfirmInputSchema,
  stepUpSendInputSchema,
  stepUpStatusSchema,
} from '@p2p/shared';
import type { Config } from '../../config.js';
import { errorResponses, ok, responseCaseQuery, strictQuery } from '../../lib/route-schemas.js';
import { requireUser } from '../../plugins/session.js';
import type { DeliveryChannel } from '../two-factor/code-delivery.js';
import * as stepUp from './step-up.service.js';

/** The trade chat's code sends (platform.md §7), each a fixed channel. */
const CODE_SEND_ROUTES: Record<string, DeliveryChannel> = {
  '/rest/v1/auth/send-phone-code': 'sms',
  '/rest/v1/auth/call-phone-code': 'call',
  '/rest/v1/auth/send-email-code': 'email',
};

const conflict = { 409: errorResponses[404].describe('The request is no longer pending (details.state)') };

/** Step-up confirmation before bank accounts are shared or read in a trade (decision 025). */
export async function stepUpRoutes(fastify: FastifyInstance, options: { config: Config }): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { config } = options;
  const tags = ['step-up'];
  const security = [{ session: [], csrf: [] }];
  const rateLimit = {
    max: config.AUTH_RATE_LIMIT_MAX,
    timeWindow: config.AUTH_RATE_LIMIT_WINDOW_SECONDS * 1000,
  };

  app.get(
    '/rest/v1/auth/step-up',
    {
      schema: {
        tags,
        summary: 'Whether this browser confirmed recently, until when, and the channels it can use',
        security: [{ session: [] }],
        querystring: strictQuery(),
        response: ok(stepUpStatusSchema),
      },
    },
    async (request) => ({ data: await stepUp.getStatus(app.db, requireUser(request)) }),
  );

  for (const [url, channel] of Object.entries(CODE_SEND_ROUTES)) {
    app.post(
      url,
      {
        config: { rateLimit },
        schema: {
          tags,
          summary: `Send a step-up code by ${channel === 'email' ? 'e-mail' : channel === 'call' ? 'phone call' : 'SMS'}`,
          description:
            'The code confirms this browser for the steps of decision 025 (sharing and reading bank ' +
            'accounts in a trade). 400 with the server message when there is no verified destination.',
          security,
          querystring: responseCaseQuery,
          response: ok(stepUpCodeSentSchema),
        },
      },
      async (request) => {
        const { userId } = requireUser(request);
        return { data: await stepUp.sendStepUpCode(app.db, app.delivery, { userId, channel }) };
      },
    );
  }

  app.post(
    '/rest/v1/auth/push-phone-code',
    {
      config: { rateLimit },
      schema: {
        tags,
        summary: 'Ask the other signed-in browsers to approve this one (an auth request, 2 minutes)',
        description:
          'Creates a pending auth request; the other browsers get it in the notification centre, over ' +
          '/ws and by web push, with approve and deny. Poll GET /rest/v1/auth/requests/{id} for its state. ' +
          '400 when the user is signed in nowhere else.',
        security,
        querystring: responseCaseQuery,
        body: stepUpSendInputSchema,
        response: ok(authRequestSchema),
      },
    },
    async (request) => {
      const caller = requireUser(request);
      return {
        data: await stepUp.requestPushApproval(app.db, caller, { tradeHash: request.body?.trade_hash }),
      };
    },
  );

  app.post(
    '/rest/v1/auth/step-up/confirm',
    {
      config: { rateLimit },
      schema: {
        tags,
        summary: 'Confirm this browser with the step-up code just sent',
        description: 'A wrong or expired code is 400 with the server message on details.code.',
        security,
        querystring: responseCaseQuery,
        body: stepUpConfirmInputSchema,
        response: ok(stepUpStatusSchema),
      },
    },
    async (request) => ({
      data: await stepUp.confirmCode(app.db, requireUser(request), request.body.code),
    }),
  );

  app.get(
    '/rest/v1/auth/requests',
    {
      schema: {
        tags,
        summary: "The user's pending push approval requests (isThisBrowser marks the asking one)",
        security: [{ session: [] }],
        querystring: strictQuery(),
        response: ok(z.array(authRequestSchema)),
      },
    },
    async (request) => ({ data: await stepUp.listPendingRequests(app.db, requireUser(request)) }),
  );

  app.get(
    '/rest/v1/auth/requests/:id',
    {
      schema: {
        tags,
        summary: 'One auth request: pending, expired, approved or denied',
        security: [{ session: [] }],
        params: authRequestIdParamsSchema,
        querystring: strictQuery(),
        response: ok(authRequestSchema),
      },
    },
    async (request) => ({
      data: await stepUp.getRequest(app.db, requireUser(request), request.params.id),
    }),
  );

  for (const decision of ['approve', 'deny'] as const) {
    app.post(
      `/rest/v1/auth/requests/:id/${decision}`,
      {
        config: { rateLimit },
        schema: {
          tags,
          summary: `${decision === 'approve' ? 'Approve' : 'Deny'} a pending request from another browser`,
          description:
            'Only from another signed-in browser of the same user (the asking one: 403, another ' +
            "user's request: 404, no longer pending: 409).",
          security,
          params: authRequestIdParamsSchema,
          querystring: responseCaseQuery,
          response: { ...ok(authRequestSchema), ...conflict },
        },
      },
      async (request) => ({
        data: await stepUp.resolveRequest(app.db, requireUser(request), request.params.id, decision),
      }),
    );
  }
}
