import { and, asc, eq, gt } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { tradeMessages } from '../../db/schema.js';

export type TradeMessageKind = 'text' | 'system' | 'moderator' | 'attachment' | 'bank_account';

export interface TradeMessageInput {
  tradeId: number;
  /** Null for system messages. */
  authorId: number | null;
  kind: TradeMessageKind;
  body?: string;
  payload?: Record<string, unknown>;
}

export type TradeMessageRow = typeof tradeMessages.$inferSelect;

/** Appends a message to the trade chat; call inside the transaction that makes the change it reports. */
export async function appendTradeMessage(db: Executor, input: TradeMessageInput): Promise<TradeMessageRow> {
  const [row] = await db
    .insert(tradeMessages)
    .values({
      tradeId: input.tradeId,
      authorId: input.authorId,
      kind: input.kind,
      body: input.body ?? '',
      payload: input.payload ?? {},
    })
    .returning();
  return row!;
}

/** The trade's messages after `afterId` (all when 0), oldest first. */
export function listTradeMessages(
  db: Executor,
  tradeId: number,
  afterId = 0,
  limit = 500,
): Promise<TradeMessageRow[]> {
  return db
    .select()
    .from(tradeMessages)
    .where(and(eq(tradeMessages.tradeId, tradeId), gt(tradeMessages.id, afterId)))
    .orderBy(asc(tradeMessages.id))
    .limit(limit);
}
