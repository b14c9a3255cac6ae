import {
  isNotificationKind,
  NOTIFICATION_KIND_GROUP,
  type NotificationListQuery,
  type NotificationMarkReadInput,
  type NotificationView,
} from '@p2p/shared';
import type { Database, Executor } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import * as repo from './notifications.repository.js';

function toView(row: repo.NotificationRow): NotificationView | null {
  if (!isNotificationKind(row.kind)) return null;
  return {
    id: row.id,
    kind: row.kind,
    group: NOTIFICATION_KIND_GROUP[row.kind],
    tradeHash: row.tradeHash,
    data: row.data,
    link: row.link,
    count: row.count,
    readAt: row.readAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** GET /rest/v1/notifications: a page of the caller's centre, newest first, with the unread count. */
export async function listNotifications(
  db: Executor,
  userId: number,
  query: NotificationListQuery,
): Promise<{ data: NotificationView[]; meta: { nextCursor: number | null; unreadCount: number } }> {
  const rows = await repo.listNotifications(db, userId, query);
  const page = rows.slice(0, query.limit);
  const hasMore = rows.length > query.limit;
  return {
    data: page.flatMap((row) => toView(row) ?? []),
    meta: {
      nextCursor: hasMore ? (page.at(-1)?.id ?? null) : null,
      unreadCount: await repo.unreadCount(db, userId),
    },
  };
}

export function unreadCount(db: Executor, userId: number): Promise<number> {
  return repo.unreadCount(db, userId);
}

/**
 * POST /rest/v1/notifications/read: marks the named notifications read. Every id must be the caller's:
 * one that is not (another user's, or none) makes the whole request a 404 and changes nothing.
 */
export async function markRead(
  db: Database,
  userId: number,
  input: NotificationMarkReadInput,
): Promise<{ updated: number; unreadCount: number }> {
  return db.transaction(async (tx) => {
    const ids = [...new Set(input.ids)];
    const owned = await repo.ownedIds(tx, userId, ids);
    const unknown = ids.filter((id) => !owned.has(id));
    if (unknown.length > 0) {
      throw new AppError('ERROR_NOT_FOUND', 'No such notification', {
        ids: [`No such notification: ${unknown.slice(0, 10).join(', ')}`],
      });
    }
    const updated = await repo.markRead(tx, userId, ids);
    return { updated, unreadCount: await repo.unreadCount(tx, userId) };
  });
}

/** POST /rest/v1/notifications/read-all */
export async function markAllRead(
  db: Database,
  userId: number,
): Promise<{ updated: number; unreadCount: number }> {
  return db.transaction(async (tx) => ({
    updated: await repo.markRead(tx, userId, 'all'),
    unreadCount: 0,
  }));
}
