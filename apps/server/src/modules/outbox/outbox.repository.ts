import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { outboxMessages } from '../../db/schema.js';

export type OutboxRow = typeof outboxMessages.$inferSelect;
export type NewOutboxRow = typeof outboxMessages.$inferInsert;

export async function insertMessage(db: Executor, row: NewOutboxRow): Promise<OutboxRow> {
  const [created] = await db.insert(outboxMessages).values(row).returning();
  if (!created) throw new Error('insert returned no row');
  return created;
}

export async function markDelivered(db: Executor, id: string): Promise<void> {
  await db.update(outboxMessages).set({ deliveredAt: new Date() }).where(eq(outboxMessages.id, id));
}

export async function markFailed(db: Executor, id: string, attempts: number, error: string): Promise<void> {
  await db
    .update(outboxMessages)
    .set({ attempts, lastError: error.slice(0, 500) })
    .where(eq(outboxMessages.id, id));
}

export function listMessages(
  db: Executor,
  filter: { recipient?: string; limit: number; offset: number },
): Promise<OutboxRow[]> {
  const conditions: SQL[] = [];
  if (filter.recipient) conditions.push(eq(outboxMessages.recipient, filter.recipient));
  return db
    .select()
    .from(outboxMessages)
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(desc(outboxMessages.createdAt))
    .limit(filter.limit)
    .offset(filter.offset);
}
