import { and, asc, desc, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm';
import { STAFF_ROLES } from '@p2p/shared';
import type { Executor } from '../../db/client.js';
import { supportConversations, supportMessages, users } from '../../db/schema.js';

export type SupportConversationRow = typeof supportConversations.$inferSelect;
export type SupportMessageRow = typeof supportMessages.$inferSelect;

export interface SupportUserRow {
  id: number;
  username: string;
  avatarUrl: string | null;
  role: string;
  closedAt: Date | null;
}

const userColumns = {
  id: users.id,
  username: users.username,
  avatarUrl: users.avatarUrl,
  role: users.role,
  closedAt: users.closedAt,
};

export async function findUsers(db: Executor, ids: readonly number[]): Promise<Map<number, SupportUserRow>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select(userColumns)
    .from(users)
    .where(inArray(users.id, [...new Set(ids)]));
  return new Map(rows.map((row) => [row.id, row]));
}

export async function findUserByUsername(
  db: Executor,
  username: string,
): Promise<SupportUserRow | undefined> {
  const [row] = await db
    .select(userColumns)
    .from(users)
    .where(sql`lower(${users.username}) = lower(${username})`);
  return row;
}

/** Open accounts with a staff role, by username. */
export async function listStaff(db: Executor): Promise<SupportUserRow[]> {
  return db
    .select(userColumns)
    .from(users)
    .where(and(inArray(users.role, [...STAFF_ROLES]), isNull(users.closedAt)))
    .orderBy(asc(users.username));
}

export async function findConversationOfUser(
  db: Executor,
  userId: number,
): Promise<SupportConversationRow | undefined> {
  const [row] = await db.select().from(supportConversations).where(eq(supportConversations.userId, userId));
  return row;
}

/** Creates the user's conversation, or returns the one a concurrent request created. */
export async function createConversation(
  db: Executor,
  userId: number,
): Promise<{ row: SupportConversationRow; created: boolean }> {
  const [inserted] = await db
    .insert(supportConversations)
    .values({ userId })
    .onConflictDoNothing()
    .returning();
  if (inserted) return { row: inserted, created: true };
  return { row: (await findConversationOfUser(db, userId))!, created: false };
}

/** A conversation by id; with `userId`, only if it is that user's (another user's id is a 404). */
export async function findConversation(
  db: Executor,
  id: string,
  options: { userId?: number; lock?: boolean } = {},
): Promise<SupportConversationRow | undefined> {
  const query = db
    .select()
    .from(supportConversations)
    .where(
      and(
        eq(supportConversations.id, id),
        options.userId === undefined ? undefined : eq(supportConversations.userId, options.userId),
      ),
    );
  const [row] = options.lock ? await query.for('update') : await query;
  return row;
}

/** The staff inbox: conversations that hold a message, newest message first. */
export async function listInbox(
  db: Executor,
  filter: { status: 'open' | 'closed' | 'all'; assigneeId?: number | null; limit: number },
): Promise<SupportConversationRow[]> {
  return db
    .select()
    .from(supportConversations)
    .where(
      and(
        gt(supportConversations.lastMessageId, 0),
        filter.status === 'all' ? undefined : eq(supportConversations.status, filter.status),
        filter.assigneeId === undefined
          ? undefined
          : filter.assigneeId === null
            ? isNull(supportConversations.assigneeId)
            : eq(supportConversations.assigneeId, filter.assigneeId),
      ),
    )
    .orderBy(desc(supportConversations.lastMessageId))
    .limit(filter.limit);
}

/** Messages of the other side after the reader's side's read position, per conversation. */
export async function unreadCounts(
  db: Executor,
  conversationIds: readonly string[],
  side: 'user' | 'staff',
): Promise<Map<string, number>> {
  if (conversationIds.length === 0) return new Map();
  const readId = side === 'user' ? supportConversations.userLastReadId : supportConversations.staffLastReadId;
  const rows = await db
    .select({
      conversationId: supportMessages.conversationId,
      unread: sql<number>`count(*)`.mapWith(Number),
    })
    .from(supportMessages)
    .innerJoin(supportConversations, eq(supportConversations.id, supportMessages.conversationId))
    .where(
      and(
        inArray(supportMessages.conversationId, [...conversationIds]),
        eq(supportMessages.fromStaff, side === 'user'),
        gt(supportMessages.id, readId),
      ),
    )
    .groupBy(supportMessages.conversationId);
  return new Map(rows.map((row) => [row.conversationId, row.unread]));
}

