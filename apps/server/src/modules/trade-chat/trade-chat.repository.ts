import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { tradeAttachments, tradeMessages, tradeReads, tradeRequirements, users } from '../../db/schema.js';

export type TradeAttachmentRow = typeof tradeAttachments.$inferSelect;
export type TradeRequirementRow = typeof tradeRequirements.$inferSelect;

/** Usernames by user id. */
export async function usernamesOf(db: Executor, ids: readonly number[]): Promise<Map<number, string>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(inArray(users.id, unique));
  return new Map(rows.map((row) => [row.id, row.username]));
}

/** The newest message id of a trade's chat (0 when empty). */
export async function lastMessageId(db: Executor, tradeId: number): Promise<number> {
  const [row] = await db
    .select({ id: sql<number | null>`max(${tradeMessages.id})`.mapWith(Number) })
    .from(tradeMessages)
    .where(eq(tradeMessages.tradeId, tradeId));
  return row?.id ?? 0;
}

export async function messageBelongsTo(db: Executor, tradeId: number, messageId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: tradeMessages.id })
    .from(tradeMessages)
    .where(and(eq(tradeMessages.id, messageId), eq(tradeMessages.tradeId, tradeId)));
  return row !== undefined;
}

/** Read receipts of a trade: user id → newest message read. */
export async function readsOf(db: Executor, tradeId: number): Promise<Map<number, number>> {
  const rows = await db
    .select({ userId: tradeReads.userId, last: tradeReads.lastReadMessageId })
    .from(tradeReads)
    .where(eq(tradeReads.tradeId, tradeId));
  return new Map(rows.map((row) => [row.userId, row.last]));
}

/**
 * Moves the reader's receipt forward (never back: receipts from an older tab arrive late). Answers
 * the receipt and whether it moved.
 */
export async function advanceRead(
  db: Executor,
  tradeId: number,
  userId: number,
  messageId: number,
): Promise<{ lastReadMessageId: number; readAt: Date; moved: boolean }> {
  const [before] = await db
    .select({ last: tradeReads.lastReadMessageId })
    .from(tradeReads)
    .where(and(eq(tradeReads.tradeId, tradeId), eq(tradeReads.userId, userId)));
  const [row] = await db
    .insert(tradeReads)
    .values({ tradeId, userId, lastReadMessageId: messageId })
    .onConflictDoUpdate({
      target: [tradeReads.tradeId, tradeReads.userId],
      set: {
        lastReadMessageId: sql`greatest(${tradeReads.lastReadMessageId}, excluded.last_read_message_id)`,
        readAt: sql`case when excluded.last_read_message_id > ${tradeReads.lastReadMessageId} then now() else ${tradeReads.readAt} end`,
      },
    })
    .returning({ last: tradeReads.lastReadMessageId, readAt: tradeReads.readAt });
  return {
    lastReadMessageId: row!.last,
    readAt: row!.readAt,
    moved: (before?.last ?? 0) < row!.last,
  };
}

/**
 * Notes that a staff member opened a disputed trade's chat (a receipt row at message 0, which a
 * later receipt moves on): from then on they hear its chat and status events (realtime/trade-watchers).
 * The disputes console may call it too when a moderator opens the dispute there.
 */
export async function watchTradeChat(db: Executor, tradeId: number, userId: number): Promise<void> {
  await db.insert(tradeReads).values({ tradeId, userId, lastReadMessageId: 0 }).onConflictDoNothing();
}

export async function insertAttachment(
  db: Executor,
  values: typeof tradeAttachments.$inferInsert,
): Promise<TradeAttachmentRow> {
  const [row] = await db.insert(tradeAttachments).values(values).returning();
  return row!;
}

export function listAttachments(db: Executor, tradeId: number): Promise<TradeAttachmentRow[]> {
  return db
    .select()
    .from(tradeAttachments)
    .where(eq(tradeAttachments.tradeId, tradeId))
    .orderBy(asc(tradeAttachments.createdAt), asc(tradeAttachments.id));
}

export async function findAttachments(
  db: Executor,
  tradeId: number,
  ids: readonly string[],
): Promise<TradeAttachmentRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(tradeAttachments)
    .where(and(eq(tradeAttachments.tradeId, tradeId), inArray(tradeAttachments.id, [...ids])));
}

/** The attachment messages of a trade: attachment id → the requirement ids its upload answered. */
export async function attachmentRequirementIds(
  db: Executor,
  tradeId: number,
): Promise<Map<string, number[]>> {
  const rows = await db
    .select({ payload: tradeMessages.payload })
    .from(tradeMessages)
    .where(and(eq(tradeMessages.tradeId, tradeId), eq(tradeMessages.kind, 'attachment')));
  const map = new Map<string, number[]>();
  for (const { payload } of rows) {
    if (typeof payload.attachmentId !== 'string') continue;
    const ids = Array.isArray(payload.requirementIds) ? payload.requirementIds.filter(Number.isInteger) : [];
    map.set(payload.attachmentId, ids as number[]);
  }
  return map;
}

export function listRequirements(db: Executor, tradeId: number): Promise<TradeRequirementRow[]> {
  return db
    .select()
    .from(tradeRequirements)
    .where(eq(tradeRequirements.tradeId, tradeId))
    .orderBy(asc(tradeRequirements.id));
}

/** Marks requirements as answered by an upload (locks them: the other side may be reviewing). */
export async function markRequirementsUploaded(
  db: Executor,
  tradeId: number,
  ids: readonly number[],
): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(tradeRequirements)
    .set({ status: 'UPLOADED', updatedAt: new Date() })
    .where(and(eq(tradeRequirements.tradeId, tradeId), inArray(tradeRequirements.id, [...ids])));
}
