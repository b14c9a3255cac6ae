/**
 * The schemas the signed-in shell checks its answers with (notifications, unread counts, active
 * trades, settings, the realtime channel token): a guest never loads them, so a first visit does
 * not build the notification, messenger and trade-list schemas. Load them through
 * `loadAccountShellSchemas()`.
 */
import { notificationSchema } from '@p2p/shared';
import { z } from 'zod';

export {
  activeTradesSchema,
  channelTokenSchema,
  messengerUnreadSchema,
  notificationListMetaSchema,
  notificationSchema,
  notificationUnreadSchema,
  settingsSchema,
} from '@p2p/shared';

/** A page of the notification centre's items. */
export const notificationListSchema = z.array(notificationSchema);
