import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  conversionResultSchema,
  convertToCorporateInputSchema,
  corporateDecisionInputSchema,
} from '@p2p/shared';
import { ok, responseCaseQuery } from '../../lib/route-schemas.js';
import { requireUser } from '../../plugins/session.js';
import * as corporate from './corporate.service.js';

export async function corporateRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['accounts'];
  const security = [{ session: [] }];

  app.post(
    '/rest/v1/users/corporate-accounts/convert-to-corporate',
    {
      schema: {
        tags,
        security,
        summary: 'Apply to turn this account into a corporate account (the page redirects after 4 s)',
        querystring: responseCaseQuery,
        body: convertToCorporateInputSchema,
        response: ok(conversionResultSchema),
      },
    },
    async (request) => ({
      data: await corporate.convertToCorporate(app.db, requireUser(request).userId, request.body),
    }),
  );

  app.post(
    '/rest/v1/users/corporate-accounts/convert-to-personal',
    {
      schema: {
        tags,
        security,
        summary: 'Turn a corporate account back into a personal one',
        querystring: responseCaseQuery,
        response: ok(conversionResultSchema),
      },
    },
    async (request) => ({ data: await corporate.convertToPersonal(app.db, requireUser(request).userId) }),
  );

  app.post(
    '/rest/v1/users/postpone-company-verification',
    {
      schema: {
        tags,
        security,
        summary: 'Dismiss the company verification reminder for now',
        querystring: responseCaseQuery,
        response: ok(z.object({ message: z.string() })),
      },
    },
    async (request) => {
      requireUser(request);
      return { data: { message: 'We will remind you later.' } };
    },
  );

  app.put(
    '/rest/v1/admin/users/:id/corporate-status',
    {
      schema: {
        tags: ['admin'],
        security,
        summary: 'Approve, reject or send back a company application (staff)',
        params: z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) }),
        querystring: responseCaseQuery,
        body: corporateDecisionInputSchema,
        response: ok(conversionResultSchema),
      },
    },
    async (request) => {
      const user = requireUser(request);
      return {
        data: await corporate.decide(
          app.db,
          { userId: user.userId, role: user.role },
          { userId: request.params.id, ...request.body },
        ),
      };
    },
  );
}
