import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import type { PoolStats } from '../../db/client.js';
import { rows } from '../wallet/send-outs.js';

export interface MetricsSnapshot {
  tradesByStatus: { status: string; count: number }[];
  escrowByCoin: { coin: string; held: bigint }[];
  eventOutbox: { backlog: number; oldestAgeSeconds: number };
  notificationJobs: { channel: string; state: string; count: number }[];
  webhookJobs: { state: string; count: number }[];
  mailOutbox: { channel: string; state: string; count: number }[];
  chainLag: { coin: string; lagSeconds: number }[];
  pool: PoolStats;
}

// Job states: a pending job that already failed an attempt is "retrying"; "failed" is a dead job.
const jobState = sql.raw(
  `case when status = 'failed' then 'failed' when attempts > 0 then 'retrying' else 'pending' end`,
);

/**
 * What a scrape reads, one statement per query (PGlite runs one per call). Each is one aggregate:
 * the undispatched events and pending jobs through their partial indexes, escrow through the
 * accounts' (kind, …) key; trades, dead jobs and the mail outbox are counted by scanning their
 * tables, which stays cheap at a scrape every few seconds (see docs/operations in the README).
 */
export async function readMetricsSnapshot(db: Executor, pool: PoolStats): Promise<MetricsSnapshot> {
  const tradesByStatus = await rows<{ status: string; count: number }>(
    db,
    sql`select status, count(*)::int as count from trades group by status`,
  );
  const escrow = await rows<{ coin: string; held: string }>(
    db,
    sql`select coin, sum(balance)::text as held from ledger_accounts where kind = 'escrow' and book = 'real' group by coin`,
  );
  const [outbox] = await rows<{ backlog: number; age: number | null }>(
    db,
    sql`select count(*)::int as backlog,
               extract(epoch from now() - min(created_at))::float8 as age
        from user_events where dispatched_at is null`,
  );
  const notificationJobs = await rows<{ channel: string; state: string; count: number }>(
    db,
    sql`select channel, ${jobState} as state, count(*)::int as count from notification_deliveries
        where status <> 'sent' group by 1, 2`,
  );
  const webhookJobs = await rows<{ state: string; count: number }>(
    db,
    sql`select ${jobState} as state, count(*)::int as count from webhook_deliveries
        where status <> 'sent' group by 1`,
  );
  const mailOutbox = await rows<{ channel: string; state: string; count: number }>(
    db,
    sql`select channel, case when attempts > 0 then 'failed' else 'waiting' end as state,
               count(*)::int as count
        from outbox_messages where delivered_at is null group by 1, 2`,
  );
  const chainLag = await rows<{ coin: string; lag: number }>(
    db,
    sql`select coin, extract(epoch from now() - updated_at)::float8 as lag from chain_cursors`,
  );
  return {
    tradesByStatus: tradesByStatus.map((row) => ({ status: row.status, count: Number(row.count) })),
    escrowByCoin: escrow.map((row) => ({ coin: row.coin, held: BigInt(row.held) })),
    eventOutbox: {
      backlog: Number(outbox?.backlog ?? 0),
      oldestAgeSeconds: Math.max(0, Number(outbox?.age ?? 0)),
    },
    notificationJobs: notificationJobs.map((row) => ({ ...row, count: Number(row.count) })),
    webhookJobs: webhookJobs.map((row) => ({ ...row, count: Number(row.count) })),
    mailOutbox: mailOutbox.map((row) => ({ ...row, count: Number(row.count) })),
    chainLag: chainLag.map((row) => ({ coin: row.coin, lagSeconds: Math.max(0, Number(row.lag)) })),
    pool,
  };
}
