import { and, desc, eq, gt, isNull, ne, notExists } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { sessions, userRestrictions, users } from '../../db/schema.js';

export interface NewSession {
  tokenHash: string;
  userId: number;
  expiresAt: Date;
  ip: string | null;
  userAgent: string | null;
  country?: string | null;
  deviceHash?: string | null;
}

export async function insertSession(db: Executor, session: NewSession): Promise<void> {
  await db.insert(sessions).values({ ...session, lastSeenAt: new Date() });
}

export async function findActiveSession(
  db: Executor,
  tokenHash: string,
): Promise<
  | {
      sessionId: string;
      userId: number;
      role: (typeof users.$inferSelect)['role'];
      isDemo: boolean;
      lastSeenAt: Date | null;
      sessionLastSeenAt: Date | null;
    }
  | undefined
> {
  const [row] = await db
    .select({
      sessionId: sessions.id,
      userId: users.id,
      role: users.role,
      isDemo: users.isDemo,
      lastSeenAt: users.lastSeenAt,
      sessionLastSeenAt: sessions.lastSeenAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, tokenHash),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, new Date()),
        // A ban ends every session at once, even one created a moment before it.
        notExists(
          db
            .select({ id: userRestrictions.id })
            .from(userRestrictions)
            .where(
              and(
                eq(userRestrictions.userId, users.id),
                eq(userRestrictions.kind, 'ban'),
                isNull(userRestrictions.liftedAt),
              ),
            ),
        ),
      ),
    );
  return row;
}

export async function revokeSession(db: Executor, tokenHash: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt)));
}

export async function touchLastSeen(db: Executor, userId: number): Promise<void> {
  await db.update(users).set({ lastSeenAt: new Date() }).where(eq(users.id, userId));
}

/**
 * The session's last seen moment (called at most every few minutes per session). Its ip and country
 * stay those of the sign-in, which the login throttle trusts (hasSignedInFromIp).
 */
export async function touchSession(db: Executor, sessionId: string): Promise<void> {
  await db.update(sessions).set({ lastSeenAt: new Date() }).where(eq(sessions.id, sessionId));
}

export type SessionRow = Pick<
  typeof sessions.$inferSelect,
  'id' | 'createdAt' | 'expiresAt' | 'lastSeenAt' | 'ip' | 'userAgent' | 'country'
>;

/** A user's sessions that can still be used, the most recently active first. */
export function listActiveSessions(db: Executor, userId: number): Promise<SessionRow[]> {
  return db
    .select({
      id: sessions.id,
      createdAt: sessions.createdAt,
      expiresAt: sessions.expiresAt,
      lastSeenAt: sessions.lastSeenAt,
      ip: sessions.ip,
      userAgent: sessions.userAgent,
      country: sessions.country,
    })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), gt(sessions.expiresAt, new Date())))
    .orderBy(desc(sessions.lastSeenAt), desc(sessions.createdAt))
    .limit(200);
}

/** Revokes one of the user's sessions; 0 when it is not theirs or already ended. */
export async function revokeUserSession(db: Executor, userId: number, sessionId: string): Promise<number> {
  const revoked = await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return revoked.length;
}

/** Ends every open session of a user, except `keepSessionId` (the one making the change) when given. */
export async function revokeUserSessions(
  db: Executor,
  userId: number,
  options: { keepSessionId?: string } = {},
): Promise<number> {
  const revoked = await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        options.keepSessionId ? ne(sessions.id, options.keepSessionId) : undefined,
      ),
    )
    .returning({ id: sessions.id });
  return revoked.length;
}

/** Whether the user signed in from this IP address since `since` (a sign-in the login throttle trusts). */
export async function hasSignedInFromIp(
  db: Executor,
  userId: number,
  ip: string,
  since: Date,
): Promise<boolean> {
  const [row] = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), eq(sessions.ip, ip), gt(sessions.createdAt, since)))
    .limit(1);
  return row !== undefined;
}

/** Deletes every session row of the user (closing the account: nothing of them is kept). */
export async function deleteUserSessions(db: Executor, userId: number): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}
