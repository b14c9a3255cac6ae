import {
  COMPLETED_TRADE_STATUSES,
  completionRate,
  isFinalStatus,
  TRADE_ROW_STATUSES,
  type CryptoCode,
  type FinishedTradeGroup,
  type StatisticsRange,
  type TradeRowStatus,
  type TraderStatisticsInput,
} from '@p2p/shared';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { jsonValue } from '../../db/fact-column.js';

const quoted = (statuses: readonly string[]) => sql.raw(statuses.map((status) => `'${status}'`).join(', '));
const FINAL = quoted(TRADE_ROW_STATUSES.filter((status) => isFinalStatus(status)));
const COMPLETED = quoted(COMPLETED_TRADE_STATUSES);

/** A bucket start as the domain's bucketsOf writes it (toISOString of a UTC moment). */
export const bucketColumn = (moment: ReturnType<typeof sql>, bucket: StatisticsRange['bucket']) =>
  sql`to_char(date_trunc(${bucket}, ${moment} at time zone 'UTC'), 'YYYY-MM-DD"T"HH24:MI:SS".000Z"')`;

const int = (value: unknown) => (value === null || value === undefined ? 0 : Number(value));

interface GroupRow {
  status: TradeRowStatus;
  role: 'buyer' | 'seller';
  coin: CryptoCode;
  slug: string;
  name: string;
  bucket: string;
  trades: number;
  amount: string;
  usd_cents: string;
}

/**
 * What the trader statistics are computed from (decision 039), in one statement: the caller's trades
 * that finished in the range grouped by outcome, side, coin, method and bucket; disputes opened in it;
 * the pay and release times (the buyer's start → paid, the seller's own paid → released, as decision
 * 035 counts them); distinct partners of completed trades; and the lifetime row of user_trade_stats.
 * The trades are found through the buyer and seller indexes.
 */
export async function traderStatisticsFacts(
  db: Executor,
  userId: number,
  range: StatisticsRange,
): Promise<Omit<TraderStatisticsInput, 'range'>> {
  const from = range.from.toISOString();
  const result = await db.execute(sql`
    with mine as (
      select t.status, t.coin, t.crypto_amount, t.usd_value_cents, t.payment_method_id, t.started_at,
        t.paid_at, t.completed_at, t.dispute_opened_at, t.dispute_opened_by,
        case when t.buyer_id = ${userId} then 'buyer' else 'seller' end as role,
        case when t.buyer_id = ${userId} then t.seller_id else t.buyer_id end as partner_id,
        coalesce(t.completed_at, t.cancelled_at, t.dispute_settled_at) as finished_at
      from trades t
      where (t.buyer_id = ${userId} or t.seller_id = ${userId})
        and (t.completed_at >= ${from} or t.cancelled_at >= ${from} or t.dispute_settled_at >= ${from}
          or t.dispute_opened_at >= ${from} or t.paid_at >= ${from}))
    select
      (select coalesce(json_agg(g), '[]'::json) from (
        select m.status, m.role, m.coin, pm.slug, pm.name,
          ${bucketColumn(sql`m.finished_at`, range.bucket)} as bucket,
          count(*)::int as trades, sum(m.crypto_amount)::text as amount,
          sum(m.usd_value_cents)::text as usd_cents
        from mine m join payment_methods pm on pm.id = m.payment_method_id
        where m.finished_at >= ${from} and m.status in (${FINAL})
        group by 1, 2, 3, 4, 5, 6) g) as finished,
      (select coalesce(json_agg(d), '[]'::json) from (
        select coalesce(dispute_opened_by = ${userId}, false) as "byYou", count(*)::int as trades
        from mine where dispute_opened_at >= ${from} group by 1) d) as disputes,
      (select coalesce(json_agg(greatest(0, round(extract(epoch from paid_at - started_at)))::int), '[]'::json)
        from mine where role = 'buyer' and paid_at >= ${from}) as pay_seconds,
      (select coalesce(json_agg(greatest(0, round(extract(epoch from completed_at - paid_at)))::int), '[]'::json)
        from mine where role = 'seller' and status = 'released' and completed_at >= ${from}
          and paid_at is not null) as release_seconds,
      (select count(distinct partner_id)::int from mine
        where status in (${COMPLETED}) and finished_at >= ${from}) as partners,
      (select row_to_json(s) from (
        select completed_trades, finished_trades, partners, disputes_opened, disputes_lost
        from user_trade_stats where user_id = ${userId}) s) as lifetime`);
  const row = (result as unknown as { rows: Record<string, unknown>[] }).rows[0]!;
  const kept = jsonValue<Record<string, unknown>>(row.lifetime) ?? {};
  return {
    finished: (jsonValue<GroupRow[]>(row.finished) ?? []).map((group): FinishedTradeGroup => ({
      status: group.status,
      role: group.role,
      coin: group.coin,
      method: { slug: group.slug, name: group.name },
      bucket: group.bucket,
      trades: group.trades,
      amount: BigInt(group.amount),
      usdCents: BigInt(group.usd_cents),
    })),
    disputesOpened: jsonValue<{ byYou: boolean; trades: number }[]>(row.disputes) ?? [],
    paySeconds: jsonValue<number[]>(row.pay_seconds) ?? [],
    releaseSeconds: jsonValue<number[]>(row.release_seconds) ?? [],
    partners: int(row.partners),
    lifetime: {
      completed: int(kept.completed_trades),
      finished: int(kept.finished_trades),
      completionRate: completionRate(int(kept.completed_trades), int(kept.finished_trades)),
      partners: int(kept.partners),
      disputesOpened: int(kept.disputes_opened),
      disputesLost: int(kept.disputes_lost),
    },
  };
}
