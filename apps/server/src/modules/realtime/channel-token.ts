import { and, eq, gt, inArray, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { sessions } from '../../db/schema.js';
import { hmac, randomToken, safeEqual } from '../../lib/tokens.js';
import { getOrCreateSecret } from '../auth/secrets.repository.js';

/**
 * Channel tokens for `/ws`: `v1.<userId>.<sessionId>.<expires (unix s)>.<nonce>.<signature>`, the
 * signature an HMAC-SHA256 with a key every node shares (app_secrets). A browser cannot send cookies
 * it chooses on a cross-site WebSocket, but it can open one: the token, fetched with the session
 * cookie and the CSRF header, proves the socket belongs to the signed-in user. Short-lived, so a
 * leaked token (it travels in the URL) is worth little; bound to the session, so logging out ends it.
 */
export interface ChannelClaims {
  userId: number;
  sessionId: string;
  expiresAt: Date;
}

const VERSION = 'v1';

export function channelKey(db: Executor): Promise<string> {
  return getOrCreateSecret(db, 'realtime_channel_key', () => randomToken(48));
}

export function signChannelToken(key: string, claims: ChannelClaims): string {
  const body = [
    VERSION,
    claims.userId,
    claims.sessionId,
    Math.floor(claims.expiresAt.getTime() / 1000),
    randomToken(9),
  ].join('.');
  return `${body}.${hmac(key, body)}`;
}

/** The token's claims when its signature is good and it has not expired; undefined otherwise. */
export function verifyChannelToken(key: string, token: string, now = Date.now()): ChannelClaims | undefined {
  if (token.length > 500) return undefined;
  const parts = token.split('.');
  if (parts.length !== 6) return undefined;
  const [version, userId, sessionId, expires, , signature] = parts as [
    string,
    string,
    string,
    string,
    string,
    string,
  ];
  if (version !== VERSION || !/^\d{1,10}$/.test(userId) || !/^\d{1,12}$/.test(expires)) return undefined;
  if (!safeEqual(signature, hmac(key, parts.slice(0, 5).join('.')))) return undefined;
  const expiresAt = new Date(Number(expires) * 1000);
  if (expiresAt.getTime() <= now) return undefined;
  return { userId: Number(userId), sessionId, expiresAt };
}

/** Whether the session the token was issued to is still signed in. */
export async function sessionIsActive(db: Executor, claims: ChannelClaims): Promise<boolean> {
  if (!/^[0-9a-f-]{36}$/i.test(claims.sessionId)) return false;
  const [row] = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(
      and(
        eq(sessions.id, claims.sessionId),
        eq(sessions.userId, claims.userId),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, new Date()),
      ),
    );
  return row !== undefined;
}

/** Which of these sessions are still signed in: one query for every socket of a node. */
export async function activeSessionIds(db: Executor, sessionIds: readonly string[]): Promise<Set<string>> {
  const ids = sessionIds.filter((id) => /^[0-9a-f-]{36}$/i.test(id));
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(inArray(sessions.id, ids), isNull(sessions.revokedAt), gt(sessions.expiresAt, new Date())));
  return new Set(rows.map((row) => row.id));
}
