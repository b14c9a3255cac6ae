import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { accountCloseCheckSchema, accountClosedSchema, accountCloseInputSchema } from '@p2p/shared';
import type { FileStorage } from '../../adapters/storage/file-storage.js';
import type { Config } from '../../config.js';
import { errorEnvelopeSchema } from '@p2p/shared';
import { ok, responseCaseQuery } from '../../lib/route-schemas.js';
import { requireUser } from '../../plugins/session.js';
import { avatarStorage } from '../profile/avatar-storage.js';
import * as accountClose from './account-close.service.js';

/** Closing one's own account (decision 015). */
export async function accountCloseRoutes(
  fastify: FastifyInstance,
  options: { config: Config; avatars: FileStorage },
): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { config } = options;
  const tags = ['account security'];
  const security = [{ session: [] }];
  const avatars = avatarStorage(options.avatars);
  const throttle = {
    counter: app.attempts,
    maxFailures: config.LOGIN_ACCOUNT_MAX_FAILURES,
    windowSeconds: config.LOGIN_ACCOUNT_WINDOW_SECONDS,
  };

  app.get(
    '/rest/v1/account/close',
    {
      schema: {
        tags,
        security,
        summary: 'Whether this account can be closed now, and what still keeps it open',
        querystring: responseCaseQuery,
        response: ok(accountCloseCheckSchema),
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return { data: await accountClose.getCloseCheck(app.db, requireUser(request).userId) };
    },
  );

  app.post(
    '/rest/v1/account/close',
    {
      schema: {
        tags,
        security,
        summary: 'Close this account (password, and the second factor when two-factor is on)',
        description:
          'Refused with 409 ERROR_ACCOUNT_CLOSE_BLOCKED while a trade is open, a balance (available, ' +
          'escrow, bond) remains or a deposit or send-out is unsettled; `details` names each. Otherwise ' +
          'every session ends, offers are turned off and personal data is removed as decision 015 says.',
        querystring: responseCaseQuery,
        body: accountCloseInputSchema,
        response: { ...ok(accountClosedSchema), 409: errorEnvelopeSchema.describe('Something still open') },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const { avatarUrl } = await accountClose.closeAccount(app.db, {
        userId: user.userId,
        input: request.body,
        throttle,
      });
      await avatars
        .remove(avatarUrl)
        .catch((error: unknown) => request.log.warn({ error }, 'avatar removal'));
      app.clearSessionCookie(reply);
      return { data: { closed: true as const } };
    },
  );
}
