import {
  accountAgeDays,
  BADGE_RULES_VERSION,
  COMPLETED_TRADE_STATUSES,
  earnedBadge,
  isFinalStatus,
  type EarnedBadge,
  type TradeRowStatus,
} from '@p2p/shared';
import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import type { trades } from '../../db/schema.js';

/**
 * Keeping user_trade_stats up to date (decision 035). Every change is an atomic
 * `insert … on conflict do update set x = x + delta` in the transaction of the trade transition (or
 * the feedback) that causes it: the row lock it takes serialises concurrent completions of one user's
 * trades, so none is lost, and the badge computed from the returned row is the one of the latest
 * figures. Rows are written in user id order so two transactions never wait on each other in a cycle.
 */

type TradeRow = typeof trades.$inferSelect;
type RawRow = Record<string, unknown>;

const rowsOf = (result: unknown) => (result as { rows: RawRow[] }).rows;
const int = (value: unknown) => (value === null || value === undefined ? 0 : Number(value));
const big = (value: unknown) => (value === null || value === undefined ? 0n : BigInt(String(value)));
const seconds = (from: Date | null, to: Date | null) =>
  from && to ? Math.max(0, Math.round((to.getTime() - from.getTime()) / 1000)) : null;

const CANCELLED_STATUSES: readonly string[] = ['cancelled_buyer', 'cancelled_seller', 'cancelled_system'];

/** What one finished trade adds to one party's row. */
interface Delta {
  userId: number;
  completed: number;
  cancelled: number;
  expired: number;
  disputesLost: number;
  newPartner: number;
  usdCents: bigint;
  releaseSeconds: number | null;
  paySeconds: number | null;
}

/** The columns of the statistics row the badge rules read, with the account's creation. */
const BADGE_COLUMNS = sql.raw(`s.user_id, s.completed_trades, s.finished_trades, s.partners,
  s.volume_usd_cents::text as volume_usd_cents, s.feedback_positive, s.feedback_negative,
  s.disputes_lost, s.badge, s.badge_rules_version, u.created_at`);

function badgeOf(row: RawRow, now: Date): EarnedBadge {
  return earnedBadge({
    completedTrades: int(row.completed_trades),
    finishedTrades: int(row.finished_trades),
    partners: int(row.partners),
    volumeUsdCents: big(row.volume_usd_cents),
    feedbackPositive: int(row.feedback_positive),
    feedbackNegative: int(row.feedback_negative),
    disputesLost: int(row.disputes_lost),
    accountAgeDays: accountAgeDays(new Date(row.created_at as string), now),
  });
}

/**
 * Stores the badges the rows earn where they differ from the stored ones (or were computed by older
 * rules); one statement, and only when something changed.
 */
async function storeBadges(db: Executor, rows: readonly RawRow[], now: Date): Promise<void> {
  const changed = rows
    .map((row) => ({ userId: int(row.user_id), badge: badgeOf(row, now), row }))
    .filter(({ badge, row }) => badge !== row.badge || int(row.badge_rules_version) !== BADGE_RULES_VERSION);
  if (changed.length === 0) return;
  const values = sql.join(
    changed.map(({ userId, badge }) => sql`(${userId}::int, ${badge}::text)`),
    sql`, `,
  );
  await db.execute(sql`update user_trade_stats s set badge = v.badge,
      badge_rules_version = ${BADGE_RULES_VERSION}, updated_at = now()
    from (values ${values}) as v(user_id, badge) where s.user_id = v.user_id`);
}

