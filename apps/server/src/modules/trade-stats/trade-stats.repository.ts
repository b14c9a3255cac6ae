import { sql, type SQL } from 'drizzle-orm';
import { COMPLETED_TRADE_STATUSES, type Badge } from '@p2p/shared';
import type { Executor } from '../../db/client.js';
import { jsonValue, type FactColumn, type UserIdParam } from '../../db/fact-column.js';
import { staffBadgeSql } from '../staff-badges/staff-badge-sql.js';

/** A user's trading record, as profiles, offer cards and the offer page show it. */
export interface TradeStats {
  completedTrades: number;
  /** Distinct users they completed trades with. */
  partners: number;
  /** BTC moved in completed trades, in satoshis. */
  btcTraded: bigint;
  /** Completed volume per coin (coin minor units). */
  volumeByCoin: Record<string, bigint>;
  feedback: { positive: number; negative: number };
  /** Completed trades and partners in the last MONTHLY_STATS_DAYS days. */
  monthly: { trades: number; partners: number };
  /** Median seconds from paid to released when they sold; null before their first release. */
  medianReleaseSeconds: number | null;
  /** From the kept statistics (user_trade_stats, decision 035): */
  /** The badge shown: a staff-assigned one (operator, ceo, ambassador), else the earned one. */
  badge: Badge;
  /** Completed ÷ finished trades in whole percent; null before the first finished trade. */
  completionRate: number | null;
  /** Mean seconds from paid to released over their releases; null before the first. */
  avgReleaseSeconds: number | null;
}

export const MONTHLY_STATS_DAYS = 30;

export const EMPTY_TRADE_STATS: TradeStats = Object.freeze({
  completedTrades: 0,
  partners: 0,
  btcTraded: 0n,
  volumeByCoin: {},
  feedback: { positive: 0, negative: 0 },
  monthly: { trades: 0, partners: 0 },
  medianReleaseSeconds: null,
  badge: 'no_badge',
  completionRate: null,
  avgReleaseSeconds: null,
});

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
// PGlite answers int8 as a number, node-postgres as a string: normalise both.
const int = (value: unknown) => (value === null || value === undefined ? 0 : Number(value));
const big = (value: unknown) => (value === null || value === undefined ? 0n : BigInt(String(value)));

/** The kept figures a card shows, from user_trade_stats columns (also read by the offer search). */
export function keptFigures(row: {
  completed: unknown;
  finished: unknown;
  releaseSum: unknown;
  releaseCount: unknown;
  badge: unknown;
  /** A staff badge (operator, ceo, ambassador: staffBadgeSql) or null. */
  staffBadge: unknown;
}): Pick<TradeStats, 'badge' | 'completionRate' | 'avgReleaseSeconds'> {
  const finished = int(row.finished);
  const releases = int(row.releaseCount);
  return {
    badge: (row.staffBadge as Badge | null) ?? (row.badge as Badge | null) ?? 'no_badge',
    // Rounded down, so 100 % means every finished trade completed.
    completionRate: finished === 0 ? null : Math.floor((int(row.completed) * 100) / finished),
    avgReleaseSeconds: releases === 0 ? null : Math.round(int(row.releaseSum) / releases),
  };
}

const completed = sql.raw(COMPLETED_TRADE_STATUSES.map((status) => `'${status}'`).join(', '));
const idList = (ids: readonly number[]): SQL =>
  sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );

/**
 * Stats of many users in one statement (grouped subqueries joined per user, not one query per user or
 * per aggregate), with the kept figures of user_trade_stats. Profiles and the offer page read these:
 * the 30-day figures and the median need the trades themselves. Listing cards read only the kept row,
 * joined in the search's own query (decision 035).
 */
