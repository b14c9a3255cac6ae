import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUserSchema, SUPPORTED_LOCALES } from '@p2p/shared';
import type { Config } from '../../config.js';
import { AppError } from '../../lib/app-error.js';
import { created, ok, responseCaseQuery } from '../../lib/route-schemas.js';
import { ensureDeviceId, requireUser } from '../../plugins/session.js';
import type * as auth from '../auth/auth.service.js';
import { startDemoAutopilotLoop } from './demo-autopilot.js';
import { demoGuardPlugin } from './demo-guard.js';
import { demoRefusal } from './demo-markets.js';
import { cleanUpVisitor, startDemo } from './demo.service.js';

const startInputSchema = z
  .object({
    /** The language the visitor browses in; the demo vendor writes in it. */
    locale: z.enum(SUPPORTED_LOCALES).optional(),
  })
  .strict();

async function demoRoutes(fastify: FastifyInstance, options: { config: Config }): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { config } = options;
  const tags = ['demo'];
  await app.register(demoGuardPlugin);
  startDemoAutopilotLoop(app, {
    intervalMs: config.DEMO_AUTOPILOT_INTERVAL_MS,
    releaseDelaySeconds: config.DEMO_RELEASE_DELAY_SECONDS,
  });
  const client = (request: FastifyRequest): auth.ClientInfo => ({
    ip: request.ip,
    userAgent: request.headers['user-agent'] ?? null,
    sessionTtlDays: config.SESSION_TTL_DAYS,
    deviceId: ensureDeviceId(request),
    country: request.clientCountry,
  });

  app.post(
    '/rest/v1/demo/start',
    {
      config: {
        rateLimit: {
          max: config.AUTH_RATE_LIMIT_MAX,
          timeWindow: config.AUTH_RATE_LIMIT_WINDOW_SECONDS * 1000,
        },
      },
      schema: {
        tags,
        summary: 'Try the demo: a demo account with play money and a session (guests only)',
        description:
          `The account (isDemoAccount, verification level -1) trades only with demo vendors, with play ` +
          `money kept in the ledger's demo book; it ends after ${config.DEMO_ACCOUNT_HOURS} hours.`,
        querystring: responseCaseQuery,
        body: startInputSchema.nullish(),
        response: created(currentUserSchema),
      },
    },
    async (request, reply) => {
      if (!config.DEMO_MODE_ENABLED) throw demoRefusal('Demo mode is turned off on this platform');
      if (request.sessionUser) {
        throw new AppError('ERROR_CONFLICT', 'Sign out to try the demo', { _: ['Sign out to try the demo'] });
      }
      const signedIn = await startDemo(
        app.db,
        {
          accountHours: config.DEMO_ACCOUNT_HOURS,
          sessionTtlDays: config.SESSION_TTL_DAYS,
        },
        {
          client: client(request),
          locale: request.body?.locale ?? 'en',
          previousToken: request.sessionToken,
        },
      );
      app.setSessionCookie(reply, signedIn.token, signedIn.expiresAt);
      return reply.status(201).send({ data: signedIn.user });
    },
  );

  app.post(
    '/rest/v1/demo/end',
    {
      schema: {
        tags,
        summary: 'End the demo now: open demo trades cancelled, play money returned, signed out',
        querystring: responseCaseQuery,
        body: z.object({}).strict().nullish(),
        response: ok(z.object({ ended: z.literal(true) })),
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      if (!user.isDemo) throw AppError.forbidden('Only a demo account can end the demo');
      await cleanUpVisitor(app.db, user.userId);
      app.clearSessionCookie(reply);
      return { data: { ended: true as const } };
    },
  );
}

/**
 * Demo mode (decision 044): the entry point, its end, the guard on demo sessions and the autopilot.
 * Registered right after the session plugin so that the guard covers every route.
 */
export const demoPlugin = fp(demoRoutes, { name: 'demo', dependencies: ['session'] });
