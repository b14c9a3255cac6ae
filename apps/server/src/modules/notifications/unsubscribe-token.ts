import { isNotificationKindGroup, type NotificationKindGroup } from '@p2p/shared';
import type { Executor } from '../../db/client.js';
import { hmac, randomToken, safeEqual } from '../../lib/tokens.js';
import { getOrCreateSecret } from '../auth/secrets.repository.js';

/**
 * The token of an e-mail's unsubscribe link: base64url(`u1.<userId>.<group>`) followed by its
 * HMAC-SHA256 (43 base64url characters) with a key every node shares (app_secrets), so the whole
 * token is URL-safe and ends where a link does. It only turns e-mail off for one group of one user,
 * so it does not expire (a link in an old e-mail must still work) and needs no sign-in.
 */
const VERSION = 'u1';
const SIGNATURE_LENGTH = 43;

export function unsubscribeKey(db: Executor): Promise<string> {
  return getOrCreateSecret(db, 'notifications_unsubscribe_key', () => randomToken(48));
}

export function signUnsubscribeToken(key: string, userId: number, group: NotificationKindGroup): string {
  const body = Buffer.from(`${VERSION}.${userId}.${group}`).toString('base64url');
  return `${body}${hmac(key, body)}`;
}

export function verifyUnsubscribeToken(
  key: string,
  token: string,
): { userId: number; group: NotificationKindGroup } | undefined {
  if (!/^[A-Za-z0-9_-]{44,200}$/.test(token)) return undefined;
  const body = token.slice(0, -SIGNATURE_LENGTH);
  if (!safeEqual(token.slice(-SIGNATURE_LENGTH), hmac(key, body))) return undefined;
  const [version, user, group] = Buffer.from(body, 'base64url').toString('utf8').split('.');
  if (version !== VERSION || !user || !/^\d{1,10}$/.test(user) || !group || !isNotificationKindGroup(group)) {
    return undefined;
  }
  return { userId: Number(user), group };
}
