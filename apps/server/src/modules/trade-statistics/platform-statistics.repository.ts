import {
  COMPLETED_TRADE_STATUSES,
  type CryptoCode,
  type PlatformStatisticsInput,
  type StatisticsRange,
} from '@p2p/shared';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { jsonValue } from '../../db/fact-column.js';
import { bucketColumn } from './trader-statistics.repository.js';

const COMPLETED = sql.raw(COMPLETED_TRADE_STATUSES.map((status) => `'${status}'`).join(', '));

interface SetRow {
  set: 'total' | 'bucket' | 'coin' | 'country' | 'group';
  bucket: string | null;
  coin: CryptoCode | null;
  country: string | null;
  slug: string | null;
  name: string | null;
  trades: number;
  amount: string;
  usd_cents: string;
  vendors: number;
}

/**
 * The platform's completed trades of the range added up by bucket, coin, the vendor's country and
 * payment-method group, and in total with the active vendors: one statement, one scan, with grouping
 * sets (decision 039). Only aggregates leave the database.
 */
export async function platformStatisticsFacts(
  db: Executor,
  range: StatisticsRange,
): Promise<Omit<PlatformStatisticsInput, 'range' | 'computedAt' | 'minGroupTrades'>> {
  const from = range.from.toISOString();
  const result = await db.execute(sql`
    select coalesce(json_agg(g), '[]'::json) as sets from (
      select
        case
          when grouping(t.bucket) = 0 then 'bucket'
          when grouping(t.coin) = 0 then 'coin'
          when grouping(t.country) = 0 then 'country'
          when grouping(t.group_id) = 0 then 'group'
          else 'total' end as set,
        t.bucket, t.coin, t.country, min(t.group_slug) as slug, min(t.group_name) as name,
        count(*)::int as trades, sum(t.crypto_amount)::text as amount,
        sum(t.usd_value_cents)::text as usd_cents, count(distinct t.vendor_id)::int as vendors
      from (
        select tr.coin, tr.crypto_amount, tr.usd_value_cents, tr.vendor_id,
          ${bucketColumn(sql`tr.completed_at`, range.bucket)} as bucket,
          c.iso as country, tr.payment_method_group_id as group_id, pg.slug as group_slug,
          pg.name as group_name
        from trades tr
        join users v on v.id = tr.vendor_id
        left join countries c on c.id = v.country_id
        left join payment_method_groups pg on pg.id = tr.payment_method_group_id
        where tr.status in (${COMPLETED}) and tr.completed_at >= ${from}) t
      group by grouping sets ((t.bucket), (t.coin), (t.country), (t.group_id), ())) g`);
  const rows =
    jsonValue<SetRow[]>((result as unknown as { rows: Record<string, unknown>[] }).rows[0]?.sets) ?? [];
  const figures = (row: SetRow) => ({ trades: row.trades, usdCents: BigInt(row.usd_cents ?? '0') });
  const of = (set: SetRow['set']) => rows.filter((row) => row.set === set);
  const total = of('total')[0];
  return {
    total: total ? figures(total) : { trades: 0, usdCents: 0n },
    activeVendors: total?.vendors ?? 0,
    buckets: of('bucket').map((row) => ({ start: row.bucket!, ...figures(row) })),
    coins: of('coin').map((row) => ({ coin: row.coin!, amount: BigInt(row.amount ?? '0'), ...figures(row) })),
    countries: of('country').map((row) => ({ country: row.country, ...figures(row) })),
    paymentMethodGroups: of('group').map((row) => ({
      slug: row.slug ?? 'other',
      name: row.name ?? 'Other',
      ...figures(row),
    })),
  };
}
