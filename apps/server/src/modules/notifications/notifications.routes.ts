import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  notificationListMetaSchema,
  notificationListQuerySchema,
  notificationMarkReadInputSchema,
  notificationMarkReadResultSchema,
  notificationPreferencesInputSchema,
  notificationPreferencesSchema,
  notificationSchema,
  notificationUnreadSchema,
  notificationUnsubscribeInputSchema,
  notificationUnsubscribeResultSchema,
} from '@p2p/shared';
import { ok, okWithMeta, responseCaseQuery, strictQuery } from '../../lib/route-schemas.js';
import { requireUser } from '../../plugins/session.js';
import type { ChannelRegistry } from './channel-registry.js';
import * as notifications from './notifications.service.js';
import * as preferences from './preferences.service.js';

export async function notificationsRoutes(
  fastify: FastifyInstance,
  options: { registry: ChannelRegistry },
): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { registry } = options;
  const tags = ['notifications'];
  const security = [{ session: [] }];

  app.get(
    '/rest/v1/notifications',
    {
      schema: {
        tags,
        security,
        summary: "The caller's notification centre, newest first",
        description:
          'Filters: unread (true/false), group (a kind group), kind. Paging: pass meta.nextCursor as `before`.',
        querystring: notificationListQuerySchema.extend(responseCaseQuery.shape),
        response: okWithMeta(z.array(notificationSchema), notificationListMetaSchema),
      },
    },
    async (request) => notifications.listNotifications(app.db, requireUser(request).userId, request.query),
  );

  app.get(
    '/rest/v1/notifications/unread-count',
    {
      schema: {
        tags,
        security,
        summary: 'How many notifications the caller has not read (the bell)',
        querystring: strictQuery(),
        response: ok(notificationUnreadSchema),
      },
    },
    async (request) => ({
      data: { unreadCount: await notifications.unreadCount(app.db, requireUser(request).userId) },
    }),
  );

  app.post(
    '/rest/v1/notifications/read',
    {
      schema: {
        tags,
        security,
        summary: 'Mark notifications read',
        description: 'All ids must be the caller’s; an unknown or foreign id is a 404 and nothing changes.',
        querystring: strictQuery(),
        body: notificationMarkReadInputSchema,
        response: ok(notificationMarkReadResultSchema),
      },
    },
    async (request) => ({
      data: await notifications.markRead(app.db, requireUser(request).userId, request.body),
    }),
  );

  app.post(
    '/rest/v1/notifications/read-all',
    {
      schema: {
        tags,
        security,
        summary: 'Mark every notification of the caller read',
        querystring: strictQuery(),
        body: z.strictObject({}).optional(),
        response: ok(notificationMarkReadResultSchema),
      },
    },
    async (request) => ({ data: await notifications.markAllRead(app.db, requireUser(request).userId) }),
  );

  app.get(
    '/rest/v1/notifications/preferences',
    {
      schema: {
        tags,
        security,
        summary: 'Notification switches per kind group and channel, with the connected channels',
        querystring: strictQuery(),
        response: ok(notificationPreferencesSchema),
      },
    },
    async (request) => ({
      data: await preferences.getPreferences(app.db, registry, requireUser(request).userId),
    }),
  );

  app.put(
    '/rest/v1/notifications/preferences',
    {
      schema: {
        tags,
        security,
        summary: 'Change notification switches (the ones not named stay)',
        description: 'Security e-mails cannot be turned off (400).',
        querystring: strictQuery(),
        body: notificationPreferencesInputSchema,
        response: ok(notificationPreferencesSchema),
      },
    },
    async (request) => ({
      data: await preferences.updatePreferences(app.db, registry, requireUser(request).userId, request.body),
    }),
  );

  app.post(
    '/rest/v1/notifications/unsubscribe',
    {
      schema: {
        tags,
        summary: "Turn e-mail off for one kind group with an e-mail's signed unsubscribe link (no sign-in)",
        querystring: strictQuery(),
        body: notificationUnsubscribeInputSchema,
        response: ok(notificationUnsubscribeResultSchema),
      },
    },
    async (request) => ({ data: await preferences.unsubscribe(app.db, request.body.token) }),
  );
}
