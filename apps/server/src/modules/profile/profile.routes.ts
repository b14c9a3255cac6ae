import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  camelToSnake,
  setOwn,
  chatProfileInputSchema,
  chatProfileSchema,
  featureRequestInputSchema,
  featureRequestResultSchema,
  setUsernameInputSchema,
  setUsernameResultSchema,
  settingsInputSchema,
  settingsSchema,
  tourInputSchema,
  tourQuerySchema,
  tourStatusSchema,
} from '@p2p/shared';
import type { FileStorage } from '../../adapters/storage/file-storage.js';
import type { Config } from '../../config.js';
import { created, ok, responseCaseQuery } from '../../lib/route-schemas.js';
import { requireUser } from '../../plugins/session.js';
import { avatarRoutes } from './avatar.routes.js';
import { sendFeatureRequest } from './feedback.service.js';
import * as profile from './profile.service.js';

/**
 * The spec names these body fields in snake_case; their camelCase forms are taken too. A key sent
 * in both forms keeps its camelCase spelling, so the strict schema refuses it as unknown.
 */
async function snakeCaseBodyKeys(request: FastifyRequest): Promise<void> {
  const body = request.body;
  if (!body || typeof body !== 'object' || Array.isArray(body)) return;
  const converted: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(body)) {
    const snake = camelToSnake(key);
    // Own keys only, set as own keys: a body key such as `constructor` or `__proto__` stays a key.
    setOwn(converted, snake !== key && Object.hasOwn(body, snake) ? key : snake, value);
  }
  request.body = converted;
}

export async function profileRoutes(
  fastify: FastifyInstance,
  options: { config: Config; avatars: FileStorage },
): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['profile'];
  const security = [{ session: [] }];

  await app.register(avatarRoutes, { avatars: options.avatars });

  app.get(
    '/rest/v1/users/settings',
    {
      schema: {
        tags,
        summary: "The signed-in user's settings",
        security,
        querystring: responseCaseQuery,
        response: ok(settingsSchema),
      },
    },
    async (request) => ({ data: await profile.getSettings(app.db, requireUser(request).userId) }),
  );

  app.post(
    '/rest/v1/users/settings',
    {
      preValidation: snakeCaseBodyKeys,
      schema: {
        tags,
        summary: 'Change any of the settings; errors come back per field (snake_case keys)',
        security,
        querystring: responseCaseQuery,
        body: settingsInputSchema,
        response: ok(settingsSchema),
      },
    },
    async (request) => ({
      data: await profile.updateSettings(app.db, requireUser(request).userId, request.body),
    }),
  );

  app.post(
    '/rest/v1/users/set-username',
    {
      schema: {
        tags,
        summary: 'Change the username (unique ignoring case, once every 30 days)',
        security,
        querystring: responseCaseQuery,
        body: setUsernameInputSchema,
        response: ok(setUsernameResultSchema),
      },
    },
    async (request) => ({
      data: await profile.setUsername(app.db, {
        userId: requireUser(request).userId,
        username: request.body.username,
      }),
    }),
  );

  const chatSummary = 'Whose chat messages the user accepts';
  app.get(
    '/proxy/messenger/v3/profile',
    {
      schema: {
        tags,
        summary: chatSummary,
        security,
        querystring: responseCaseQuery,
        response: ok(chatProfileSchema),
      },
    },
    async (request) => ({
      data: { acceptChatMessages: await profile.getChatAcceptance(app.db, requireUser(request).userId) },
    }),
  );

  app.put(
    '/proxy/messenger/v3/profile',
    {
      preValidation: snakeCaseBodyKeys,
      schema: {
        tags,
        summary: chatSummary,
        security,
        querystring: responseCaseQuery,
        body: chatProfileInputSchema,
        response: ok(chatProfileSchema),
      },
    },
    async (request) => ({
      data: {
        acceptChatMessages: await profile.setChatAcceptance(
          app.db,
          requireUser(request).userId,
          request.body.accept_chat_messages,
        ),
      },
    }),
  );

  app.get(
    '/rest/v1/users/tour/completed',
    {
      schema: {
        tags,
        summary: 'Whether the user has completed a guided tour',
        security,
        querystring: responseCaseQuery.extend(tourQuerySchema.shape),
        response: ok(tourStatusSchema),
      },
    },
    async (request) => ({
      data: await profile.getTourStatus(app.db, requireUser(request).userId, request.query.tourName),
    }),
  );

  app.post(
    '/rest/v1/users/tour/completed',
    {
      schema: {
        tags,
        summary: 'Mark a guided tour completed',
        security,
        querystring: responseCaseQuery,
        body: tourInputSchema,
        response: ok(tourStatusSchema),
      },
    },
    async (request) => ({
      data: await profile.completeTour(app.db, requireUser(request).userId, request.body.tourName),
    }),
  );

  app.post(
    '/rest/v1/feedback/feature-request',
    {
      // Each request is an e-mail to the operators: a signed-in user may send a few an hour.
      config: {
        rateLimit: {
          max: 5,
          timeWindow: 3_600_000,
          keyGenerator: (request: FastifyRequest) =>
            request.sessionUser ? `feature-request:${request.sessionUser.userId}` : request.ip,
        },
      },
      schema: {
        tags,
        summary: 'Send a feature request to the operators',
        security,
        querystring: responseCaseQuery,
        body: featureRequestInputSchema,
        response: created(featureRequestResultSchema),
      },
    },
    async (request, reply) => {
      const result = await sendFeatureRequest(app.db, app.delivery, {
        userId: requireUser(request).userId,
        text: request.body.text,
        operatorAddress: options.config.MAIL_FROM,
      });
      return reply.status(201).send({ data: result });
    },
  );
}
