/**
 * The schemas the shell's own queries check their answers with (current user, platform status,
 * place access, unread counts, active trades, settings, the CSRF and channel tokens): a chunk of
 * their own, fetched alongside the first answers instead of with the entry. Load them through
 * `loadShellSchemas()`; a static import from code the entry loads would put them back in it.
 */
import { notificationSchema } from '@p2p/shared';
import { z } from 'zod';

export {
  activeTradesSchema,
  channelTokenSchema,
  csrfTokenSchema,
  currentUserSchema,
  messengerUnreadSchema,
  notificationListMetaSchema,
  notificationSchema,
  notificationUnreadSchema,
  placeAccessSchema,
  platformStatusSchema,
  settingsSchema,
} from '@p2p/shared';

/** A page of the notification centre's items. */
export const notificationListSchema = z.array(notificationSchema);