export async function tradeStatsOf(
  db: Executor,
  userIds: readonly number[],
): Promise<Map<number, TradeStats>> {
  const ids = [...new Set(userIds)];
  const stats = new Map<number, TradeStats>();
  if (ids.length === 0) return stats;
  const list = idList(ids);
  const monthly = sql`t.completed_at > now() - make_interval(days => ${MONTHLY_STATS_DAYS})`;
  const result = await db.execute(sql`
    select u.user_id, c.trades, c.partners, c.monthly_trades, c.monthly_partners, v.volumes,
      f.positive, f.negative, r.median, s.completed_trades as kept_completed, s.finished_trades,
      s.release_seconds_sum, s.release_count, s.badge, ${staffBadgeSql(sql`u.user_id`)} as staff_badge
    from (select unnest(array[${list}]::int[]) as user_id) u
    left join user_trade_stats s on s.user_id = u.user_id
    left join (
      select p.user_id, count(*)::int as trades, count(distinct p.partner_id)::int as partners,
        (count(*) filter (where ${monthly}))::int as monthly_trades,
        (count(distinct p.partner_id) filter (where ${monthly}))::int as monthly_partners
      from trades t
      cross join lateral (values (t.buyer_id, t.seller_id), (t.seller_id, t.buyer_id)) as p(user_id, partner_id)
      where p.user_id in (${list}) and t.status in (${completed})
      group by p.user_id) c on c.user_id = u.user_id
    left join (
      select user_id, json_object_agg(coin, volume) as volumes from (
        select p.user_id, t.coin, sum(t.crypto_amount)::text as volume
        from trades t
        cross join lateral (values (t.buyer_id), (t.seller_id)) as p(user_id)
        where p.user_id in (${list}) and t.status in (${completed})
        group by p.user_id, t.coin) per_coin
      group by user_id) v on v.user_id = u.user_id
    left join (
      select recipient_id as user_id,
        (count(*) filter (where rating = 'positive'))::int as positive,
        (count(*) filter (where rating = 'negative'))::int as negative
      from trade_feedback where recipient_id in (${list}) group by recipient_id) f on f.user_id = u.user_id
    left join (
      select seller_id as user_id,
        percentile_cont(0.5) within group (order by extract(epoch from completed_at - paid_at)) as median
      from trades
      where seller_id in (${list}) and status = 'released' and paid_at is not null and completed_at is not null
      group by seller_id) r on r.user_id = u.user_id`);
  for (const row of rowsOf<Record<string, unknown>>(result)) {
    const volumes = jsonValue<Record<string, string>>(row.volumes) ?? {};
    const volumeByCoin = Object.fromEntries(
      Object.entries(volumes).map(([coin, value]) => [coin, big(value)]),
    );
    stats.set(int(row.user_id), {
      completedTrades: int(row.trades),
      partners: int(row.partners),
      btcTraded: volumeByCoin.BTC ?? 0n,
      volumeByCoin,
      feedback: { positive: int(row.positive), negative: int(row.negative) },
      monthly: { trades: int(row.monthly_trades), partners: int(row.monthly_partners) },
      medianReleaseSeconds:
        row.median === null || row.median === undefined ? null : Math.round(Number(row.median)),
      ...keptFigures({
        completed: row.kept_completed,
        finished: row.finished_trades,
        releaseSum: row.release_seconds_sum,
        releaseCount: row.release_count,
        badge: row.badge,
        staffBadge: row.staff_badge,
      }),
    });
  }
  return stats;
}

/** One user's stats. */
export async function tradeStatsOfUser(db: Executor, userId: number): Promise<TradeStats> {
  return (await tradeStatsOf(db, [userId])).get(userId)!;
}

/** How many trades the user completed (the viewer's "new buyer" and minimum-trades checks). */
export async function completedTradesOf(db: Executor, userId: number): Promise<number> {
  const [row] = rowsOf<{ total: unknown }>(
    await db.execute(sql`
      select count(*) as total from trades
      where (buyer_id = ${userId} or seller_id = ${userId}) and status in (${completed})`),
  );
  return int(row?.total);
}

/** completedTradesOf as a column of a query that reads several modules' facts of the user. */
export function completedTradesColumn(userId: UserIdParam): FactColumn<number> {
  return {
    sql: sql`(select count(*)::int from trades
      where (buyer_id = ${userId} or seller_id = ${userId}) and status in (${completed}))`,
    read: int,
  };
}

/** Whether two users have a trade together (any status): "trade partners" for profile visibility. */
export async function haveTradedTogether(db: Executor, userId: number, otherId: number): Promise<boolean> {
  const rows = rowsOf<{ found: unknown }>(
    await db.execute(sql`
      select 1 as found from trades
      where (buyer_id = ${userId} and seller_id = ${otherId}) or (buyer_id = ${otherId} and seller_id = ${userId})
      limit 1`),
  );
  return rows.length > 0;
}
