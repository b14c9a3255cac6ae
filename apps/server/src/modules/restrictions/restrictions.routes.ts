import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  liftRestrictionInputSchema,
  restrictionInputSchema,
  restrictionSchema,
  roleInputSchema,
} from '@p2p/shared';
import type { Config } from '../../config.js';
import { ok, responseCaseQuery } from '../../lib/route-schemas.js';
import { requireUser } from '../../plugins/session.js';
import * as restrictions from './restrictions.service.js';

const userParams = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });

export async function restrictionsRoutes(
  fastify: FastifyInstance,
  _options: { config: Config },
): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin'];
  const security = [{ session: [] }];
  const actorOf = (request: Parameters<typeof requireUser>[0]) => {
    const user = requireUser(request);
    return { userId: user.userId, role: user.role };
  };

  app.get(
    '/rest/v1/admin/users/:id/restrictions',
    {
      schema: {
        tags,
        security,
        summary: "A user's restrictions, active and lifted (staff)",
        params: userParams,
        querystring: responseCaseQuery,
        response: ok(z.array(restrictionSchema)),
      },
    },
    async (request) => ({
      data: await restrictions.listRestrictions(app.db, actorOf(request), request.params.id),
    }),
  );

  app.post(
    '/rest/v1/admin/users/:id/restrictions',
    {
      schema: {
        tags,
        security,
        summary: 'Ban, freeze, suspend, hold or restrict an account, with a reason (admin, supermoderator)',
        params: userParams,
        querystring: responseCaseQuery,
        body: restrictionInputSchema,
        response: ok(z.array(restrictionSchema)),
      },
    },
    async (request) => ({
      data: await restrictions.restrict(app.db, actorOf(request), {
        userId: request.params.id,
        ...request.body,
      }),
    }),
  );

  app.post(
    '/rest/v1/admin/users/:id/restrictions/:restrictionId/lift',
    {
      schema: {
        tags,
        security,
        summary: 'Lift a restriction, with a reason (admin, supermoderator)',
        params: userParams.extend({ restrictionId: z.uuid() }),
        querystring: responseCaseQuery,
        body: liftRestrictionInputSchema,
        response: ok(z.array(restrictionSchema)),
      },
    },
    async (request) => ({
      data: await restrictions.lift(app.db, actorOf(request), {
        userId: request.params.id,
        restrictionId: request.params.restrictionId,
        reason: request.body.reason,
      }),
    }),
  );

  app.put(
    '/rest/v1/admin/users/:id/role',
    {
      schema: {
        tags,
        security,
        summary: "Change a user's role (admin)",
        params: userParams,
        querystring: responseCaseQuery,
        body: roleInputSchema,
        response: ok(z.object({ role: roleInputSchema.shape.role })),
      },
    },
    async (request) => {
      await restrictions.changeRole(app.db, actorOf(request), {
        userId: request.params.id,
        role: request.body.role,
      });
      return { data: { role: request.body.role } };
    },
  );
}
