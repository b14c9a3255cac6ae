import { and, asc, eq, inArray, lte, or, sql } from 'drizzle-orm';
import {
  COMPLETED_TRADE_STATUSES,
  OPEN_TRADE_STATUSES,
  type RequirementTemplate,
  type TradeRowStatus,
} from '@p2p/shared';
import type { Executor } from '../../db/client.js';
import { offers, tradePolicyReads, tradeRequirements, trades, users } from '../../db/schema.js';
import type { TradeRow } from './trade-access.js';

export type NewTradeRow = typeof trades.$inferInsert;
export type TradeRequirementRow = typeof tradeRequirements.$inferSelect;

type Rows = { rows: Record<string, unknown>[] };
async function rows(db: Executor, query: ReturnType<typeof sql>): Promise<Record<string, unknown>[]> {
  return ((await db.execute(query)) as unknown as Rows).rows;
}

/** Locks the user's row: one trade start per user at a time, so counts and volumes stay true. */
export async function lockUser(db: Executor, userId: number): Promise<void> {
  await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

const openStatuses = OPEN_TRADE_STATUSES as TradeRowStatus[];
const completedStatuses = COMPLETED_TRADE_STATUSES as TradeRowStatus[];

const partyOf = (userId: number) => or(eq(trades.buyerId, userId), eq(trades.sellerId, userId));

/** Open trades (the escrow may still move) the user is a party of. */
export async function countOpenTrades(db: Executor, userId: number): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(trades)
    .where(and(partyOf(userId), inArray(trades.status, openStatuses)));
  return Number(row?.count ?? 0);
}

/** Completed trades (released or won by the buyer) the user was a party of. */
export async function countCompletedTrades(db: Executor, userId: number): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(trades)
    .where(and(partyOf(userId), inArray(trades.status, completedStatuses)));
  return Number(row?.count ?? 0);
}

/**
 * The USD value of the user's open and completed trades: an open trade holds its part of the lifetime
 * limit until it ends, so that two trades started at once cannot both fit in what is left.
 */
export async function usedVolumeUsdCents(db: Executor, userId: number): Promise<bigint> {
  const [row] = await rows(
    db,
    sql`select coalesce(sum(usd_value_cents), 0)::text as total from trades
        where (buyer_id = ${userId} or seller_id = ${userId})
          and status in (${sql.join(
            [...openStatuses, ...completedStatuses].map((status) => sql`${status}`),
            sql`, `,
          )})`,
  );
  return BigInt(String(row?.total ?? '0'));
}

export async function insertTrade(db: Executor, values: NewTradeRow): Promise<TradeRow> {
  const [row] = await db.insert(trades).values(values).returning();
  return row!;
}

export async function updateTrade(
  db: Executor,
  id: number,
  values: Partial<Omit<NewTradeRow, 'id' | 'hash'>>,
): Promise<TradeRow> {
  const [row] = await db
    .update(trades)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(trades.id, id))
    .returning();
  return row!;
}

export async function insertRequirements(
  db: Executor,
  tradeId: number,
  templates: readonly RequirementTemplate[],
): Promise<void> {
  if (templates.length === 0) return;
  await db.insert(tradeRequirements).values(templates.map((template) => ({ tradeId, ...template })));
}

export function listRequirements(db: Executor, tradeId: number): Promise<TradeRequirementRow[]> {
  return db
    .select()
    .from(tradeRequirements)
    .where(eq(tradeRequirements.tradeId, tradeId))
    .orderBy(asc(tradeRequirements.id));
}

export async function lockRequirement(
  db: Executor,
  tradeId: number,
  requirementId: number,
): Promise<TradeRequirementRow | undefined> {
  const [row] = await db
    .select()
    .from(tradeRequirements)
    .where(and(eq(tradeRequirements.tradeId, tradeId), eq(tradeRequirements.id, requirementId)))
    .for('update');
  return row;
}

export async function updateRequirement(
  db: Executor,
  id: number,
  values: { status: string; reviewedBy: number | null },
): Promise<TradeRequirementRow> {
  const [row] = await db
    .update(tradeRequirements)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(tradeRequirements.id, id))
    .returning();
  return row!;
}

/** Records that the user read a policy of the trade's offer; answers false when it was already recorded. */
export async function insertPolicyRead(
  db: Executor,
  input: { tradeId: number; userId: number; url: string },
): Promise<boolean> {
  const inserted = await db.insert(tradePolicyReads).values(input).onConflictDoNothing().returning();
  return inserted.length > 0;
}

export async function listPolicyReads(db: Executor, tradeId: number, userId: number): Promise<string[]> {
  const found = await db
    .select({ url: tradePolicyReads.url })
    .from(tradePolicyReads)
    .where(and(eq(tradePolicyReads.tradeId, tradeId), eq(tradePolicyReads.userId, userId)))
    .orderBy(asc(tradePolicyReads.readAt));
  return found.map((row) => row.url);
}

/**
 * Claims up to `limit` open trades whose window ended, locked and skipping rows another node holds,
 * so that several nodes expire different trades at once. Call inside the transaction that expires them.
 */
export async function claimExpiredTrades(db: Executor, now: Date, limit: number): Promise<TradeRow[]> {
  return db
    .select()
    .from(trades)
    .where(and(inArray(trades.status, ['not_funded', 'active_funded']), lte(trades.expiresAt, now)))
    .orderBy(asc(trades.expiresAt))
    .limit(limit)
    .for('update', { skipLocked: true });
}

/** What the trade page shows of a party, besides the users row. */
export interface PartyStats {
  totalTrades: number;
  totalPartners: number;
  btcTradedMinor: bigint;
  feedbackPositive: number;
  feedbackNegative: number;
  trustedCount: number;
  blockedCount: number;
}

export async function partyStats(db: Executor, userId: number): Promise<PartyStats> {
  const completed = sql.join(
    completedStatuses.map((status) => sql`${status}`),
    sql`, `,
  );
  const [trade] = await rows(
    db,
    sql`select count(*)::int as total,
               count(distinct case when buyer_id = ${userId} then seller_id else buyer_id end)::int as partners,
               coalesce(sum(case when coin = 'BTC' then crypto_amount else 0 end), 0)::text as btc
        from trades where (buyer_id = ${userId} or seller_id = ${userId}) and status in (${completed})`,
  );
  const [feedback] = await rows(
    db,
    sql`select count(*) filter (where rating = 'positive')::int as positive,
               count(*) filter (where rating = 'negative')::int as negative
        from trade_feedback where recipient_id = ${userId}`,
  );
  const [relations] = await rows(
    db,
    sql`select count(*) filter (where relation = 'trusted')::int as trusted,
               count(*) filter (where relation = 'blocked')::int as blocked
        from user_relations where target_user_id = ${userId}`,
  );
  return {
    totalTrades: Number(trade?.total ?? 0),
    totalPartners: Number(trade?.partners ?? 0),
    btcTradedMinor: BigInt(String(trade?.btc ?? '0')),
    feedbackPositive: Number(feedback?.positive ?? 0),
    feedbackNegative: Number(feedback?.negative ?? 0),
    trustedCount: Number(relations?.trusted ?? 0),
    blockedCount: Number(relations?.blocked ?? 0),
  };
}

/** The few offer columns the trade view shows (the offer may have changed or been deleted since). */
export async function findOfferRef(
  db: Executor,
  offerId: number,
): Promise<{ hash: string; flowType: string } | undefined> {
  const [row] = await db
    .select({ hash: offers.hash, flowType: offers.flowType })
    .from(offers)
    .where(eq(offers.id, offerId));
  return row;
}
