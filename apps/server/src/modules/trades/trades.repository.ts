import { and, asc, eq, inArray, lte, notInArray, or, sql, type SQL } from 'drizzle-orm';
import {
  COMPLETED_TRADE_STATUSES,
  OPEN_TRADE_STATUSES,
  type RequirementTemplate,
  type TradeRowStatus,
} from '@p2p/shared';
import type { Executor } from '../../db/client.js';
import { offers, tradePolicyReads, tradeRequirements, trades, users } from '../../db/schema.js';
import type { TradeRow } from './trade-access.js';
import { openDemandSql } from '../kyc-demands/kyc-demands.repository.js';

export type NewTradeRow = typeof trades.$inferInsert;
export type TradeRequirementRow = typeof tradeRequirements.$inferSelect;

type Rows = { rows: Record<string, unknown>[] };
async function rows(db: Executor, query: ReturnType<typeof sql>): Promise<Record<string, unknown>[]> {
  return ((await db.execute(query)) as unknown as Rows).rows;
}

const openStatuses = OPEN_TRADE_STATUSES as TradeRowStatus[];
const completedStatuses = COMPLETED_TRADE_STATUSES as TradeRowStatus[];

const partyOf = (userId: number) => or(eq(trades.buyerId, userId), eq(trades.sellerId, userId));

/** What the start checks of the taker, read with their row locked. */
export interface TakerFacts {
  verificationLevel: string;
  registrationGroup: number;
  fullNameVisibilityType: string;
  countryIso: string | null;
  /** Staff forced an identity verification not approved yet (kyc-demands, decision 040). */
  idVerificationForced: boolean;
  /** A demo account (decision 044): trades only with demo vendors. */
  isDemo: boolean;
}

/**
 * Locks the taker's row (one trade start per taker at a time, so their open-trade count and used
 * volume stay true) and answers what the start checks of them, in one statement. FOR NO KEY UPDATE,
 * not FOR UPDATE: it still excludes the taker's other starts, but not the key-share locks that rows
 * referencing this user take (another start inserting a trade with this user as its vendor), which
 * would deadlock two users starting trades on each other's offers at once.
 */
export async function lockTaker(db: Executor, userId: number): Promise<TakerFacts | undefined> {
  const [row] = await rows(
    db,
    sql`select u.verification_level, u.registration_group, u.full_name_visibility_type, c.iso, u.is_demo,
          ${openDemandSql(sql`u.id`, 'forced_verification')} as id_forced
        from users u left join countries c on c.id = u.country_id
        where u.id = ${userId} for no key update of u`,
  );
  if (!row) return undefined;
  return {
    verificationLevel: String(row.verification_level),
    registrationGroup: Number(row.registration_group),
    fullNameVisibilityType: String(row.full_name_visibility_type),
    countryIso: row.iso == null ? null : String(row.iso),
    idVerificationForced: row.id_forced === true,
    isDemo: row.is_demo === true,
  };
}

/**
 * Takes a key-share lock on the row of the offer's owner, before the offer row is locked. Inserting
 * the trade takes that lock anyway (its foreign keys); taken only then, the start would wait for it
 * while holding the offer row, and an owner's own work that locks their user row and then their offer
 * (promotion, bank account links) would deadlock with it. Answers whether the owner is a demo
 * account (decision 044); false when there is no such offer.
 */
export async function keyShareOfferOwner(db: Executor, offerHash: string): Promise<{ isDemo: boolean }> {
  const [row] = await rows(
    db,
    sql`select is_demo from users
        where id = (select owner_id from offers where hash = ${offerHash} and deleted_at is null)
        for key share`,
  );
  return { isDemo: row?.is_demo === true };
}

/**
 * Key-share locks on the parties' rows, taken before a transition locks the offer row: the events
 * inserted at its end take them anyway (foreign keys), and waiting for them while holding the offer
 * would deadlock with an owner's work that locks their user row, then their offer.
 */
export async function keyShareUsers(db: Executor, userIds: readonly number[]): Promise<void> {
  await db
    .select({ id: users.id })
    .from(users)
    .where(inArray(users.id, [...userIds]))
    .for('key share');
}

/** How the owner and the taker marked each other (trusted or blocked), both ways in one statement. */
export async function relationsBetween(
  db: Executor,
  ownerId: number,
  takerId: number,
): Promise<{ ownerToTaker?: string; takerToOwner?: string }> {
  const found = await rows(
    db,
    sql`select user_id, relation from user_relations
        where (user_id = ${ownerId} and target_user_id = ${takerId})
           or (user_id = ${takerId} and target_user_id = ${ownerId})`,
  );
  const of = (userId: number) =>
    found.find((row) => Number(row.user_id) === userId)?.relation as string | undefined;
  return { ownerToTaker: of(ownerId), takerToOwner: of(takerId) };
}

/** The user's trade figures the start checks: completed and open trades, and their used USD volume. */
export interface TradeCounts {
  completed: number;
  open: number;
  /** USD cents of open and completed trades (see usedVolumeUsdCents). */
  usedUsdCents: bigint;
}

const statusList = (statuses: readonly TradeRowStatus[]) =>
  sql.join(
    statuses.map((status) => sql`${status}`),
    sql`, `,
  );

