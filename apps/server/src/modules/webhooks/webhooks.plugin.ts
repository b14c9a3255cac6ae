import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../../config.js';
import { startWebhookDeliveryLoop, type WebhookDeliveryDeps } from './webhook-delivery.js';
import { enqueueWebhookDeliveries } from './webhook-outbox-consumer.js';
import { loadSigningKey } from './webhook-signing.js';
import { webhooksRoutes } from './webhooks.routes.js';

/**
 * Webhooks: a consumer of the outbox dispatcher's claimed batches (delivery jobs), the routes, and
 * on every node the delivery loop. Registered after the notifications plugin, whose dispatcher it
 * hangs off.
 */
export const webhooksPlugin = fp(
  async (app: FastifyInstance, options: { config: Config }) => {
    const { config } = options;
    app.notificationChannels.addEventConsumer(enqueueWebhookDeliveries);
    let deps: Promise<WebhookDeliveryDeps> | undefined;
    const resolveDeps = () => {
      deps ??= loadSigningKey(app.db).then((signingKey) => ({
        guard: {
          allowedPrivateHosts: config.WEBHOOK_ALLOWED_PRIVATE_HOSTS,
          timeoutMs: config.WEBHOOK_TIMEOUT_MS,
        },
        disableAfterFailures: config.WEBHOOK_DISABLE_AFTER_FAILURES,
        signingKey,
      }));
      deps.catch(() => {
        deps = undefined;
      });
      return deps;
    };
    await app.register(webhooksRoutes, { deps: resolveDeps, outgoingPerMinute: 20 });
    startWebhookDeliveryLoop(app, resolveDeps, {
      intervalMs: config.WEBHOOK_DELIVERY_INTERVAL_MS,
      concurrency: config.WEBHOOK_DELIVERY_CONCURRENCY,
    });
  },
  { name: 'webhooks', dependencies: ['notifications'] },
);
