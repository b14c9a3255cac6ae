import { eq } from 'drizzle-orm';
import {
  NOTIFICATION_CHANNELS,
  NOTIFICATION_KIND_GROUPS,
  isLockedChannel,
  type NotificationChannelName,
  type NotificationKindGroup,
  type NotificationPreferences,
  type NotificationPreferencesInput,
} from '@p2p/shared';
import type { Database, Executor } from '../../db/client.js';
import { users } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import type { ChannelRegistry } from './channel-registry.js';
import * as repo from './notifications.repository.js';
import { channelEnabled } from './preferences.js';
import { unsubscribeKey, verifyUnsubscribeToken } from './unsubscribe-token.js';

/** GET /rest/v1/notifications/preferences: every group's switches, locks and connected channels. */
export async function getPreferences(
  db: Executor,
  registry: ChannelRegistry,
  userId: number,
): Promise<NotificationPreferences> {
  const overrides = await repo.preferenceOverrides(db, userId);
  const connected = new Map<NotificationChannelName, boolean>([['in_app', true]]);
  for (const channel of NOTIFICATION_CHANNELS) {
    if (channel === 'in_app') continue;
    const implementation = registry.get(channel);
    connected.set(channel, implementation ? await implementation.isConnected(db, userId) : false);
  }
  const [user] = await db
    .select({ interval: users.notifyTradeMessagesInterval })
    .from(users)
    .where(eq(users.id, userId));
  return {
    groups: NOTIFICATION_KIND_GROUPS.map((group) => ({
      group,
      channels: NOTIFICATION_CHANNELS.map((channel) => ({
        channel,
        enabled: channelEnabled(overrides, group, channel),
        locked: isLockedChannel(group, channel),
        connected: connected.get(channel) ?? false,
      })),
    })),
    notifyTradeMessagesInterval: user?.interval ?? '10',
  };
}

/**
 * PUT /rest/v1/notifications/preferences: saves the named switches (the rest keep their value).
 * Turning a locked channel off is a 400 on that entry, and then nothing is saved.
 */
export async function updatePreferences(
  db: Database,
  registry: ChannelRegistry,
  userId: number,
  input: NotificationPreferencesInput,
): Promise<NotificationPreferences> {
  const details: Record<string, string[]> = {};
  input.preferences.forEach((entry, index) => {
    if (!entry.enabled && isLockedChannel(entry.group, entry.channel)) {
      details[`preferences.${index}.enabled`] = ['Security e-mails cannot be turned off'];
    }
  });
  if (Object.keys(details).length > 0) {
    throw new AppError('ERROR_INPUT_VALIDATION', 'Security e-mails cannot be turned off', details);
  }
  await db.transaction((tx) => repo.savePreferences(tx, userId, input.preferences));
  return getPreferences(db, registry, userId);
}

/**
 * POST /rest/v1/notifications/unsubscribe: the signed link of an e-mail turns e-mail off for its
 * group, without signing in. A forged or damaged token is a 400 and changes nothing.
 */
export async function unsubscribe(db: Database, token: string): Promise<{ group: NotificationKindGroup }> {
  const claims = verifyUnsubscribeToken(await unsubscribeKey(db), token);
  if (!claims || isLockedChannel(claims.group, 'email')) {
    throw AppError.validation('token', 'This unsubscribe link is not valid');
  }
  await db.transaction((tx) =>
    repo.savePreferences(tx, claims.userId, [{ group: claims.group, channel: 'email', enabled: false }]),
  );
  return { group: claims.group };
}