/** Unread user messages over all open conversations, and how many open ones nobody holds. */
export async function inboxTotals(db: Executor): Promise<{ totalUnread: number; unassigned: number }> {
  const [unread] = await db
    .select({ total: sql<number>`count(*)`.mapWith(Number) })
    .from(supportMessages)
    .innerJoin(supportConversations, eq(supportConversations.id, supportMessages.conversationId))
    .where(
      and(
        eq(supportConversations.status, 'open'),
        eq(supportMessages.fromStaff, false),
        gt(supportMessages.id, supportConversations.staffLastReadId),
      ),
    );
  const [unassigned] = await db
    .select({ total: sql<number>`count(*)`.mapWith(Number) })
    .from(supportConversations)
    .where(
      and(
        eq(supportConversations.status, 'open'),
        isNull(supportConversations.assigneeId),
        gt(supportConversations.lastMessageId, 0),
      ),
    );
  return { totalUnread: unread?.total ?? 0, unassigned: unassigned?.total ?? 0 };
}

export async function findMessages(db: Executor, ids: readonly number[]): Promise<SupportMessageRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(supportMessages)
    .where(inArray(supportMessages.id, [...ids]));
}

/** A page of messages, oldest first: after `after`, or the newest before `before` (or of all). */
export async function listMessages(
  db: Executor,
  conversationId: string,
  window: { before?: number; after?: number; limit: number },
): Promise<SupportMessageRow[]> {
  const inConversation = eq(supportMessages.conversationId, conversationId);
  if (window.after !== undefined) {
    return db
      .select()
      .from(supportMessages)
      .where(and(inConversation, gt(supportMessages.id, window.after)))
      .orderBy(asc(supportMessages.id))
      .limit(window.limit);
  }
  const rows = await db
    .select()
    .from(supportMessages)
    .where(
      window.before === undefined
        ? inConversation
        : and(inConversation, lt(supportMessages.id, window.before)),
    )
    .orderBy(desc(supportMessages.id))
    .limit(window.limit);
  return rows.reverse();
}

export async function hasMessageBefore(db: Executor, conversationId: string, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: supportMessages.id })
    .from(supportMessages)
    .where(and(eq(supportMessages.conversationId, conversationId), lt(supportMessages.id, id)))
    .limit(1);
  return row !== undefined;
}

export async function findMessage(db: Executor, conversationId: string, id: number) {
  const [row] = await db
    .select()
    .from(supportMessages)
    .where(and(eq(supportMessages.conversationId, conversationId), eq(supportMessages.id, id)));
  return row;
}

export async function insertMessage(
  db: Executor,
  values: typeof supportMessages.$inferInsert,
): Promise<SupportMessageRow> {
  const [row] = await db.insert(supportMessages).values(values).returning();
  return row!;
}

/**
 * Moves the conversation's last message and the writing side's read position to it; a user's
 * message opens a closed conversation again.
 */
export async function noteMessage(
  db: Executor,
  conversation: SupportConversationRow,
  message: SupportMessageRow,
) {
  await db
    .update(supportConversations)
    .set({
      lastMessageId: message.id,
      lastMessageAt: message.createdAt,
      ...(message.fromStaff
        ? { staffLastReadId: message.id }
        : { userLastReadId: message.id, status: 'open', closedAt: null }),
    })
    .where(eq(supportConversations.id, conversation.id));
}

export async function setReadPosition(
  db: Executor,
  conversationId: string,
  side: 'user' | 'staff',
  messageId: number,
): Promise<void> {
  await db
    .update(supportConversations)
    .set(side === 'user' ? { userLastReadId: messageId } : { staffLastReadId: messageId })
    .where(eq(supportConversations.id, conversationId));
}

export async function setAssignee(
  db: Executor,
  conversationId: string,
  assigneeId: number | null,
): Promise<void> {
  await db
    .update(supportConversations)
    .set({ assigneeId })
    .where(eq(supportConversations.id, conversationId));
}

export async function setStatus(
  db: Executor,
  conversationId: string,
  status: 'open' | 'closed',
): Promise<void> {
  await db
    .update(supportConversations)
    .set({ status, closedAt: status === 'closed' ? new Date() : null })
    .where(eq(supportConversations.id, conversationId));
}
