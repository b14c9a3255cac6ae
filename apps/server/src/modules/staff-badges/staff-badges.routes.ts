import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { staffBadgeInputSchema, staffBadgeStateSchema } from '@p2p/shared';
import { ok, responseCaseQuery, userIdParams } from '../../lib/route-schemas.js';
import { requireActor } from '../../plugins/session.js';
import * as staffBadges from './staff-badges.service.js';

/** Admins give and take the staff badges `operator` and `ceo` (decision 038). */
export async function staffBadgesRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin'];
  const security = [{ session: [] }];
  const path = '/rest/v1/admin/users/:id/staff-badge';

  app.get(
    path,
    {
      schema: {
        tags,
        security,
        summary: "A user's staff badge (operator, ceo or none) and ambassador status (admin)",
        params: userIdParams,
        querystring: responseCaseQuery,
        response: ok(staffBadgeStateSchema),
      },
    },
    async (request) => ({
      data: await staffBadges.getStaffBadges(app.db, requireActor(request), request.params.id),
    }),
  );

  app.put(
    path,
    {
      schema: {
        tags,
        security,
        summary: 'Give a user the operator or ceo badge, shown instead of the earned one (admin, audited)',
        params: userIdParams,
        querystring: responseCaseQuery,
        body: staffBadgeInputSchema,
        response: ok(staffBadgeStateSchema),
      },
    },
    async (request) => ({
      data: await staffBadges.assignStaffBadge(app.db, requireActor(request), {
        userId: request.params.id,
        badge: request.body.badge,
      }),
    }),
  );

  app.delete(
    path,
    {
      schema: {
        tags,
        security,
        summary: "Take a user's operator or ceo badge away (admin, audited); 404 when they have none",
        params: userIdParams,
        querystring: responseCaseQuery,
        response: ok(staffBadgeStateSchema),
      },
    },
    async (request) => ({
      data: await staffBadges.revokeStaffBadge(app.db, requireActor(request), request.params.id),
    }),
  );
}
