import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { messageSchema, passwordResetInputSchema, passwordResetRequestInputSchema } from '@p2p/shared';
import type { Config } from '../../config.js';
import { withRetryAfter } from '../../lib/retry-after.js';
import { ok, responseCaseQuery } from '../../lib/route-schemas.js';
import { authRateLimit, baseUrlOf, loginThrottleOf } from './account-deps.js';
import * as passwordReset from './password-reset.service.js';

/** Forgotten password: a mailed single-use link, then a new password (decision 018). */
export async function passwordResetRoutes(
  fastify: FastifyInstance,
  options: { config: Config },
): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { config } = options;
  const tags = ['accounts'];
  const rateLimit = authRateLimit(config);
  const loginThrottle = loginThrottleOf(app, config);

  app.post(
    '/rest/v1/auth/password-reset',
    {
      config: { rateLimit },
      schema: {
        tags,
        summary: 'Mail a link to choose a new password',
        description:
          'Answers the same message whether or not an account uses the address, after the same ' +
          `minimum time; at most ${passwordReset.RESETS_PER_ADDRESS} requests per address an hour ` +
          '(429 with Retry-After), on top of the per-IP limit.',
        querystring: responseCaseQuery,
        body: passwordResetRequestInputSchema,
        response: ok(messageSchema),
      },
    },
    async (request, reply) => {
      const result = await withRetryAfter(reply, () =>
        passwordReset.requestPasswordReset(
          app.db,
          {
            delivery: app.delivery,
            counter: app.attempts,
            baseUrl: baseUrlOf(config),
            ttlMinutes: config.PASSWORD_RESET_TTL_MINUTES,
          },
          { email: request.body.email, ip: request.ip },
        ),
      );
      return { data: result };
    },
  );

  app.post(
    '/rest/v1/auth/password-reset/confirm',
    {
      config: { rateLimit },
      schema: {
        tags,
        summary: 'Set a new password with the token of the mailed link',
        description:
          'The link works once and expires; every session of the account is signed out and the ' +
          'address is told. A bad, used or expired token answers 400 on `token`.',
        querystring: responseCaseQuery,
        body: passwordResetInputSchema,
        response: ok(messageSchema),
      },
    },
    async (request) => {
      const result = await passwordReset.resetPassword(
        app.db,
        { delivery: app.delivery, loginThrottle },
        request.body,
      );
      return { data: result };
    },
  );
}
