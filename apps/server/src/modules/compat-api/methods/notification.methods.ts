import { z } from 'zod';
import { notificationListQuerySchema } from '@p2p/shared';
import { listNotifications, markAllRead, markRead } from '../../notifications/notifications.service.js';
import { judged } from '../compat-judge.js';
import { formBool, formInt, formList } from '../compat-form.js';
import { method } from '../compat-method.js';

export const notificationMethods = [
  method({
    name: 'notifications/list',
    summary: 'The caller’s notification centre, newest first',
    answers: '`notifications`, `unread_count` and `next_cursor` (pass it as `before` for the next page).',
    scope: 'profile:read',
    input: z.object({
      unread: formBool('unread is 1 or 0').optional(),
      before: formInt('before is a notification id', 1, 2_000_000_000).optional(),
      limit: formInt('limit is a whole number', 1, 100).optional(),
    }),
    handler: async (ctx, input) => {
      const query = judged(notificationListQuerySchema, {
        ...(input.unread !== undefined ? { unread: String(input.unread) } : {}),
        ...(input.before !== undefined ? { before: input.before } : {}),
        ...(input.limit !== undefined ? { limit: input.limit } : {}),
      });
      const { data, meta } = await listNotifications(ctx.app.db, ctx.caller.userId, query);
      return { notifications: data, unread_count: meta.unreadCount, next_cursor: meta.nextCursor };
    },
  }),
  method({
    name: 'notifications/mark-read',
    summary: 'Mark notifications read (all of them without ids)',
    answers: '`updated` and the new `unread_count`.',
    scope: 'profile:read',
    input: z.object({
      ids: formList(z.string().regex(/^\d{1,15}$/, 'ids are notification ids'), 100).optional(),
    }),
    handler: async (ctx, input) =>
      input.ids && input.ids.length > 0
        ? markRead(ctx.app.db, ctx.caller.userId, { ids: input.ids.map(Number) })
        : markAllRead(ctx.app.db, ctx.caller.userId),
  }),
];
