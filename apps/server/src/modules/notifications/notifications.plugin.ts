import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../../config.js';
import { ChannelRegistry } from './channel-registry.js';
import { startNotificationDeliveryLoop } from './delivery.js';
import { startNotificationDispatchLoop } from './dispatcher.js';
import { createEmailChannel } from './email/email-channel.js';
import { notificationsRoutes } from './notifications.routes.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The external channels this node delivers on; other modules' plugins add theirs. */
    notificationChannels: ChannelRegistry;
  }
}

/** The site name in e-mails: MAIL_FROM's display name ("P2P Marketplace <no-reply@…>"). */
function siteName(mailFrom: string): string {
  const name = /^\s*"?([^"<]+?)"?\s*</.exec(mailFrom)?.[1];
  return name?.trim() || 'P2P Marketplace';
}

/**
 * Notifications: the centre's routes, the channel registry and, on every node, the dispatcher (the
 * user_events outbox → notifications and delivery jobs) and the delivery loop (jobs → channels).
 */
export const notificationsPlugin = fp(
  async (app: FastifyInstance, options: { config: Config }) => {
    const { config } = options;
    const registry = new ChannelRegistry();
    // One line per channel. H8's web push and Telegram modules register theirs the same way (or call
    // app.notificationChannels.register from their own plugin, registered after this one).
    registry.register(
      createEmailChannel({
        delivery: app.delivery,
        baseUrl: config.PUBLIC_URL ?? `http://localhost:${config.PORT}`,
        siteName: siteName(config.MAIL_FROM),
      }),
    );
    app.decorate('notificationChannels', registry);
    await app.register(notificationsRoutes, { registry });
    const delivery = startNotificationDeliveryLoop(app, registry, config.NOTIFICATION_DELIVERY_INTERVAL_MS);
    startNotificationDispatchLoop(app, registry, config.NOTIFICATION_DISPATCH_INTERVAL_MS, delivery.wake);
  },
  { name: 'notifications', dependencies: ['delivery'] },
);
