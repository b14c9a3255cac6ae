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
import { ok, responseCaseQuery, userIdParams } from '../../lib/route-schemas.js';
import { requireActor } from '../../plugins/session.js';
import * as restrictions from './restrictions.service.js';

export async function restrictionsRoutes(
  fastify: FastifyInstance,
  _options: { config: Config },
): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin'];
  const security = [{ session: [] }];

  app.get(
    '/rest/v1/admin/users/:id/restrictions',
    {
      schema: {
        tags,
        security,
        summary: "A user's restrictions, active and lifted (staff)",
        params: userIdParams,
        querystring: responseCaseQuery,
        response: ok(z.array(restrictionSchema)),
      },
    },
    async (request) => ({
      data: await restrictions.listRestrictions(app.db, requireActor(request), request.params.id),
    }),
  );

  app.post(
    '/rest/v1/admin/users/:id/restrictions',
    {
      schema: {
        tags,
        security,
        summary: 'Ban, freeze, suspend, hold or restrict an account, with a reason (admin, supermoderator)',
        params: userIdParams,
        querystring: responseCaseQuery,
        body: restrictionInputSchema,
        response: ok(z.array(restrictionSchema)),
      },
    },
    async (request) => ({
      data: await restrictions.restrict(app.db, requireActor(request), {
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
        params: userIdParams.extend({ restrictionId: z.uuid() }),
        querystring: responseCaseQuery,
        body: liftRestrictionInputSchema,
        response: ok(z.array(restrictionSchema)),
      },
    },
    async (request) => ({
      data: await restrictions.lift(app.db, requireActor(request), {
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
        params: userIdParams,
        querystring: responseCaseQuery,
        body: roleInputSchema,
        response: ok(z.object({ role: roleInputSchema.shape.role })),
      },
    },
    async (request) => {
      await restrictions.changeRole(app.db, requireActor(request), {
        userId: request.params.id,
        role: request.body.role,
      });
      return { data: { role: request.body.role } };
    },
  );
}
