import { and, count, desc, eq, inArray, isNull, lt, sql, type SQL } from 'drizzle-orm';
import type { NotificationListQuery } from '@p2p/shared';
import type { Executor } from '../../db/client.js';
import { notificationPreferences, notifications } from '../../db/schema.js';

export type NotificationRow = typeof notifications.$inferSelect;

/** A page of the user's shown notifications, newest first, one more than asked (to tell a next page). */
export function listNotifications(
  db: Executor,
  userId: number,
  query: NotificationListQuery,
): Promise<NotificationRow[]> {
  const conditions: SQL[] = [eq(notifications.userId, userId), eq(notifications.shown, true)];
  if (query.unread === true) conditions.push(isNull(notifications.readAt));
  if (query.unread === false) conditions.push(sql`${notifications.readAt} is not null`);
  if (query.group) conditions.push(eq(notifications.kindGroup, query.group));
  if (query.kind) conditions.push(eq(notifications.kind, query.kind));
  if (query.before) conditions.push(lt(notifications.id, query.before));
  return db
    .select()
    .from(notifications)
    .where(and(...conditions))
    .orderBy(desc(notifications.id))
    .limit(query.limit + 1);
}

export async function unreadCount(db: Executor, userId: number): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(notifications)
    .where(
      and(eq(notifications.userId, userId), isNull(notifications.readAt), eq(notifications.shown, true)),
    );
  return Number(row?.value ?? 0);
}

/** Which of `ids` are the user's (others' ids are treated as unknown). */
export async function ownedIds(db: Executor, userId: number, ids: readonly number[]): Promise<Set<number>> {
  const rows = await db
    .select({ id: notifications.id })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), inArray(notifications.id, [...ids])));
  return new Set(rows.map((row) => row.id));
}

export async function markRead(
  db: Executor,
  userId: number,
  ids: readonly number[] | 'all',
): Promise<number> {
  const rows = await db
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(
      and(
        eq(notifications.userId, userId),
        isNull(notifications.readAt),
        ids === 'all' ? undefined : inArray(notifications.id, [...ids]),
      ),
    )
    .returning({ id: notifications.id });
  return rows.length;
}

export function preferenceOverrides(db: Executor, userId: number) {
  return db.select().from(notificationPreferences).where(eq(notificationPreferences.userId, userId));
}

export async function savePreferences(
  db: Executor,
  userId: number,
  rows: readonly { group: string; channel: string; enabled: boolean }[],
): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insert(notificationPreferences)
    .values(rows.map((row) => ({ userId, kindGroup: row.group, channel: row.channel, enabled: row.enabled })))
    .onConflictDoUpdate({
      target: [
        notificationPreferences.userId,
        notificationPreferences.kindGroup,
        notificationPreferences.channel,
      ],
      set: { enabled: sql`excluded.enabled`, updatedAt: sql`now()` },
    });
}
