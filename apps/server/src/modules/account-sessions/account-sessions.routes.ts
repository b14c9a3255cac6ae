import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  accountSessionSchema,
  loginHistoryEntrySchema,
  loginHistoryMetaSchema,
  loginHistoryQuerySchema,
  sessionIdParamsSchema,
  sessionsRevokedSchema,
} from '@p2p/shared';
import { ok, okWithMeta, responseCaseQuery } from '../../lib/route-schemas.js';
import { requireUser } from '../../plugins/session.js';
import * as accountSessions from './account-sessions.service.js';
import * as loginHistory from './login-history.service.js';

/** The account security area: active sessions (sign out one or all others) and the login history. */
export async function accountSessionsRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['account security'];
  const security = [{ session: [] }];

  app.get(
    '/rest/v1/account/sessions',
    {
      schema: {
        tags,
        security,
        summary: 'The signed-in sessions of this account, the current one marked',
        querystring: responseCaseQuery,
        response: ok(z.array(accountSessionSchema)),
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      void reply.header('cache-control', 'no-store');
      return {
        data: await accountSessions.listSessions(app.db, {
          userId: user.userId,
          currentSessionId: user.sessionId,
        }),
      };
    },
  );

  app.delete(
    '/rest/v1/account/sessions/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Sign out one session of this account (the current one signs this browser out)',
        params: sessionIdParamsSchema,
        querystring: responseCaseQuery,
        response: ok(sessionsRevokedSchema),
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const result = await accountSessions.revokeSession(app.db, {
        userId: user.userId,
        currentSessionId: user.sessionId,
        sessionId: request.params.id,
      });
      if (result.signedOut) app.clearSessionCookie(reply);
      return { data: result };
    },
  );

  app.post(
    '/rest/v1/account/sessions/revoke-others',
    {
      schema: {
        tags,
        security,
        summary: 'Sign out every other session of this account',
        querystring: responseCaseQuery,
        response: ok(sessionsRevokedSchema),
      },
    },
    async (request) => {
      const user = requireUser(request);
      return {
        data: await accountSessions.revokeOtherSessions(app.db, {
          userId: user.userId,
          currentSessionId: user.sessionId,
        }),
      };
    },
  );

  app.get(
    '/rest/v1/account/login-history',
    {
      schema: {
        tags,
        security,
        summary: 'Successful and failed sign-ins of this account, newest first, 20 a page',
        querystring: responseCaseQuery.extend(loginHistoryQuerySchema.shape),
        response: okWithMeta(z.array(loginHistoryEntrySchema), loginHistoryMetaSchema),
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      void reply.header('cache-control', 'no-store');
      const { entries, meta } = await loginHistory.listLoginHistory(app.db, user.userId, request.query.page);
      return { data: entries, meta };
    },
  );
}
