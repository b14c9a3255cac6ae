import { asc, count, desc, eq, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { tradeAttachments, tradeMessages, trades, users } from '../../db/schema.js';
import { selectTradeRows, type TradeRow } from '../trade-lists/trade-lists.repository.js';

export type DisputeFilter = 'open' | 'settled' | 'all';

function filterCondition(filter: DisputeFilter): SQL {
  const disputed = isNotNull(trades.disputeOpenedAt);
  if (filter === 'open') return eq(trades.status, 'dispute_open');
  if (filter === 'settled') return sql`${disputed} and ${trades.status} <> 'dispute_open'`;
  return disputed;
}

/** Disputed trades: open ones first (oldest dispute first: it has waited longest), then settled ones. */
export async function listDisputes(
  db: Executor,
  filter: DisputeFilter,
  page: { limit: number; offset: number },
): Promise<{ rows: TradeRow[]; total: number }> {
  const condition = filterCondition(filter);
  const [rows, [totals]] = await Promise.all([
    selectTradeRows(db)
      .where(condition)
      .orderBy(
        desc(sql`(${trades.status} = 'dispute_open')`),
        sql`case when ${trades.status} = 'dispute_open' then ${trades.disputeOpenedAt} end asc`,
        desc(trades.disputeSettledAt),
        desc(trades.id),
      )
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(trades).where(condition),
  ]);
  return { rows, total: Number(totals?.total ?? 0) };
}

/** Usernames by id, for the opener and the moderator of each dispute on a page. */
export async function usernames(db: Executor, ids: readonly number[]): Promise<Map<number, string>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(inArray(users.id, unique));
  return new Map(rows.map((row) => [row.id, row.username]));
}

/** The whole chat, oldest first, with the authors' usernames. */
export function chatOf(db: Executor, tradeId: number) {
  return db
    .select({ message: tradeMessages, author: users.username })
    .from(tradeMessages)
    .leftJoin(users, eq(users.id, tradeMessages.authorId))
    .where(eq(tradeMessages.tradeId, tradeId))
    .orderBy(asc(tradeMessages.id))
    .limit(2000);
}

export function uploadsOf(db: Executor, tradeId: number) {
  return db
    .select({ upload: tradeAttachments, uploader: users.username })
    .from(tradeAttachments)
    .innerJoin(users, eq(users.id, tradeAttachments.uploaderId))
    .where(eq(tradeAttachments.tradeId, tradeId))
    .orderBy(asc(tradeAttachments.createdAt));
}