/** The deltas of a trade that just reached a final status, for its buyer and its seller. */
function deltasOf(trade: TradeRow, newPartners: ReadonlySet<number>): Delta[] {
  const status = trade.status as TradeRowStatus;
  const completed = COMPLETED_TRADE_STATUSES.includes(status);
  const party = (userId: number, role: 'buyer' | 'seller'): Delta => ({
    userId,
    completed: completed ? 1 : 0,
    cancelled: CANCELLED_STATUSES.includes(status) ? 1 : 0,
    expired: status === 'expired' ? 1 : 0,
    disputesLost:
      (status === 'dispute_won_buyer' && role === 'seller') ||
      (status === 'dispute_won_seller' && role === 'buyer')
        ? 1
        : 0,
    newPartner: newPartners.has(userId) ? 1 : 0,
    usdCents: completed ? trade.usdValueCents : 0n,
    // Release time is the seller's own (a moderator's award is not); pay time the buyer's.
    releaseSeconds:
      role === 'seller' && status === 'released' ? seconds(trade.paidAt, trade.completedAt) : null,
    paySeconds: role === 'buyer' ? seconds(trade.startedAt, trade.paidAt) : null,
  });
  return [party(trade.buyerId, 'buyer'), party(trade.sellerId, 'seller')].sort((a, b) => a.userId - b.userId);
}

/** A new pair of trade partners: inserted rows are the users who gained a partner. */
async function recordPartners(db: Executor, trade: TradeRow): Promise<Set<number>> {
  const pairs = [
    [trade.buyerId, trade.sellerId],
    [trade.sellerId, trade.buyerId],
  ].sort((a, b) => a[0]! - b[0]!);
  const values = sql.join(
    pairs.map(([userId, partnerId]) => sql`(${userId}::int, ${partnerId}::int)`),
    sql`, `,
  );
  const inserted = rowsOf(
    await db.execute(sql`insert into user_trade_partners (user_id, partner_id) values ${values}
      on conflict do nothing returning user_id`),
  );
  return new Set(inserted.map((row) => int(row.user_id)));
}

function volumeSql(trade: TradeRow, completed: boolean): { insert: SQL; update: SQL } {
  if (!completed) return { insert: sql`'{}'::jsonb`, update: sql`s.volume_by_coin` };
  const coin = trade.coin;
  const amount = trade.cryptoAmount.toString();
  return {
    insert: sql`jsonb_build_object(${coin}::text, ${amount}::text)`,
    update: sql`s.volume_by_coin || jsonb_build_object(${coin}::text,
      (coalesce((s.volume_by_coin ->> ${coin}::text)::numeric, 0) + ${amount}::numeric)::text)`,
  };
}

/**
 * Adds a trade that just reached a final status to both parties' rows, then stores the badges the
 * new figures earn. Three statements for a completed trade (partners, figures, badges when changed),
 * two for a cancelled or expired one (one when no badge changes).
 */
async function recordFinishedTrade(db: Executor, trade: TradeRow, now: Date): Promise<void> {
  const completed = COMPLETED_TRADE_STATUSES.includes(trade.status as TradeRowStatus);
  const newPartners = completed ? await recordPartners(db, trade) : new Set<number>();
  const deltas = deltasOf(trade, newPartners);
  const at = trade.completedAt ?? trade.cancelledAt ?? now;
  const values = sql.join(
    deltas.map(
      (d) => sql`(${d.userId}::int, ${d.completed}::int, 1, ${d.cancelled}::int, ${d.expired}::int,
        ${d.disputesLost}::int, ${d.newPartner}::int, ${d.usdCents.toString()}::bigint,
        ${d.releaseSeconds ?? 0}::bigint, ${d.releaseSeconds === null ? 0 : 1}::int,
        ${d.paySeconds ?? 0}::bigint, ${d.paySeconds === null ? 0 : 1}::int, ${at}::timestamptz)`,
    ),
    sql`, `,
  );
  const volume = volumeSql(trade, completed);
  const result = await db.execute(sql`
    with up as (
      insert into user_trade_stats as s (user_id, completed_trades, finished_trades, cancelled_trades,
        expired_trades, disputes_lost, partners, volume_usd_cents, release_seconds_sum, release_count,
        pay_seconds_sum, pay_count, last_trade_at, volume_by_coin)
      select v.*, case when v.completed > 0 then ${volume.insert} else '{}'::jsonb end
      from (values ${values}) as v(user_id, completed, finished, cancelled, expired, lost, partners, usd,
        release_sum, release_count, pay_sum, pay_count, at)
      order by v.user_id
      on conflict (user_id) do update set
        completed_trades = s.completed_trades + excluded.completed_trades,
        finished_trades = s.finished_trades + excluded.finished_trades,
        cancelled_trades = s.cancelled_trades + excluded.cancelled_trades,
        expired_trades = s.expired_trades + excluded.expired_trades,
        disputes_lost = s.disputes_lost + excluded.disputes_lost,
        partners = s.partners + excluded.partners,
        volume_usd_cents = s.volume_usd_cents + excluded.volume_usd_cents,
        release_seconds_sum = s.release_seconds_sum + excluded.release_seconds_sum,
        release_count = s.release_count + excluded.release_count,
        pay_seconds_sum = s.pay_seconds_sum + excluded.pay_seconds_sum,
        pay_count = s.pay_count + excluded.pay_count,
        last_trade_at = greatest(s.last_trade_at, excluded.last_trade_at),
        volume_by_coin = ${volume.update},
        updated_at = now()
      returning s.*)
    select ${BADGE_COLUMNS} from up s join users u on u.id = s.user_id`);
  await storeBadges(db, rowsOf(result), now);
}

