import fp from 'fastify-plugin';
import type { Config } from '../../config.js';
import type { NotificationChannel } from '../notifications/channel.js';
import { identifyBot, TelegramPoller, startPolling } from './telegram-poller.js';
import { telegramRoutes } from './telegram.routes.js';

export interface TelegramFeature {
  configured: boolean;
  /** The channel the notification dispatcher delivers through; undefined without a bot token. */
  channel: NotificationChannel | undefined;
  /** One polling round (tests drive the bot with it; the loop calls it on the lease holder). */
  poller: TelegramPoller | undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    telegram: TelegramFeature;
  }
}

/**
 * The Telegram bot (grammY) when TELEGRAM_BOT_TOKEN is set: link routes, the channel, and the
 * getUpdates loop on the node holding the poller lease. Without a token only the routes exist, and
 * they say the feature is not configured.
 */
export const telegramPlugin = fp(
  async (app, options: { config: Config }) => {
    const { config } = options;
    const token = config.TELEGRAM_BOT_TOKEN;
    if (!token) {
      app.decorate('telegram', { configured: false, channel: undefined, poller: undefined });
      await app.register(telegramRoutes, {
        configured: false,
        botUsername: () => Promise.reject(new Error('Telegram is not configured')),
      });
      return;
    }

    // grammY is loaded only where a bot token is configured.
    const [{ createTelegramBot, publishCommands }, { createTelegramChannel }] = await Promise.all([
      import('./telegram-bot.js'),
      import('./telegram.channel.js'),
    ]);
    const bot = createTelegramBot(app.db, {
      token,
      apiRoot: config.TELEGRAM_API_ROOT,
      publicUrl: config.PUBLIC_URL,
    });
    let username: Promise<string> | undefined = config.TELEGRAM_BOT_USERNAME
      ? Promise.resolve(config.TELEGRAM_BOT_USERNAME)
      : undefined;
    const botUsername = () => {
      username ??= identifyBot(bot).then(
        () => bot.botInfo.username,
        (error: unknown) => {
          username = undefined;
          throw error;
        },
      );
      return username;
    };
    bot.catch((error) => app.log.error({ err: error.error }, 'telegram update failed'));

    const poller = new TelegramPoller(app.db, bot, {
      timeoutSeconds: config.TELEGRAM_POLL_TIMEOUT_SECONDS,
      onError: (error, update) => app.log.warn({ err: error, update }, 'telegram update failed'),
    });
    const channel = createTelegramChannel({ bot, publicUrl: config.PUBLIC_URL });
    app.decorate('telegram', { configured: true, channel, poller });
    // The notification dispatcher's registry (the notifications plugin is registered before this one).
    if (app.hasDecorator('notificationChannels')) app.notificationChannels.register(channel);
    else app.log.warn('notification channel registry missing: Telegram delivers nothing');
    await app.register(telegramRoutes, { configured: true, botUsername });

    let loop: { stop(): Promise<void> } | undefined;
    app.addHook('onReady', async () => {
      // The bot's identity and the command menu, once per start. An unreachable Telegram must not
      // hold the node's start: after a few seconds the rest goes on in the background.
      const startup = (async () => {
        try {
          await botUsername();
          await publishCommands(bot);
        } catch (error) {
          app.log.warn({ err: error }, 'Telegram unreachable at start; the bot retries when polling');
        }
      })();
      await Promise.race([startup, new Promise((resolve) => setTimeout(resolve, 5000).unref())]);
      if (config.TELEGRAM_POLL_TIMEOUT_SECONDS === 0) return;
      loop = startPolling(poller, {
        idleMs: 5000,
        onError: (error) => app.log.warn({ err: error }, 'telegram polling failed; retrying'),
      });
    });
    app.addHook('onClose', async () => {
      await loop?.stop();
    });
  },
  { name: 'telegram', dependencies: ['db'] },
);
