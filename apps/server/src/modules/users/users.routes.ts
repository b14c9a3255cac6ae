import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUserSchema, externalIdSchema, publicUserSchema } from '@p2p/shared';
import { ok, responseCaseQuery } from '../../lib/route-schemas.js';
import { requireUser } from '../../plugins/session.js';
import * as users from './users.service.js';

/** What GET current_user answers a visitor who passed `guest=allowed`. */
const guestUserSchema = z.object({ isLogged: z.literal(false) });

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
        description:
          'A 401 for an anonymous caller, unless it passes `guest=allowed` (the web app on every page): ' +
          'then a visitor is answered `{ "isLogged": false }`, since a guest is not an error.',
        querystring: responseCaseQuery.extend({
          guest: z.enum(['allowed']).optional().describe('Answer a visitor with isLogged false, not a 401'),
        }),
        response: ok(z.union([currentUserSchema, guestUserSchema])),
      },
    },
    async (request) => {
      if (!request.sessionUser && request.query.guest === 'allowed')
        return { data: { isLogged: false as const } };
      return { data: await users.getCurrentUser(app.db, requireUser(request).userId) };
    },
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