/** Counts a dispute opened by `userId` (a party's action). */
async function recordDisputeOpened(db: Executor, userId: number): Promise<void> {
  await db.execute(sql`insert into user_trade_stats as s (user_id, disputes_opened) values (${userId}, 1)
    on conflict (user_id) do update set disputes_opened = s.disputes_opened + 1, updated_at = now()`);
}

/**
 * What a trade transition changes in the statistics; call it in the transition's transaction with
 * the updated trade. Only a dispute being opened and a trade reaching a final status count.
 */
export async function recordTradeTransition(db: Executor, trade: TradeRow, now: Date): Promise<void> {
  if (trade.status === 'dispute_open') {
    if (trade.disputeOpenedBy !== null) await recordDisputeOpened(db, trade.disputeOpenedBy);
    return;
  }
  if (isFinalStatus(trade.status as TradeRowStatus)) await recordFinishedTrade(db, trade, now);
}

/**
 * Recounts the feedback `recipientId` received after one was given or edited, then stores the badge.
 * The first statement locks the row (creating it if needed); the count runs after it, so it sees
 * every feedback committed before the lock was granted and none is lost to a concurrent one.
 */
export async function refreshFeedbackOf(db: Executor, recipientId: number, now = new Date()): Promise<void> {
  await db.execute(sql`insert into user_trade_stats as s (user_id) values (${recipientId})
    on conflict (user_id) do update set updated_at = now()`);
  const result = await db.execute(sql`
    with counted as (
      select (count(*) filter (where rating = 'positive'))::int as positive,
        (count(*) filter (where rating = 'negative'))::int as negative
      from trade_feedback where recipient_id = ${recipientId}),
    up as (
      update user_trade_stats s set feedback_positive = c.positive, feedback_negative = c.negative
      from counted c where s.user_id = ${recipientId} returning s.*)
    select ${BADGE_COLUMNS} from up s join users u on u.id = s.user_id`);
  await storeBadges(db, rowsOf(result), now);
}

/**
 * Recomputes the badges stored by older rules (BADGE_RULES_VERSION) or never computed (the rows the
 * migration backfilled); run at start under the setup lock, in pages of 500.
 */
export async function refreshStaleBadges(db: Executor, now = new Date()): Promise<number> {
  let total = 0;
  for (;;) {
    const rows = rowsOf(
      await db.execute(sql`select ${BADGE_COLUMNS} from user_trade_stats s join users u on u.id = s.user_id
        where s.badge_rules_version <> ${BADGE_RULES_VERSION} order by s.user_id limit 500`),
    );
    if (rows.length === 0) return total;
    await storeBadges(db, rows, now);
    total += rows.length;
  }
}
