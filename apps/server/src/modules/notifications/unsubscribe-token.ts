import { isNotificationKindGroup, type NotificationKindGroup } from '@p2p/shared';
import type { Executor } from '../../db/client.js';
import { hmac, randomToken, safeEqual } from '../../lib/tokens.js';
import { getOrCreateSecret } from '../auth/secrets.repository.js';

/**
 * The token of an e-mail's unsubscribe link: `u1.<userId>.<group>.<signature>`, an HMAC-SHA256 with a
 * key every node shares (app_secrets). It only turns e-mail off for one group of one user, so it does
 * not expire (a link in an old e-mail must still work) and needs no sign-in.
 */
const VERSION = 'u1';

export function unsubscribeKey(db: Executor): Promise<string> {
  return getOrCreateSecret(db, 'notifications_unsubscribe_key', () => randomToken(48));
}

export function signUnsubscribeToken(key: string, userId: number, group: NotificationKindGroup): string {
  const body = `${VERSION}.${userId}.${group}`;
  return `${body}.${hmac(key, body)}`;
}

export function verifyUnsubscribeToken(
  key: string,
  token: string,
): { userId: number; group: NotificationKindGroup } | undefined {
  const parts = token.split('.');
  if (parts.length !== 4 || parts[0] !== VERSION) return undefined;
  const [, user, group, signature] = parts as [string, string, string, string];
  if (!/^\d{1,10}$/.test(user) || !isNotificationKindGroup(group)) return undefined;
  if (!safeEqual(signature, hmac(key, `${VERSION}.${user}.${group}`))) return undefined;
  return { userId: Number(user), group };
}
