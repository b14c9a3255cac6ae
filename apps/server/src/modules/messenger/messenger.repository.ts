import { and, asc, desc, eq, gt, lt, ne, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { messengerConversations, messengerMessages, trades, users } from '../../db/schema.js';

export type ConversationRow = typeof messengerConversations.$inferSelect;
export type MessengerMessageRow = typeof messengerMessages.$inferSelect;

export interface MessengerUserRow {
  id: number;
  username: string;
  avatarUrl: string | null;
  lastSeenAt: Date | null;
  chatAcceptance: string;
  closedAt: Date | null;
}

const userColumns = {
  id: users.id,
  username: users.username,
  avatarUrl: users.avatarUrl,
  lastSeenAt: users.lastSeenAt,
  chatAcceptance: users.chatAcceptance,
  closedAt: users.closedAt,
};

export async function findUserByUsername(
  db: Executor,
  username: string,
): Promise<MessengerUserRow | undefined> {
  const [row] = await db
    .select(userColumns)
    .from(users)
    .where(sql`lower(${users.username}) = lower(${username})`);
  return row;
}

export async function findUser(db: Executor, id: number): Promise<MessengerUserRow | undefined> {
  const [row] = await db.select(userColumns).from(users).where(eq(users.id, id));
  return row;
}

/** The pair as stored: lower id first. */
export function orderedPair(a: number, b: number): { lowUserId: number; highUserId: number } {
  return a < b ? { lowUserId: a, highUserId: b } : { lowUserId: b, highUserId: a };
}

export async function findConversationOfPair(db: Executor, a: number, b: number) {
  const pair = orderedPair(a, b);
  const [row] = await db
    .select()
    .from(messengerConversations)
    .where(
      and(
        eq(messengerConversations.lowUserId, pair.lowUserId),
        eq(messengerConversations.highUserId, pair.highUserId),
      ),
    );
  return row;
}

/** Creates the pair's conversation, or returns the one a concurrent request created. */
export async function createConversation(db: Executor, a: number, b: number): Promise<ConversationRow> {
  await db.insert(messengerConversations).values(orderedPair(a, b)).onConflictDoNothing();
  return (await findConversationOfPair(db, a, b))!;
}

/** The conversation if `userId` takes part in it (undefined otherwise: another user's id is a 404). */
export async function findConversationOf(
  db: Executor,
  id: string,
  userId: number,
  options: { lock?: boolean } = {},
): Promise<ConversationRow | undefined> {
  const query = db
    .select()
    .from(messengerConversations)
    .where(
      and(
        eq(messengerConversations.id, id),
        or(eq(messengerConversations.lowUserId, userId), eq(messengerConversations.highUserId, userId)),
      ),
    );
  const [row] = options.lock ? await query.for('update') : await query;
  return row;
}

/** The user's conversations that hold a message (or are `includeId`), newest message first. */
export async function listConversationsOf(db: Executor, userId: number, limit: number) {
  return db
    .select()
    .from(messengerConversations)
    .where(
      and(
        or(eq(messengerConversations.lowUserId, userId), eq(messengerConversations.highUserId, userId)),
        gt(messengerConversations.lastMessageId, 0),
      ),
    )
    .orderBy(desc(messengerConversations.lastMessageId))
    .limit(limit);
}

/** Messages after `readId` written by the partner, per conversation. */
export async function unreadCounts(
  db: Executor,
  userId: number,
  conversationIds: readonly string[],
): Promise<Map<string, number>> {
  if (conversationIds.length === 0) return new Map();
  const rows = await db
    .select({
      conversationId: messengerMessages.conversationId,
      unread: sql<number>`count(*)`.mapWith(Number),
    })
    .from(messengerMessages)
    .innerJoin(messengerConversations, eq(messengerConversations.id, messengerMessages.conversationId))
    .where(
      and(
        sql`${messengerMessages.conversationId} in ${conversationIds}`,
        ne(messengerMessages.authorId, userId),
        sql`${messengerMessages.id} > case when ${messengerConversations.lowUserId} = ${userId}
          then ${messengerConversations.lowLastReadId} else ${messengerConversations.highLastReadId} end`,
      ),
    )
    .groupBy(messengerMessages.conversationId);
  return new Map(rows.map((row) => [row.conversationId, row.unread]));
}

/** Unread messages over all the user's conversations, and in how many conversations. */
export async function totalUnread(
  db: Executor,
  userId: number,
): Promise<{ total: number; conversations: number }> {
  const [row] = await db
    .select({
      total: sql<number>`count(*)`.mapWith(Number),
      conversations: sql<number>`count(distinct ${messengerMessages.conversationId})`.mapWith(Number),
    })
    .from(messengerMessages)
    .innerJoin(messengerConversations, eq(messengerConversations.id, messengerMessages.conversationId))
    .where(
      and(
        or(eq(messengerConversations.lowUserId, userId), eq(messengerConversations.highUserId, userId)),
        ne(messengerMessages.authorId, userId),
        sql`${messengerMessages.id} > case when ${messengerConversations.lowUserId} = ${userId}
          then ${messengerConversations.lowLastReadId} else ${messengerConversations.highLastReadId} end`,
      ),
    );
  return { total: row?.total ?? 0, conversations: row?.conversations ?? 0 };
}

export async function findMessages(db: Executor, ids: readonly number[]): Promise<MessengerMessageRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(messengerMessages)
    .where(sql`${messengerMessages.id} in ${ids}`);
}

