import { sql } from 'drizzle-orm';
import {
  DASHBOARD_OFFERS_SHOWN,
  type CryptoCode,
  type DashboardOffer,
  type DashboardOfferState,
} from '@p2p/shared';
import type { Executor } from '../../db/client.js';

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
