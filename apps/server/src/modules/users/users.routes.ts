import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUserSchema, externalIdSchema, publicUserSchema } from '@p2p/shared';
import { ok, responseCaseQuery } from '../../lib/route-schemas.js';
import { requireUser } from '../../plugins/session.js';
import * as users from './users.service.js';

export async function usersRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['accounts'];

  app.get(
    '/rest/v1/users/current_user',
    {
      schema: {
        tags,
        summary: 'The signed-in user',
        security: [{ session: [] }],
        querystring: responseCaseQuery,
        response: ok(currentUserSchema),
      },
    },
    async (request) => ({ data: await users.getCurrentUser(app.db, requireUser(request).userId) }),
  );

  app.get(
    '/rest/v1/users/:id',
    {
      schema: {
        tags,
        summary: 'A public profile, by numeric id or username',
        params: z.object({
          id: z
            .string()
            .min(1)
            .max(20)
            .regex(/^[A-Za-z0-9_-]+$/, 'a user id or username'),
        }),
        querystring: responseCaseQuery,
        response: ok(publicUserSchema),
      },
    },
    async (request) => ({
      data: await users.getPublicUser(app.db, request.params.id, request.sessionUser),
    }),
  );

  app.get(
    '/rest/v1/users/:id/external-id',
    {
      schema: {
        tags,
        summary: "A user's external id",
        security: [{ session: [] }],
        params: z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) }),
        querystring: responseCaseQuery,
        response: ok(externalIdSchema),
      },
    },
    async (request) => {
      requireUser(request);
      return { data: { externalId: await users.getExternalId(app.db, request.params.id) } };
    },
  );
}
