import { and, eq, gt, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { telegramLinkCodes, telegramLinks, telegramPoller } from '../../db/schema.js';

export type TelegramLinkRow = typeof telegramLinks.$inferSelect;

/** Saves a new link code, forgetting the user's earlier unused codes and everyone's long-expired ones. */
export async function insertLinkCode(
  db: Executor,
  input: { userId: number; codeHash: string; expiresAt: Date },
): Promise<void> {
  await db
    .delete(telegramLinkCodes)
    .where(
      or(
        and(eq(telegramLinkCodes.userId, input.userId), isNull(telegramLinkCodes.usedAt)),
        lt(telegramLinkCodes.expiresAt, sql`now() - interval '1 day'`),
      ),
    );
  await db.insert(telegramLinkCodes).values(input);
}

/** Marks an unexpired, unused code used and returns its user; a second use finds nothing. */
export async function consumeLinkCode(
  db: Executor,
  codeHash: string,
  now: Date,
): Promise<number | undefined> {
  const [row] = await db
    .update(telegramLinkCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(telegramLinkCodes.codeHash, codeHash),
        isNull(telegramLinkCodes.usedAt),
        gt(telegramLinkCodes.expiresAt, now),
      ),
    )
    .returning({ userId: telegramLinkCodes.userId });
  return row?.userId;
}

/** Links the chat to the user: the user's previous chat and the chat's previous account are unlinked. */
export async function linkChat(
  db: Executor,
  input: { userId: number; chatId: number; telegramUsername: string | null },
): Promise<void> {
  await db
    .delete(telegramLinks)
    .where(and(eq(telegramLinks.chatId, input.chatId), ne(telegramLinks.userId, input.userId)));
  await db
    .insert(telegramLinks)
    .values(input)
    .onConflictDoUpdate({
      target: telegramLinks.userId,
      set: { chatId: input.chatId, telegramUsername: input.telegramUsername, linkedAt: sql`now()` },
    });
}

export async function findLinkByUser(db: Executor, userId: number): Promise<TelegramLinkRow | undefined> {
  const [row] = await db.select().from(telegramLinks).where(eq(telegramLinks.userId, userId));
  return row;
}

export async function findLinkByChat(db: Executor, chatId: number): Promise<TelegramLinkRow | undefined> {
  const [row] = await db.select().from(telegramLinks).where(eq(telegramLinks.chatId, chatId));
  return row;
}

export async function deleteLinkByUser(db: Executor, userId: number): Promise<boolean> {
  const rows = await db.delete(telegramLinks).where(eq(telegramLinks.userId, userId)).returning();
  return rows.length > 0;
}

/** Unlinks a chat, but only from the account it was linked to when the caller looked (no lost relink). */
export async function deleteLinkByChat(db: Executor, chatId: number, userId?: number): Promise<boolean> {
  const rows = await db
    .delete(telegramLinks)
    .where(
      userId === undefined
        ? eq(telegramLinks.chatId, chatId)
        : and(eq(telegramLinks.chatId, chatId), eq(telegramLinks.userId, userId)),
    )
    .returning();
  return rows.length > 0;
}

/**
 * Takes (or renews) the poller lease when it is free, expired or already ours. Returns the next
 * update id to ask for, or undefined when another node holds the lease.
 */
export async function claimPollerLease(
  db: Executor,
  owner: string,
  leaseMs: number,
): Promise<{ nextUpdateId: number } | undefined> {
  const until = sql`now() + ${`${leaseMs} milliseconds`}::interval`;
  const [row] = await db
    .insert(telegramPoller)
    .values({ id: 1, leaseOwner: owner, leaseUntil: until })
    .onConflictDoUpdate({
      target: telegramPoller.id,
      set: { leaseOwner: owner, leaseUntil: until },
      setWhere: or(
        isNull(telegramPoller.leaseUntil),
        lt(telegramPoller.leaseUntil, sql`now()`),
        eq(telegramPoller.leaseOwner, owner),
      ),
    })
    .returning({ nextUpdateId: telegramPoller.nextUpdateId });
  return row;
}

/** Records the next update id to ask for; only the lease holder may move it. */
export async function saveNextUpdateId(db: Executor, owner: string, nextUpdateId: number): Promise<boolean> {
  const rows = await db
    .update(telegramPoller)
    .set({ nextUpdateId: sql`greatest(${telegramPoller.nextUpdateId}, ${nextUpdateId})` })
    .where(and(eq(telegramPoller.id, 1), eq(telegramPoller.leaseOwner, owner)))
    .returning({ id: telegramPoller.id });
  return rows.length > 0;
}

export async function releasePollerLease(db: Executor, owner: string): Promise<void> {
  await db
    .update(telegramPoller)
    .set({ leaseUntil: null })
    .where(and(eq(telegramPoller.id, 1), eq(telegramPoller.leaseOwner, owner)));
}
