import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorEnvelopeSchema, telegramLinkSchema, telegramStatusSchema } from '@p2p/shared';
import { AppError } from '../../lib/app-error.js';
import { created, ok, responseCaseQuery, strictQuery } from '../../lib/route-schemas.js';
import { requireUser } from '../../plugins/session.js';
import * as telegram from './telegram.service.js';

const BASE = '/rest/v1/notifications/telegram';

export interface TelegramRouteOptions {
  configured: boolean;
  /** The bot's username (from configuration or getMe); throws when Telegram cannot be asked. */
  botUsername: () => Promise<string>;
}

function notConfigured(): AppError {
  return new AppError(
    'ERROR_TELEGRAM_NOT_CONFIGURED',
    'Telegram notifications are not configured on this server',
    undefined,
    409,
  );
}

export async function telegramRoutes(fastify: FastifyInstance, options: TelegramRouteOptions): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['notifications'];
  const security = [{ session: [] }];

  app.get(
    BASE,
    {
      schema: {
        tags,
        security,
        summary: 'Whether the Telegram bot is configured and linked to this account',
        querystring: strictQuery(),
        response: ok(telegramStatusSchema),
      },
    },
    async (request) => {
      const botUsername = options.configured ? await options.botUsername().catch(() => null) : null;
      return {
        data: await telegram.telegramStatus(app.db, {
          userId: requireUser(request).userId,
          configured: options.configured,
          botUsername,
        }),
      };
    },
  );

  app.post(
    `${BASE}/link`,
    {
      schema: {
        tags,
        security,
        summary: 'A one-time deep link (t.me/<bot>?start=<code>) that links the Telegram chat opening it',
        description: 'The code works once and expires after 10 minutes; a new one replaces the unused ones.',
        querystring: responseCaseQuery,
        response: {
          ...created(telegramLinkSchema),
          409: errorEnvelopeSchema.describe('Telegram is not configured on this server'),
          503: errorEnvelopeSchema.describe('Telegram cannot be reached'),
        },
      },
    },
    async (request, reply) => {
      const { userId } = requireUser(request);
      if (!options.configured) throw notConfigured();
      let botUsername: string;
      try {
        botUsername = await options.botUsername();
      } catch {
        throw new AppError('ERROR_UNAVAILABLE', 'Telegram cannot be reached right now; try again shortly');
      }
      const link = await telegram.createLinkCode(app.db, { userId, botUsername });
      return reply.status(201).send({ data: link });
    },
  );

  app.delete(
    BASE,
    {
      schema: {
        tags,
        security,
        summary: 'Unlink the Telegram chat from this account',
        querystring: responseCaseQuery,
        response: ok(z.object({ removed: z.boolean() })),
      },
    },
    async (request) => ({
      data: { removed: await telegram.unlinkAccount(app.db, requireUser(request).userId) },
    }),
  );
}
