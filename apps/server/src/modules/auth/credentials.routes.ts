import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  changeEmailInputSchema,
  changePasswordInputSchema,
  emailChangeSchema,
  emailChangeTokenInputSchema,
  openEmailChangeSchema,
} from '@p2p/shared';
import type { Config } from '../../config.js';
import { withRetryAfter } from '../../lib/retry-after.js';
import { ok, responseCaseQuery } from '../../lib/route-schemas.js';
import { requireUser } from '../../plugins/session.js';
import { authRateLimit, baseUrlOf, loginThrottleOf } from './account-deps.js';
import * as emailChange from './email-change.service.js';
import { changePassword } from './password-change.service.js';

const passwordChangedSchema = z.object({ message: z.string(), otherSessionsSignedOut: z.number().int() });

/** A signed-in user changes their password or e-mail address; the e-mail links confirm or cancel. */
export async function credentialsRoutes(
  fastify: FastifyInstance,
  options: { config: Config },
): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { config } = options;
  const tags = ['accounts'];
  const security = [{ session: [] }];
  const rateLimit = authRateLimit(config);
  const throttle = loginThrottleOf(app, config);
  const emailDeps = {
    delivery: app.delivery,
    baseUrl: baseUrlOf(config),
    ttlMinutes: config.EMAIL_CHANGE_TTL_MINUTES,
    throttle,
  };

  app.post(
    '/rest/v1/users/change-password',
    {
      config: { rateLimit },
      schema: {
        tags,
        security,
        summary: 'Change the password (current password, and `code` when two-factor is on)',
        description:
          'Every other session is signed out (this one stays) and the address is told. A wrong ' +
          'current password answers 400 on `currentPassword`; a missing or wrong second factor 401 ' +
          'ERROR_TWO_FACTOR_REQUIRED on `code`.',
        querystring: responseCaseQuery,
        body: changePasswordInputSchema,
        response: ok(passwordChangedSchema),
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const result = await withRetryAfter(reply, () =>
        changePassword(
          app.db,
          { delivery: app.delivery, throttle },
          { userId: user.userId, sessionId: user.sessionId, input: request.body },
        ),
      );
      return { data: result };
    },
  );

  app.get(
    '/rest/v1/users/change-email',
    {
      schema: {
        tags,
        security,
        summary: 'The open change of e-mail address, if any',
        querystring: responseCaseQuery,
        response: ok(openEmailChangeSchema),
      },
    },
    async (request) => ({
      data: { request: await emailChange.getOpenEmailChange(app.db, requireUser(request).userId) },
    }),
  );

  app.post(
    '/rest/v1/users/change-email',
    {
      config: { rateLimit },
      schema: {
        tags,
        security,
        summary: 'Ask to change the e-mail address (password, and `code` when two-factor is on)',
        description:
          'The new address receives a confirmation link; a verified current address receives a ' +
          'link to agree or cancel. The address changes only when both have confirmed.',
        querystring: responseCaseQuery,
        body: changeEmailInputSchema,
        response: ok(emailChangeSchema),
      },
    },
    async (request, reply) => {
      const userId = requireUser(request).userId;
      const change = await withRetryAfter(reply, () =>
        emailChange.startEmailChange(app.db, emailDeps, { userId, input: request.body }),
      );
      return { data: change };
    },
  );

  app.delete(
    '/rest/v1/users/change-email',
    {
      schema: {
        tags,
        security,
        summary: 'Withdraw the open change of e-mail address',
        querystring: responseCaseQuery,
        response: ok(z.object({ cancelled: z.literal(true) })),
      },
    },
    async (request) => {
      await emailChange.cancelOwnEmailChange(app.db, requireUser(request).userId);
      return { data: { cancelled: true as const } };
    },
  );

  app.post(
    '/rest/v1/users/change-email/confirm',
    {
      config: { rateLimit },
      schema: {
        tags,
        summary: 'Confirm an e-mail change with the token of either mailed link (no sign-in needed)',
        querystring: responseCaseQuery,
        body: emailChangeTokenInputSchema,
        response: ok(emailChangeSchema),
      },
    },
    async (request) => ({
      data: await emailChange.confirmEmailChange(app.db, { delivery: app.delivery }, request.body.token),
    }),
  );

  app.post(
    '/rest/v1/users/change-email/cancel',
    {
      config: { rateLimit },
      schema: {
        tags,
        summary: 'Cancel an e-mail change with the token of either mailed link (no sign-in needed)',
        querystring: responseCaseQuery,
        body: emailChangeTokenInputSchema,
        response: ok(emailChangeSchema),
      },
    },
    async (request) => ({
      data: await emailChange.cancelEmailChangeByToken(app.db, request.body.token),
    }),
  );
}
