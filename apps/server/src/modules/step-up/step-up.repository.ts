import { and, count, desc, eq, gt, isNull, ne } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { authRequests, sessions } from '../../db/schema.js';

export type AuthRequestRow = typeof authRequests.$inferSelect;

/** The action of step-up auth requests (push approvals and recorded code checks). */
export const STEP_UP_ACTION = 'step_up';

/** When the session last confirmed, and its browser (undefined: no live session of this user). */
export async function findSession(
  db: Executor,
  userId: number,
  sessionId: string,
): Promise<{ stepUpAt: Date | null; userAgent: string | null } | undefined> {
  const [row] = await db
    .select({ stepUpAt: sessions.stepUpAt, userAgent: sessions.userAgent })
    .from(sessions)
    .where(
      and(
        eq(sessions.id, sessionId),
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, new Date()),
      ),
    );
  return row;
}

export async function markConfirmed(db: Executor, sessionId: string, at: Date): Promise<void> {
  await db.update(sessions).set({ stepUpAt: at }).where(eq(sessions.id, sessionId));
}

/** The user's other sessions that can still be used: the browsers a push approval can reach. */
export async function countOtherLiveSessions(
  db: Executor,
  userId: number,
  sessionId: string,
): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(sessions)
    .where(
      and(
        eq(sessions.userId, userId),
        ne(sessions.id, sessionId),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, new Date()),
      ),
    );
  return Number(row?.total ?? 0);
}

export async function countPushRequestsSince(db: Executor, userId: number, since: Date): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(authRequests)
    .where(
      and(
        eq(authRequests.userId, userId),
        eq(authRequests.action, STEP_UP_ACTION),
        eq(authRequests.method, 'push'),
        gt(authRequests.createdAt, since),
      ),
    );
  return Number(row?.total ?? 0);
}

/** A session's earlier pending push requests end when it asks again (one prompt per browser). */
export async function expirePendingOfSession(db: Executor, sessionId: string, at: Date): Promise<string[]> {
  const rows = await db
    .update(authRequests)
    .set({ state: 'expired', resolvedAt: at })
    .where(
      and(
        eq(authRequests.sessionId, sessionId),
        eq(authRequests.action, STEP_UP_ACTION),
        eq(authRequests.state, 'pending'),
      ),
    )
    .returning({ id: authRequests.id });
  return rows.map((row) => row.id);
}

/** A step-up request of this user, locked when `forUpdate`; another user's id is undefined. */
export async function findUserRequest(
  db: Executor,
  userId: number,
  id: string,
  options: { forUpdate?: boolean } = {},
): Promise<AuthRequestRow | undefined> {
  const query = db
    .select()
    .from(authRequests)
    .where(
      and(eq(authRequests.id, id), eq(authRequests.userId, userId), eq(authRequests.action, STEP_UP_ACTION)),
    );
  const [row] = options.forUpdate ? await query.for('update') : await query;
  return row;
}

/** The user's push requests still waiting, newest first. */
export function listPending(db: Executor, userId: number): Promise<AuthRequestRow[]> {
  return db
    .select()
    .from(authRequests)
    .where(
      and(
        eq(authRequests.userId, userId),
        eq(authRequests.action, STEP_UP_ACTION),
        eq(authRequests.method, 'push'),
        eq(authRequests.state, 'pending'),
        gt(authRequests.expiresAt, new Date()),
      ),
    )
    .orderBy(desc(authRequests.createdAt))
    .limit(20);
}

export async function resolveRequest(
  db: Executor,
  id: string,
  state: 'approved' | 'denied' | 'expired',
  at: Date,
): Promise<void> {
  await db.update(authRequests).set({ state, resolvedAt: at }).where(eq(authRequests.id, id));
}
