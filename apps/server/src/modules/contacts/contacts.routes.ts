import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  contactSchema,
  contactsQuerySchema,
  pagedListMetaSchema,
  relationInputSchema,
  relationResultSchema,
} from '@p2p/shared';
import type { Config } from '../../config.js';
import { ok, okWithMeta, responseCaseQuery } from '../../lib/route-schemas.js';
import { requireUser } from '../../plugins/session.js';
import * as contacts from './contacts.service.js';

export async function contactsRoutes(fastify: FastifyInstance, _options: { config: Config }): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['contacts'];
  const security = [{ session: [] }];
  const listSchema = {
    tags,
    security,
    querystring: responseCaseQuery.extend(contactsQuerySchema.shape),
    response: okWithMeta(z.array(contactSchema), pagedListMetaSchema),
  };

  app.put(
    '/rest/v1/users/:username/relations',
    {
      schema: {
        tags,
        summary: 'Trust, untrust, block or unblock a user',
        security,
        params: z.object({ username: z.string().min(1).max(50) }),
        querystring: responseCaseQuery,
        body: relationInputSchema,
        response: ok(relationResultSchema),
      },
    },
    async (request) => ({
      data: await contacts.setRelation(app.db, {
        userId: requireUser(request).userId,
        username: request.params.username,
        action: request.body.action,
      }),
    }),
  );

  app.get(
    '/rest/v1/users/me/contacts/trusted-list',
    { schema: { ...listSchema, summary: 'Users the signed-in user trusts, 10 a page' } },
    async (request) =>
      contacts.listContacts(app.db, {
        userId: requireUser(request).userId,
        relation: 'trusted',
        page: request.query.page,
      }),
  );

  app.get(
    '/rest/v1/users/me/contacts/blocked-list',
    { schema: { ...listSchema, summary: 'Users the signed-in user blocked, 10 a page' } },
    async (request) =>
      contacts.listContacts(app.db, {
        userId: requireUser(request).userId,
        relation: 'blocked',
        page: request.query.page,
      }),
  );

  app.get(
    '/rest/v1/users/me/contacts/recent-trades',
    { schema: { ...listSchema, summary: 'Recent trade partners, 10 a page' } },
    async (request) =>
      contacts.listRecentTradePartners(app.db, {
        userId: requireUser(request).userId,
        page: request.query.page,
      }),
  );
}
