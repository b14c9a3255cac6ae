import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  webhookDeliveriesMetaSchema,
  webhookDeliveriesQuerySchema,
  webhookDeliverySchema,
  webhookEventsInputSchema,
  webhookMetaSchema,
  webhookSchema,
  webhookSecretSchema,
  webhookUrlInputSchema,
  webhookWithSecretSchema,
} from '@p2p/shared';
import { ok, okWithMeta, responseCaseQuery, strictQuery } from '../../lib/route-schemas.js';
import { requireUser } from '../../plugins/session.js';
import type { WebhookDeliveryDeps } from './webhook-delivery.js';
import * as webhooks from './webhooks.service.js';

export interface WebhooksRoutesOptions {
  deps: () => Promise<WebhookDeliveryDeps>;
  /** Verifications and redeliveries (outgoing requests) per minute and client. */
  outgoingPerMinute: number;
}

export async function webhooksRoutes(
  fastify: FastifyInstance,
  options: WebhooksRoutesOptions,
): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['webhooks'];
  const security = [{ session: [] }];
  const outgoing = { rateLimit: { max: options.outgoingPerMinute, timeWindow: 60_000 } };

  app.get(
    '/rest/v1/webhooks',
    {
      schema: {
        tags,
        security,
        summary: "The user's webhook: URL, state, events, error key and help link",
        querystring: strictQuery(),
        response: okWithMeta(webhookSchema, webhookMetaSchema),
      },
    },
    async (request) => webhooks.getWebhook(app.db, requireUser(request).userId),
  );

  const verifySchema = {
    tags,
    security,
    querystring: responseCaseQuery,
    body: webhookUrlInputSchema,
    response: ok(webhookWithSecretSchema),
  };
  app.post(
    '/rest/v1/webhooks/verify',
    {
      config: outgoing,
      schema: {
        ...verifySchema,
        summary: 'Store the URL and verify it: a signed request whose challenge the endpoint must echo',
        description:
          'Sets VERIFICATION, sends the challenge in X-Paxful-Request-Challenge and the body, then ENABLED or DISABLED with errorKey. The signing secret is in the answer only when this call created the webhook.',
      },
    },
    async (request) => ({
      data: await webhooks.verifyWebhook(app.db, await options.deps(), {
        userId: requireUser(request).userId,
        url: request.body.url,
        reverify: true,
      }),
    }),
  );

  app.post(
    '/rest/v1/webhooks',
    {
      config: outgoing,
      schema: {
        ...verifySchema,
        summary: 'Save the webhook URL (verified first unless it is the URL already enabled)',
      },
    },
    async (request) => ({
      data: await webhooks.verifyWebhook(app.db, await options.deps(), {
        userId: requireUser(request).userId,
        url: request.body.url,
        reverify: false,
      }),
    }),
  );

  app.delete(
    '/rest/v1/webhooks',
    {
      schema: {
        tags,
        security,
        summary: 'Clear the webhook: back to INITIAL, pending deliveries dropped',
        querystring: responseCaseQuery,
        response: ok(webhookSchema),
      },
    },
    async (request) => ({ data: await webhooks.clearWebhook(app.db, requireUser(request).userId) }),
  );

  app.post(
    '/rest/v1/webhooks/events',
    {
      schema: {
        tags,
        security,
        summary: 'Choose the events to deliver',
        querystring: responseCaseQuery,
        body: webhookEventsInputSchema,
        response: ok(webhookSchema),
      },
    },
    async (request) => ({
      data: await webhooks.setEvents(app.db, requireUser(request).userId, request.body),
    }),
  );

  app.post(
    '/rest/v1/webhooks/secret',
    {
      schema: {
        tags,
        security,
        summary: 'Rotate the signing secret; the new one is shown in this answer only',
        querystring: responseCaseQuery,
        response: ok(webhookSecretSchema),
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return { data: await webhooks.rotateSecret(app.db, requireUser(request).userId) };
    },
  );

  app.get(
    '/rest/v1/webhooks/deliveries',
    {
      schema: {
        tags,
        security,
        summary:
          'The delivery log: each delivery with its attempts (request, answer status and excerpt, duration)',
        querystring: strictQuery(webhookDeliveriesQuerySchema.shape),
        response: okWithMeta(z.array(webhookDeliverySchema), webhookDeliveriesMetaSchema),
      },
    },
    async (request) => webhooks.listDeliveries(app.db, requireUser(request).userId, request.query.page),
  );

  app.post(
    '/rest/v1/webhooks/deliveries/:id/redeliver',
    {
      config: outgoing,
      schema: {
        tags,
        security,
        summary: 'Send a delivery again now (same event id and body)',
        params: z.object({ id: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER) }),
        querystring: responseCaseQuery,
        response: ok(webhookDeliverySchema),
      },
    },
    async (request) => ({
      data: await webhooks.redeliver(app.db, await options.deps(), {
        userId: requireUser(request).userId,
        id: request.params.id,
      }),
    }),
  );

  app.get(
    '/paxful/v1/public/.well-known/public.key',
    {
      schema: {
        tags,
        summary:
          'The Ed25519 public key (SPKI PEM) that verifies X-Paxful-Signature-Ed25519 and v1a signatures',
      },
    },
    async (_request, reply) => {
      const { signingKey } = await options.deps();
      return reply
        .header('content-type', 'application/x-pem-file')
        .header('cache-control', 'public, max-age=3600')
        .send(signingKey?.publicKeyPem ?? '');
    },
  );
}
