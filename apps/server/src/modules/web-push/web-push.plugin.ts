import fp from 'fastify-plugin';
import type { Config } from '../../config.js';
import type { NotificationChannel } from '../notifications/channel.js';
import { resolveVapidKeys, type VapidKeys } from './vapid-keys.js';
import { createWebPushChannel } from './web-push.channel.js';
import { webPushRoutes } from './web-push.routes.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The Web Push notification channel (VAPID keys from configuration or the database). */
    webPushChannel: NotificationChannel;
  }
}

/** Web Push: subscription routes and the channel the notification dispatcher delivers through. */
export const webPushPlugin = fp(
  async (app, options: { config: Config }) => {
    let keys: Promise<VapidKeys> | undefined;
    const vapid = () => {
      keys ??= resolveVapidKeys(app.db, options.config).catch((error: unknown) => {
        keys = undefined;
        throw error;
      });
      return keys;
    };
    const channel = createWebPushChannel({
      vapid,
      log: (message, details) => app.log.info(details, message),
    });
    app.decorate('webPushChannel', channel);
    // The notification dispatcher's registry (the notifications plugin is registered before this one).
    if (app.hasDecorator('notificationChannels')) app.notificationChannels.register(channel);
    else app.log.warn('notification channel registry missing: web push delivers nothing');
    await app.register(webPushRoutes, { config: options.config, vapid });
  },
  { name: 'web-push', dependencies: ['db'] },
);
