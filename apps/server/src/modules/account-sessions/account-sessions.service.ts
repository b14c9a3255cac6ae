import type { AccountSession, SessionsRevoked } from '@p2p/shared';
import type { Executor } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import * as sessions from '../auth/sessions.repository.js';
import { approximatePlace, deviceInfo } from './device-info.js';

/**
 * How stale a session's `last_seen_at` may get before a request refreshes it: one write per session
 * every five minutes at most, never one per request.
 */
export const SESSION_LAST_SEEN_RESOLUTION_MS = 5 * 60_000;

/** Refreshes the session's last seen moment when the stored one is stale. */
export async function noteActivity(
  db: Executor,
  session: { sessionId: string; sessionLastSeenAt: Date | null },
  now = Date.now(),
): Promise<boolean> {
  const last = session.sessionLastSeenAt?.getTime();
  if (last !== undefined && now - last < SESSION_LAST_SEEN_RESOLUTION_MS) return false;
  await sessions.touchSession(db, session.sessionId);
  return true;
}

/** The user's usable sessions, the current one marked, the most recently active first. */
export async function listSessions(
  db: Executor,
  options: { userId: number; currentSessionId: string },
): Promise<AccountSession[]> {
  const rows = await sessions.listActiveSessions(db, options.userId);
  return rows.map((row) => ({
    id: row.id,
    current: row.id === options.currentSessionId,
    device: deviceInfo(row.userAgent),
    place: approximatePlace(row.ip, row.country),
    signedInAt: row.createdAt.toISOString(),
    lastSeenAt: (row.lastSeenAt ?? row.createdAt).toISOString(),
    expiresAt: row.expiresAt.toISOString(),
  }));
}

/**
 * Signs out one of the user's own sessions (the current one too: that is a sign-out). Another user's
 * session, or one already ended, is a 404: whether it exists is none of the caller's business.
 */
export async function revokeSession(
  db: Executor,
  options: { userId: number; currentSessionId: string; sessionId: string },
): Promise<SessionsRevoked> {
  const revoked = await sessions.revokeUserSession(db, options.userId, options.sessionId);
  if (revoked === 0) throw AppError.notFound('Session');
  return { revoked, signedOut: options.sessionId === options.currentSessionId };
}

/** Signs out every session of the user except the current one. */
export async function revokeOtherSessions(
  db: Executor,
  options: { userId: number; currentSessionId: string },
): Promise<SessionsRevoked> {
  const revoked = await sessions.revokeUserSessions(db, options.userId, {
    keepSessionId: options.currentSessionId,
  });
  return { revoked, signedOut: false };
}
