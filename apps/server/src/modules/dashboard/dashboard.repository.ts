import { sql } from 'drizzle-orm';
import {
  accountAgeDays,
  DASHBOARD_OFFERS_SHOWN,
  type MyBadgeProgress,
  type CryptoCode,
  type DashboardOffer,
  type DashboardOfferState,
} from '@p2p/shared';
import type { Executor } from '../../db/client.js';
import { staffBadgeSql } from '../staff-badges/staff-badge-sql.js';

export interface OffersSummary {
  counts: Record<DashboardOfferState, number>;
  latest: DashboardOffer[];
}

const int = (value: unknown) => Number(value ?? 0);

/**
 * The owner's offers that are not deleted, counted by state, and the newest few: one statement (the
 * window counts are taken over every row before the limit). A read model of the offers table: the
 * dashboard only shows it, the offers module owns every change.
 */
export async function offersSummary(db: Executor, ownerId: number): Promise<OffersSummary> {
  const result = await db.execute(sql`
    select o.hash, o.type, o.coin, f.code as fiat_code, pm.name as method, s.state,
      count(*) filter (where s.state = 'active') over () as active,
      count(*) filter (where s.state = 'paused') over () as paused,
      count(*) filter (where s.state = 'blocked') over () as blocked
    from offers o
    join fiat_currencies f on f.id = o.fiat_currency_id
    join payment_methods pm on pm.id = o.payment_method_id
    cross join lateral (select case when o.is_blocked then 'blocked'
      when o.is_enabled then 'active' else 'paused' end as state) s
    where o.owner_id = ${ownerId} and o.deleted_at is null
    order by o.created_at desc, o.id desc
    limit ${DASHBOARD_OFFERS_SHOWN}`);
  const rows = (result as unknown as { rows: Record<string, unknown>[] }).rows;
  const first = rows[0];
  return {
    counts: { active: int(first?.active), paused: int(first?.paused), blocked: int(first?.blocked) },
    latest: rows.map((row) => ({
      offerHash: String(row.hash),
      type: row.type as DashboardOffer['type'],
      cryptoCurrencyCode: String(row.coin) as CryptoCode,
      fiatCurrencyCode: String(row.fiat_code),
      paymentMethodName: String(row.method),
      state: row.state as DashboardOfferState,
    })),
  };
}

/** The user's kept trade figures, account age and staff badge: one statement. */
export async function badgeFigures(db: Executor, userId: number, now: Date) {
  const result = await db.execute(sql`
    select u.created_at, coalesce(s.completed_trades, 0) as completed, coalesce(s.finished_trades, 0) as finished,
      coalesce(s.partners, 0) as partners, coalesce(s.volume_usd_cents, 0)::text as volume_usd_cents,
      coalesce(s.feedback_positive, 0) as positive, coalesce(s.feedback_negative, 0) as negative,
      coalesce(s.disputes_lost, 0) as disputes_lost, ${staffBadgeSql(sql`u.id`)} as staff_badge
    from users u left join user_trade_stats s on s.user_id = u.id
    where u.id = ${userId}`);
  const [row] = (result as unknown as { rows: Record<string, unknown>[] }).rows;
  if (!row) return undefined;
  return {
    staffBadge: (row.staff_badge as MyBadgeProgress['staffBadge']) ?? null,
    completedTrades: int(row.completed),
    finishedTrades: int(row.finished),
    partners: int(row.partners),
    volumeUsdCents: String(row.volume_usd_cents),
    feedbackPositive: int(row.positive),
    feedbackNegative: int(row.negative),
    disputesLost: int(row.disputes_lost),
    accountAgeDays: accountAgeDays(new Date(row.created_at as string), now),
  };
}
