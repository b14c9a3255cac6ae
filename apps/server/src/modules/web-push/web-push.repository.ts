import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { webPushSubscriptions } from '../../db/schema.js';

export type WebPushSubscriptionRow = typeof webPushSubscriptions.$inferSelect;

/** Saves a browser's subscription for the user; an endpoint already known moves to this user with its new keys. */
export async function upsertSubscription(
  db: Executor,
  input: { userId: number; endpoint: string; p256dh: string; auth: string; userAgent: string | null },
): Promise<WebPushSubscriptionRow> {
  const [row] = await db
    .insert(webPushSubscriptions)
    .values(input)
    .onConflictDoUpdate({
      target: webPushSubscriptions.endpoint,
      set: {
        userId: input.userId,
        p256dh: input.p256dh,
        auth: input.auth,
        userAgent: input.userAgent,
        createdAt: sql`case when ${webPushSubscriptions.userId} = ${input.userId} then ${webPushSubscriptions.createdAt} else now() end`,
      },
    })
    .returning();
  return row!;
}

export async function listSubscriptions(db: Executor, userId: number): Promise<WebPushSubscriptionRow[]> {
  return db
    .select()
    .from(webPushSubscriptions)
    .where(eq(webPushSubscriptions.userId, userId))
    .orderBy(desc(webPushSubscriptions.createdAt), desc(webPushSubscriptions.id));
}

export async function hasSubscription(db: Executor, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: webPushSubscriptions.id })
    .from(webPushSubscriptions)
    .where(eq(webPushSubscriptions.userId, userId))
    .limit(1);
  return row !== undefined;
}

/** Removes the user's subscriptions beyond the newest `keep` (a user rarely has more browsers). */
export async function trimSubscriptions(db: Executor, userId: number, keep: number): Promise<void> {
  const rows = await db
    .select({ id: webPushSubscriptions.id })
    .from(webPushSubscriptions)
    .where(eq(webPushSubscriptions.userId, userId))
    .orderBy(asc(webPushSubscriptions.createdAt), asc(webPushSubscriptions.id));
  const extra = rows.slice(0, Math.max(0, rows.length - keep)).map((row) => row.id);
  if (extra.length > 0) await db.delete(webPushSubscriptions).where(inArray(webPushSubscriptions.id, extra));
}

export async function deleteByEndpoint(db: Executor, userId: number, endpoint: string): Promise<boolean> {
  const rows = await db
    .delete(webPushSubscriptions)
    .where(and(eq(webPushSubscriptions.userId, userId), eq(webPushSubscriptions.endpoint, endpoint)))
    .returning({ id: webPushSubscriptions.id });
  return rows.length > 0;
}

export async function deleteById(db: Executor, userId: number, id: number): Promise<boolean> {
  const rows = await db
    .delete(webPushSubscriptions)
    .where(and(eq(webPushSubscriptions.userId, userId), eq(webPushSubscriptions.id, id)))
    .returning({ id: webPushSubscriptions.id });
  return rows.length > 0;
}

/** Drops a subscription the push service said is gone (404/410), whoever holds it now. */
export async function dropSubscription(db: Executor, id: number): Promise<void> {
  await db.delete(webPushSubscriptions).where(eq(webPushSubscriptions.id, id));
}

export async function markSuccess(db: Executor, id: number, at: Date): Promise<void> {
  await db.update(webPushSubscriptions).set({ lastSuccessAt: at }).where(eq(webPushSubscriptions.id, id));
}
