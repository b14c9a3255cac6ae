import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiAppCallSchema,
  apiAppSchema,
  apiAppWithSecretSchema,
  connectedApiAppSchema,
  createApiAppInputSchema,
  updateApiAppInputSchema,
} from '@p2p/shared';
import { created, errorResponses, ok, responseCaseQuery, strictQuery } from '../../lib/route-schemas.js';
import { requireUser } from '../../plugins/session.js';
import * as apiApps from './api-apps.service.js';

const BASE = '/rest/v1/api-apps';

/** The developer page's routes (session cookie): the user's own API apps only. */
export async function apiAppsRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['api-apps'];
  const security = [{ session: [] }];
  const params = z.object({ id: z.uuid('Not an app id') });

  app.get(
    BASE,
    {
      schema: {
        tags,
        security,
        summary: "The user's API apps with their last use (never their secrets)",
        querystring: strictQuery(),
        response: ok(z.array(apiAppSchema)),
      },
    },
    async (request) => ({ data: await apiApps.listApps(app.db, requireUser(request).userId) }),
  );

  app.post(
    BASE,
    {
      schema: {
        tags,
        security,
        summary: 'Create an API app; the answer shows its secret, this once only',
        description: `At most 10 apps per user (409). A bot uses client credentials or apiseal; a third-party app the authorization code with consent.`,
        querystring: responseCaseQuery,
        body: createApiAppInputSchema,
        response: { ...created(apiAppWithSecretSchema), 409: errorResponses[400].describe('Too many apps') },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      const data = await apiApps.createApp(app.db, requireUser(request).userId, request.body);
      return reply.status(201).send({ data });
    },
  );

  app.patch(
    `${BASE}/:id`,
    {
      schema: {
        tags,
        security,
        summary: 'Rename the app or change its scopes and redirect URIs',
        params,
        querystring: responseCaseQuery,
        body: updateApiAppInputSchema,
        response: ok(apiAppSchema),
      },
    },
    async (request) => ({
      data: await apiApps.updateApp(app.db, requireUser(request).userId, request.params.id, request.body),
    }),
  );

  app.post(
    `${BASE}/:id/secret`,
    {
      schema: {
        tags,
        security,
        summary:
          'Rotate the secret: the new one is in this answer only; the old one and its tokens stop working',
        params,
        querystring: responseCaseQuery,
        response: ok(apiAppWithSecretSchema),
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return { data: await apiApps.rotateSecret(app.db, requireUser(request).userId, request.params.id) };
    },
  );

  app.delete(
    `${BASE}/:id`,
    {
      schema: {
        tags,
        security,
        summary: 'Delete the app: its secret, tokens and signed requests stop working at once',
        params,
        querystring: responseCaseQuery,
        response: ok(z.object({ id: z.uuid(), deleted: z.literal(true) })),
      },
    },
    async (request) => {
      await apiApps.deleteApp(app.db, requireUser(request).userId, request.params.id);
      return { data: { id: request.params.id, deleted: true as const } };
    },
  );

  app.get(
    `${BASE}/connected`,
    {
      schema: {
        tags,
        security,
        summary: 'Third-party apps the user allowed to act for them, with the scopes they hold',
        querystring: strictQuery(),
        response: ok(z.array(connectedApiAppSchema)),
      },
    },
    async (request) => ({ data: await apiApps.listConnectedApps(app.db, requireUser(request).userId) }),
  );

  app.delete(
    `${BASE}/connected/:clientId`,
    {
      schema: {
        tags,
        security,
        summary: "Take back the user's consent: the app's tokens for this user stop at once",
        params: z.object({ clientId: z.string().min(1).max(100) }),
        querystring: responseCaseQuery,
        response: ok(z.object({ clientId: z.string(), disconnected: z.literal(true) })),
      },
    },
    async (request) => {
      await apiApps.disconnectApp(app.db, requireUser(request).userId, request.params.clientId);
      return { data: { clientId: request.params.clientId, disconnected: true as const } };
    },
  );

  app.get(
    `${BASE}/:id/calls`,
    {
      schema: {
        tags,
        security,
        summary:
          "The app's most recent calls to the compatible API (method, path, status, money-moving flag)",
        params,
        querystring: strictQuery(),
        response: ok(z.array(apiAppCallSchema)),
      },
    },
    async (request) => ({
      data: await apiApps.listCalls(app.db, requireUser(request).userId, request.params.id),
    }),
  );
}
