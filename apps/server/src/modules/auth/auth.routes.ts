import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  csrfTokenSchema,
  currentUserSchema,
  loginInputSchema,
  loginResultSchema,
  loginTwoFactorInputSchema,
  registerInputSchema,
} from '@p2p/shared';
import type { Config } from '../../config.js';
import { withRetryAfter } from '../../lib/retry-after.js';
import { created, ok, responseCaseQuery } from '../../lib/route-schemas.js';
import { ensureDeviceId } from '../../plugins/session.js';
import { loginThrottleOf } from './account-deps.js';
import * as auth from './auth.service.js';

export async function authRoutes(fastify: FastifyInstance, options: { config: Config }): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { config } = options;
  const tags = ['accounts'];
  const rateLimit = {
    max: config.AUTH_RATE_LIMIT_MAX,
    timeWindow: config.AUTH_RATE_LIMIT_WINDOW_SECONDS * 1000,
  };
  const loginThrottle = loginThrottleOf(app, config);
  const client = (request: FastifyRequest): auth.ClientInfo => ({
    ip: request.ip,
    userAgent: request.headers['user-agent'] ?? null,
    sessionTtlDays: config.SESSION_TTL_DAYS,
    deviceId: ensureDeviceId(request),
    country: request.clientCountry,
  });

  app.get(
    '/rest/v1/auth/csrf',
    {
      schema: {
        tags,
        summary: 'A CSRF token for the X-CSRF-Token header of every write',
        querystring: responseCaseQuery,
        response: ok(csrfTokenSchema),
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return { data: { csrfToken: app.issueCsrfToken(request, reply) } };
    },
  );

  app.post(
    '/rest/v1/auth/register',
    {
      config: { rateLimit },
      schema: {
        tags,
        summary: 'Create an account and sign in',
        querystring: responseCaseQuery,
        body: registerInputSchema,
        response: created(currentUserSchema),
      },
    },
    async (request, reply) => {
      const signedIn = await auth.register(app.db, {
        input: request.body,
        client: client(request),
        previousToken: request.sessionToken,
        delivery: app.delivery,
        partners: config,
      });
      app.setSessionCookie(reply, signedIn.token, signedIn.expiresAt);
      return reply.status(201).send({ data: signedIn.user });
    },
  );

  app.post(
    '/rest/v1/auth/login',
    {
      config: { rateLimit },
      schema: {
        tags,
        summary: 'Sign in with username or e-mail (or get a two-factor challenge)',
        description:
          'Answers the current user and sets the session cookie, or, when the account asks for a ' +
          'second factor at login, `{ twoFactorRequired: true, requestId, method, expiresAt, sentTo }` ' +
          'without a session: finish with POST /rest/v1/auth/login/two-factor.',
        querystring: responseCaseQuery,
        body: loginInputSchema,
        response: ok(loginResultSchema),
      },
    },
    async (request, reply) => {
      const outcome = await withRetryAfter(reply, () =>
        auth.login(app.db, {
          input: request.body,
          client: client(request),
          previousToken: request.sessionToken,
          delivery: app.delivery,
          throttle: loginThrottle,
        }),
      );
      if (outcome.kind === 'two-factor') return { data: outcome.challenge };
      app.setSessionCookie(reply, outcome.signedIn.token, outcome.signedIn.expiresAt);
      return { data: outcome.signedIn.user };
    },
  );

  app.post(
    '/rest/v1/auth/login/two-factor',
    {
      config: { rateLimit },
      schema: {
        tags,
        summary: 'Finish a two-factor login with the code (app, SMS, e-mail or a backup code)',
        querystring: responseCaseQuery,
        body: loginTwoFactorInputSchema,
        response: ok(currentUserSchema),
      },
    },
    async (request, reply) => {
      const signedIn = await auth.completeTwoFactorLogin(app.db, {
        input: request.body,
        client: client(request),
        previousToken: request.sessionToken,
        delivery: app.delivery,
      });
      app.setSessionCookie(reply, signedIn.token, signedIn.expiresAt);
      return { data: signedIn.user };
    },
  );

  app.post(
    '/rest/v1/auth/logout',
    {
      schema: {
        tags,
        summary: 'Sign out: the session is revoked',
        querystring: responseCaseQuery,
        response: ok(z.object({ loggedOut: z.literal(true) })),
      },
    },
    async (request, reply) => {
      await auth.logout(app.db, request.sessionToken);
      app.clearSessionCookie(reply);
      return { data: { loggedOut: true as const } };
    },
  );
}