export async function tradeCountsOf(db: Executor, userId: number): Promise<TradeCounts> {
  const [row] = await rows(
    db,
    sql`select count(*) filter (where status in (${statusList(completedStatuses)}))::int as completed,
               count(*) filter (where status in (${statusList(openStatuses)}))::int as open,
               coalesce(sum(usd_value_cents) filter (
                 where status in (${statusList([...openStatuses, ...completedStatuses])})), 0)::text as used
        from trades where buyer_id = ${userId} or seller_id = ${userId}`,
  );
  return {
    completed: Number(row?.completed ?? 0),
    open: Number(row?.open ?? 0),
    usedUsdCents: BigInt(String(row?.used ?? '0')),
  };
}

/** The IP of the user's newest session that has one: an SQL value to insert with the trade. */
export const latestSessionIpSql = (userId: number) =>
  sql`(select ip from sessions where user_id = ${userId} and ip is not null order by created_at desc limit 1)`;

/** The address of the user's latest session that has one, or null. */
export async function latestSessionIp(db: Executor, userId: number): Promise<string | null> {
  const result = (await db.execute(sql`select ${latestSessionIpSql(userId)} as ip`)) as unknown as {
    rows: { ip: string | null }[];
  };
  return result.rows[0]?.ip ?? null;
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

export async function insertTrade(
  db: Executor,
  values: Omit<NewTradeRow, 'vendorIp'> & { vendorIp: NewTradeRow['vendorIp'] | SQL },
): Promise<TradeRow> {
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

const EXPIRABLE: TradeRowStatus[] = ['not_funded', 'active_funded'];
/**
 * Not paused by an operator's halt (decision 036): neither marked paused nor of a coin a halt covers
 * now (a trade started on a node that had not yet heard of the halt has no mark).
 */
const timerRunning = sql`${trades.timerPausedAt} is null and not exists (
  select 1 from trading_halts h where h.lifted_at is null and (h.coin is null or h.coin = ${trades.coin}))`;

/**
 * Up to `limit` open trades whose window ended, oldest first, not locked (candidates for expiry),
 * leaving out those this run already tried.
 */
export async function listExpiredTradeHashes(
  db: Executor,
  now: Date,
  limit: number,
  tried: readonly string[] = [],
): Promise<string[]> {
  const found = await db
    .select({ hash: trades.hash })
    .from(trades)
    .where(
      and(
        inArray(trades.status, EXPIRABLE),
        lte(trades.expiresAt, now),
        timerRunning,
        tried.length > 0 ? notInArray(trades.hash, [...tried]) : undefined,
      ),
    )
    .orderBy(asc(trades.expiresAt))
    .limit(limit);
  return found.map((row) => row.hash);
}

/**
 * Claims one expired trade: locked, or undefined when another node holds it (SKIP LOCKED) or it is no
 * longer open and past its window. Call inside the transaction that expires it.
 */
export async function claimExpiredTrade(
  db: Executor,
  hash: string,
  now: Date,
): Promise<TradeRow | undefined> {
  const [row] = await db
    .select()
    .from(trades)
    .where(
      and(eq(trades.hash, hash), inArray(trades.status, EXPIRABLE), lte(trades.expiresAt, now), timerRunning),
    )
    .for('update', { skipLocked: true });
  return row;
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

/** The trade page's figures of several users (the two parties), in one statement. */
export async function partyStatsOf(
  db: Executor,
  userIds: readonly number[],
): Promise<Map<number, PartyStats>> {
  const ids = sql.join(
    userIds.map((id) => sql`(${id}::int)`),
    sql`, `,
  );
  const found = await rows(
    db,
    sql`select p.id, t.total, t.partners, t.btc, f.positive, f.negative, r.trusted, r.blocked
        from (values ${ids}) as p(id)
        cross join lateral (
          select count(*)::int as total,
                 count(distinct case when buyer_id = p.id then seller_id else buyer_id end)::int as partners,
                 coalesce(sum(case when coin = 'BTC' then crypto_amount else 0 end), 0)::text as btc
          from trades where (buyer_id = p.id or seller_id = p.id)
            and status in (${statusList(completedStatuses)})) t
        cross join lateral (
          select count(*) filter (where rating = 'positive')::int as positive,
                 count(*) filter (where rating = 'negative')::int as negative
          from trade_feedback where recipient_id = p.id) f
        cross join lateral (
          select count(*) filter (where relation = 'trusted')::int as trusted,
                 count(*) filter (where relation = 'blocked')::int as blocked
          from user_relations where target_user_id = p.id) r`,
  );
  const stats = new Map<number, PartyStats>();
  for (const row of found) {
    stats.set(Number(row.id), {
      totalTrades: Number(row.total ?? 0),
      totalPartners: Number(row.partners ?? 0),
      btcTradedMinor: BigInt(String(row.btc ?? '0')),
      feedbackPositive: Number(row.positive ?? 0),
      feedbackNegative: Number(row.negative ?? 0),
      trustedCount: Number(row.trusted ?? 0),
      blockedCount: Number(row.blocked ?? 0),
    });
  }
  return stats;
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