/** A page of messages, oldest first: after `after`, or the newest before `before` (or of all). */
export async function listMessages(
  db: Executor,
  conversationId: string,
  window: { before?: number; after?: number; limit: number },
): Promise<MessengerMessageRow[]> {
  const inConversation = eq(messengerMessages.conversationId, conversationId);
  if (window.after !== undefined) {
    return db
      .select()
      .from(messengerMessages)
      .where(and(inConversation, gt(messengerMessages.id, window.after)))
      .orderBy(asc(messengerMessages.id))
      .limit(window.limit);
  }
  const rows = await db
    .select()
    .from(messengerMessages)
    .where(
      window.before === undefined
        ? inConversation
        : and(inConversation, lt(messengerMessages.id, window.before)),
    )
    .orderBy(desc(messengerMessages.id))
    .limit(window.limit);
  return rows.reverse();
}

export async function hasMessageBefore(db: Executor, conversationId: string, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: messengerMessages.id })
    .from(messengerMessages)
    .where(and(eq(messengerMessages.conversationId, conversationId), lt(messengerMessages.id, id)))
    .limit(1);
  return row !== undefined;
}

export async function hasWritten(db: Executor, conversationId: string, authorId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: messengerMessages.id })
    .from(messengerMessages)
    .where(
      and(eq(messengerMessages.conversationId, conversationId), eq(messengerMessages.authorId, authorId)),
    )
    .limit(1);
  return row !== undefined;
}

export async function findMessage(db: Executor, conversationId: string, id: number) {
  const [row] = await db
    .select()
    .from(messengerMessages)
    .where(and(eq(messengerMessages.conversationId, conversationId), eq(messengerMessages.id, id)));
  return row;
}

export async function insertMessage(
  db: Executor,
  values: typeof messengerMessages.$inferInsert,
): Promise<MessengerMessageRow> {
  const [row] = await db.insert(messengerMessages).values(values).returning();
  return row!;
}

/** Moves the conversation's last message, and the author's read position to it. */
export async function noteMessage(db: Executor, conversation: ConversationRow, message: MessengerMessageRow) {
  const authorIsLow = conversation.lowUserId === message.authorId;
  await db
    .update(messengerConversations)
    .set({
      lastMessageId: message.id,
      lastMessageAt: message.createdAt,
      ...(authorIsLow ? { lowLastReadId: message.id } : { highLastReadId: message.id }),
    })
    .where(eq(messengerConversations.id, conversation.id));
}

/** Advances the reader's read position (never backwards); returns the position now. */
export async function advanceRead(
  db: Executor,
  conversation: ConversationRow,
  readerId: number,
  messageId: number,
): Promise<number> {
  const isLow = conversation.lowUserId === readerId;
  const current = isLow ? conversation.lowLastReadId : conversation.highLastReadId;
  if (messageId <= current) return current;
  await db
    .update(messengerConversations)
    .set(isLow ? { lowLastReadId: messageId } : { highLastReadId: messageId })
    .where(eq(messengerConversations.id, conversation.id));
  return messageId;
}

export async function haveTraded(db: Executor, a: number, b: number): Promise<boolean> {
  const [row] = await db
    .select({ id: trades.id })
    .from(trades)
    .where(
      or(
        and(eq(trades.buyerId, a), eq(trades.sellerId, b)),
        and(eq(trades.buyerId, b), eq(trades.sellerId, a)),
      ),
    )
    .limit(1);
  return row !== undefined;
}
