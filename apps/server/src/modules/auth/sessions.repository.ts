import { and, eq, gt, isNull, ne, notExists } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { sessions, userRestrictions, users } from '../../db/schema.js';

export interface NewSession {
  tokenHash: string;
  userId: number;
  expiresAt: Date;
  ip: string | null;
  userAgent: string | null;
}

export async function insertSession(db: Executor, session: NewSession): Promise<void> {
  await db.insert(sessions).values(session);
}

export async function findActiveSession(
  db: Executor,
  tokenHash: string,
): Promise<
  | { sessionId: string; userId: number; role: (typeof users.$inferSelect)['role']; lastSeenAt: Date | null }
  | undefined
> {
  const [row] = await db
    .select({ sessionId: sessions.id, userId: users.id, role: users.role, lastSeenAt: users.lastSeenAt })
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
