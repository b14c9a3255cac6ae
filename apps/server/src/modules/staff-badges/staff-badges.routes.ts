import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { staffBadgeInputSchema, staffBadgeStateSchema } from '@p2p/shared';
import { ok, responseCaseQuery } from '../../lib/route-schemas.js';
import { requireUser } from '../../plugins/session.js';
import * as staffBadges from './staff-badges.service.js';

const userParams = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });

/** Admins give and take the staff badges `operator` and `ceo` (decision 038). */
export async function staffBadgesRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['admin'];
  const security = [{ session: [] }];
  const path = '/rest/v1/admin/users/:id/staff-badge';
  const actorOf = (request: Parameters<typeof requireUser>[0]) => {
    const user = requireUser(request);
    return { userId: user.userId, role: user.role };
  };

  app.get(
    path,
    {
      schema: {
        tags,
        security,
        summary: "A user's staff badge (operator, ceo or none) and ambassador status (admin)",
        params: userParams,
        querystring: responseCaseQuery,
        response: ok(staffBadgeStateSchema),
      },
    },
    async (request) => ({
      data: await staffBadges.getStaffBadges(app.db, actorOf(request), request.params.id),
    }),
  );

  app.put(
    path,
    {
      schema: {
        tags,
        security,
        summary: 'Give a user the operator or ceo badge, shown instead of the earned one (admin, audited)',
        params: userParams,
        querystring: responseCaseQuery,
        body: staffBadgeInputSchema,
        response: ok(staffBadgeStateSchema),
      },
    },
    async (request) => ({
      data: await staffBadges.assignStaffBadge(app.db, actorOf(request), {
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
        params: userParams,
        querystring: responseCaseQuery,
        response: ok(staffBadgeStateSchema),
      },
    },
    async (request) => ({
      data: await staffBadges.revokeStaffBadge(app.db, actorOf(request), request.params.id),
    }),
  );
}
