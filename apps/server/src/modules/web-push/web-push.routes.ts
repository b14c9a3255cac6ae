import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  webPushPublicKeySchema,
  webPushSubscriptionInputSchema,
  webPushSubscriptionSchema,
  webPushUnsubscribeInputSchema,
} from '@p2p/shared';
import type { Config } from '../../config.js';
import { AppError } from '../../lib/app-error.js';
import { created, ok, responseCaseQuery, strictQuery } from '../../lib/route-schemas.js';
import { requireUser } from '../../plugins/session.js';
import { getCurrentUser } from '../users/users.service.js';
import type { VapidKeys } from './vapid-keys.js';
import * as webPush from './web-push.service.js';

const BASE = '/rest/v1/notifications/web-push';

export async function webPushRoutes(
  fastify: FastifyInstance,
  options: { config: Config; vapid: () => Promise<VapidKeys> },
): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['notifications'];
  const security = [{ session: [] }];

  app.get(
    `${BASE}/public-key`,
    {
      schema: {
        tags,
        summary: 'The VAPID public key browsers subscribe with (applicationServerKey)',
        querystring: strictQuery(),
        response: ok(webPushPublicKeySchema),
      },
    },
    async () => ({ data: { publicKey: (await options.vapid()).publicKey } }),
  );

  app.get(
    `${BASE}/subscriptions`,
    {
      schema: {
        tags,
        security,
        summary: "The signed-in user's subscribed browsers; `endpoint` marks this browser's",
        querystring: strictQuery({ endpoint: z.string().max(1024).optional() }),
        response: ok(z.array(webPushSubscriptionSchema)),
      },
    },
    async (request) => ({
      data: await webPush.listSubscriptions(app.db, {
        userId: requireUser(request).userId,
        currentEndpoint: request.query.endpoint,
      }),
    }),
  );

  app.post(
    `${BASE}/subscriptions`,
    {
      schema: {
        tags,
        security,
        summary: 'Subscribe this browser to push notifications (PushSubscription.toJSON())',
        querystring: responseCaseQuery,
        body: webPushSubscriptionInputSchema,
        response: created(webPushSubscriptionSchema),
      },
    },
    async (request, reply) => {
      const { userId } = requireUser(request);
      // The spec asks for push only outside demo context: demo accounts are shared.
      if ((await getCurrentUser(app.db, userId)).isDemoAccount) {
        throw AppError.forbidden('Demo accounts do not receive push notifications');
      }
      const subscription = await webPush.subscribe(app.db, {
        userId,
        input: request.body,
        userAgent: request.headers['user-agent'],
        allowedOrigins: options.config.WEB_PUSH_ALLOWED_ORIGINS,
      });
      return reply.status(201).send({ data: subscription });
    },
  );

  app.post(
    `${BASE}/unsubscribe`,
    {
      schema: {
        tags,
        security,
        summary: "Forget this browser's subscription (by its endpoint)",
        querystring: responseCaseQuery,
        body: webPushUnsubscribeInputSchema,
        response: ok(z.object({ removed: z.boolean() })),
      },
    },
    async (request) => ({
      data: {
        removed: await webPush.unsubscribe(app.db, {
          userId: requireUser(request).userId,
          endpoint: request.body.endpoint,
        }),
      },
    }),
  );

  app.delete(
    `${BASE}/subscriptions/:id`,
    {
      schema: {
        tags,
        security,
        summary: 'Remove one of the subscribed browsers',
        params: z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) }),
        querystring: responseCaseQuery,
        response: ok(z.object({ removed: z.literal(true) })),
      },
    },
    async (request) => {
      await webPush.removeSubscription(app.db, {
        userId: requireUser(request).userId,
        id: request.params.id,
      });
      return { data: { removed: true as const } };
    },
  );
}
