import { and, eq, gt, isNull, notExists } from 'drizzle-orm';
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
