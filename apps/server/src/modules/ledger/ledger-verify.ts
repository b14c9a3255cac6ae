import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';

export interface InvariantResult {
  name: string;
  description: string;
  /** Up to 20 offending rows, described; empty when the invariant holds. */
  violations: string[];
}

export interface LedgerReport {
  ok: boolean;
  checkedAt: string;
  invariants: InvariantResult[];
}

type Row = Record<string, unknown>;

const CHECKS: {
  name: string;
  description: string;
  query: ReturnType<typeof sql>;
  describe: (row: Row) => string;
}[] = [
  {
    name: 'entries_balanced',
    description: 'every journal entry has two or more postings that sum to zero',
    query: sql`select e.id, coalesce(sum(p.amount), 0) as total, count(p.id) as postings
               from ledger_entries e left join ledger_postings p on p.entry_id = e.id
               group by e.id having coalesce(sum(p.amount), 0) <> 0 or count(p.id) < 2
               order by e.id limit 20`,
    describe: (row) => `entry ${row.id}: ${row.postings} postings summing to ${row.total}`,
  },
  {
    name: 'balances_match_postings',
    description: "every account's balance equals the sum of its postings",
    query: sql`select a.id, a.kind, a.coin, a.user_id, a.balance, coalesce(sum(p.amount), 0) as posted
               from ledger_accounts a left join ledger_postings p on p.account_id = a.id
               group by a.id having a.balance <> coalesce(sum(p.amount), 0)
               order by a.id limit 20`,
    describe: (row) =>
      `account ${row.id} (${row.kind} ${row.coin} user ${row.user_id ?? '-'}): balance ${row.balance}, postings ${row.posted}`,
  },
  {
    name: 'no_negative_balance',
    description: 'no user or platform balance is below zero (the outside-world account is never above it)',
    query: sql`select id, kind, coin, user_id, balance from ledger_accounts
               where (kind <> 'chain_external' and balance < 0) or (kind = 'chain_external' and balance > 0)
               order by id limit 20`,
    describe: (row) =>
      `account ${row.id} (${row.kind} ${row.coin} user ${row.user_id ?? '-'}): ${row.balance}`,
  },
  {
    name: 'escrow_matches_open_trades',
    description: "each trade's escrow account holds its amount and fee while open and nothing once closed",
    query: sql`select a.id, a.ref, a.balance, h.status, h.amount + h.fee as held
               from ledger_accounts a left join escrow_holds h on h.account_id = a.id
               where a.kind = 'escrow'
                 and a.balance <> case when h.status = 'held' then h.amount + h.fee else 0 end
               order by a.id limit 20`,
    describe: (row) =>
      `escrow ${row.ref}: balance ${row.balance}, hold ${row.status ?? 'missing'} of ${row.held ?? 0}`,
  },
  {
    name: 'clearing_matches_pending_withdrawals',
    description: 'the withdrawal clearing account holds exactly the send-outs not yet on chain',
    query: sql`with pending as (
                 select coin, sum(amount + fee) as total from withdrawals
                 where status in ('pending', 'sending') group by coin
               ), clearing as (
                 select coin, balance from ledger_accounts where kind = 'withdrawal_clearing'
               )
               select coalesce(p.coin, c.coin) as coin, coalesce(c.balance, 0) as balance,
                      coalesce(p.total, 0) as pending
               from pending p full join clearing c on c.coin = p.coin
               where coalesce(c.balance, 0) <> coalesce(p.total, 0)`,
    describe: (row) => `${row.coin}: clearing ${row.balance}, pending send-outs ${row.pending}`,
  },
  {
    name: 'liabilities_equal_net_deposits',
    description:
      'what the platform owes (users, fees, clearing) equals credited deposits less sent withdrawals',
    query: sql`with owed as (
                 select coin, sum(balance) as total from ledger_accounts
                 where kind <> 'chain_external' group by coin
               ), deposited as (
                 select coin, sum(amount) as total from chain_deposits where status = 'credited' group by coin
               ), sent as (
                 select coin, sum(amount) as total from withdrawals where status in ('sent', 'confirmed') group by coin
               ), coins as (
                 select coin from owed union select coin from deposited union select coin from sent
               )
               select c.coin, coalesce(o.total, 0) as owed,
                      coalesce(d.total, 0) - coalesce(s.total, 0) as net_deposits
               from coins c left join owed o on o.coin = c.coin left join deposited d on d.coin = c.coin
                 left join sent s on s.coin = c.coin
               where coalesce(o.total, 0) <> coalesce(d.total, 0) - coalesce(s.total, 0)`,
    describe: (row) => `${row.coin}: owed ${row.owed}, net deposits ${row.net_deposits}`,
  },
];

/** Checks every ledger invariant; `ok` is false when any is violated. */
export async function verifyLedger(db: Executor): Promise<LedgerReport> {
  const invariants: InvariantResult[] = [];
  for (const check of CHECKS) {
    const result = (await db.execute(check.query)) as unknown as { rows: Row[] };
    invariants.push({
      name: check.name,
      description: check.description,
      violations: result.rows.map(check.describe),
    });
  }
  return {
    ok: invariants.every((invariant) => invariant.violations.length === 0),
    checkedAt: new Date().toISOString(),
    invariants,
  };
}
