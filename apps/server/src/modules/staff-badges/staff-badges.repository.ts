import { eq, sql } from 'drizzle-orm';
import type { StaffBadge } from '@p2p/shared';
import type { Executor } from '../../db/client.js';
import { ambassadors, staffBadges, users } from '../../db/schema.js';

export interface StaffBadgeRow {
  userId: number;
  badge: StaffBadge | null;
  assignedAt: Date | null;
  ambassador: boolean;
}

/** The user's staff badge and ambassador status; undefined when the user does not exist. */
export async function findStaffBadges(db: Executor, userId: number): Promise<StaffBadgeRow | undefined> {
  const [row] = await db
    .select({
      userId: users.id,
      badge: staffBadges.badge,
      assignedAt: staffBadges.assignedAt,
      ambassador: sql<boolean>`${ambassadors.userId} is not null`,
    })
    .from(users)
    .leftJoin(staffBadges, eq(staffBadges.userId, users.id))
    .leftJoin(ambassadors, eq(ambassadors.userId, users.id))
    .where(eq(users.id, userId));
  return row ? { ...row, badge: row.badge as StaffBadge | null } : undefined;
}

/** Locks the user's row (one change of their badge at a time); false when there is no such user. */
export async function lockUser(db: Executor, userId: number): Promise<boolean> {
  const rows = await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update');
  return rows.length > 0;
}

export async function upsertStaffBadge(
  db: Executor,
  row: { userId: number; badge: StaffBadge; assignedBy: number },
): Promise<void> {
  await db
    .insert(staffBadges)
    .values(row)
    .onConflictDoUpdate({
      target: staffBadges.userId,
      set: { badge: row.badge, assignedBy: row.assignedBy, assignedAt: sql`now()` },
    });
}

/** The badge removed, or undefined when the user had none. */
export async function deleteStaffBadge(db: Executor, userId: number): Promise<string | undefined> {
  const [row] = await db
    .delete(staffBadges)
    .where(eq(staffBadges.userId, userId))
    .returning({ badge: staffBadges.badge });
  return row?.badge;
}
