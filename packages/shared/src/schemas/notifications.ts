// Contracts of the notification centre (list, unread count, mark read) and the notification
// preferences. The server validates with these; the web app types its client with them.
import { z } from 'zod';
import {
  NOTIFICATION_CHANNELS,
  NOTIFICATION_KIND_GROUPS,
  NOTIFICATION_KINDS,
  type NotificationKind,
} from '../domain/notification-kinds.js';

export const NOTIFICATIONS_PAGE_SIZE = 20;
export const NOTIFICATIONS_PAGE_MAX = 100;
/** Ids one mark-read request may name. */
export const NOTIFICATIONS_MARK_READ_MAX = 100;

export const notificationKindSchema = z.enum(
  NOTIFICATION_KINDS as [NotificationKind, ...NotificationKind[]],
  {
    error: 'Unknown notification kind',
  },
);
export const notificationKindGroupSchema = z.enum(NOTIFICATION_KIND_GROUPS, {
  error: 'Unknown notification group',
});
export const notificationChannelSchema = z.enum(NOTIFICATION_CHANNELS, { error: 'Unknown channel' });

export const notificationSchema = z.object({
  id: z.number().int(),
  kind: notificationKindSchema,
  group: notificationKindGroupSchema,
  tradeHash: z.string().nullable(),
  /** The kind's variables: partner username, amounts and currencies as strings, counts. */
  data: z.record(z.string(), z.string()),
  /** Where the notification leads inside the web app (a trade, the wallet, the security page). */
  link: z.string().nullable(),
  /** Events folded into it (chat messages of one trade within the user's interval). */
  count: z.number().int(),
  readAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type NotificationView = z.infer<typeof notificationSchema>;

const booleanQuery = z.enum(['true', 'false'], { error: 'Use true or false' }).transform((v) => v === 'true');

/** GET /rest/v1/notifications: newest first; `before` is the cursor (the last id of the previous page). */
export const notificationListQuerySchema = z.object({
  unread: booleanQuery.optional(),
  group: notificationKindGroupSchema.optional(),
  kind: notificationKindSchema.optional(),
  before: z.coerce
    .number({ error: 'Use a notification id' })
    .int()
    .min(1)
    .max(Number.MAX_SAFE_INTEGER)
    .optional(),
  limit: z.coerce
    .number({ error: 'Use a number' })
    .int()
    .min(1)
    .max(NOTIFICATIONS_PAGE_MAX)
    .default(NOTIFICATIONS_PAGE_SIZE),
});
export type NotificationListQuery = z.infer<typeof notificationListQuerySchema>;

export const notificationListMetaSchema = z.object({
  /** Pass as `before` for the next page; null on the last page. */
  nextCursor: z.number().int().nullable(),
  unreadCount: z.number().int(),
});

export const notificationUnreadSchema = z.object({ unreadCount: z.number().int() });
export type NotificationUnread = z.infer<typeof notificationUnreadSchema>;

/** POST /rest/v1/notifications/read: mark the caller's notifications read (unknown or foreign ids: 404). */
export const notificationMarkReadInputSchema = z.strictObject({
  ids: z
    .array(z.number({ error: 'Use notification ids' }).int().min(1).max(Number.MAX_SAFE_INTEGER))
    .min(1, 'Name at least one notification')
    .max(NOTIFICATIONS_MARK_READ_MAX, `At most ${NOTIFICATIONS_MARK_READ_MAX} at once`),
});
export type NotificationMarkReadInput = z.infer<typeof notificationMarkReadInputSchema>;

export const notificationMarkReadResultSchema = z.object({
  updated: z.number().int(),
  unreadCount: z.number().int(),
});

export const notificationPreferenceChannelSchema = z.object({
  channel: notificationChannelSchema,
  enabled: z.boolean(),
  /** The user may not turn it off (security e-mails). */
  locked: z.boolean(),
  /** Whether the user has connected the channel (a verified e-mail, a browser, a Telegram chat). */
  connected: z.boolean(),
});

export const notificationPreferencesSchema = z.object({
  groups: z.array(
    z.object({ group: notificationKindGroupSchema, channels: z.array(notificationPreferenceChannelSchema) }),
  ),
  /** The profile's chat batching interval in minutes (`notifyTradeMessagesInterval`). */
  notifyTradeMessagesInterval: z.string(),
});
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;

/** PUT /rest/v1/notifications/preferences: the switches to change; the others stay. */
export const notificationPreferencesInputSchema = z.strictObject({
  preferences: z
    .array(
      z.strictObject({
        group: notificationKindGroupSchema,
        channel: notificationChannelSchema,
        enabled: z.boolean({ error: 'Use true or false' }),
      }),
    )
    .min(1, 'Name at least one switch')
    .max(NOTIFICATION_KIND_GROUPS.length * NOTIFICATION_CHANNELS.length),
});
export type NotificationPreferencesInput = z.infer<typeof notificationPreferencesInputSchema>;

/** POST /rest/v1/notifications/unsubscribe: the signed token of an e-mail's unsubscribe link. */
export const notificationUnsubscribeInputSchema = z.strictObject({
  token: z
    .string({ error: 'The link is incomplete' })
    .min(10, 'The link is incomplete')
    .max(500, 'The link is not valid'),
});
export const notificationUnsubscribeResultSchema = z.object({ group: notificationKindGroupSchema });
