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
    name: 'postings_in_entry_coin',
    description: "every posting moves the entry's own coin",
    query: sql`select p.id, p.entry_id, a.coin as account_coin, e.coin as entry_coin
               from ledger_postings p join ledger_accounts a on a.id = p.account_id
               join ledger_entries e on e.id = p.entry_id
               where a.coin <> e.coin order by p.id limit 20`,
    describe: (row) =>
      `posting ${row.id} of entry ${row.entry_id}: ${row.account_coin} in a ${row.entry_coin} entry`,
  },
  {
    name: 'one_entry_per_event',
    description: 'a deposit, send-out step or escrow step is booked once',
    query: sql`select kind, ref, count(*) as entries from ledger_entries
               where kind in ('deposit', 'withdrawal', 'withdrawal_settled', 'withdrawal_reversed',
                              'escrow_lock', 'escrow_release', 'escrow_refund', 'referral_reward',
                              'swap_in', 'swap_out')
               group by kind, ref having count(*) > 1 order by kind, ref limit 20`,
    describe: (row) => `${row.kind} ${row.ref}: ${row.entries} entries`,
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
    description:
      'no user or platform balance is below zero (the outside-world and operator-capital accounts are never above it)',
    query: sql`select id, kind, coin, user_id, balance from ledger_accounts
               where (kind not in ('chain_external', 'operator_capital', 'demo_mint') and balance < 0)
                  or (kind in ('chain_external', 'operator_capital', 'demo_mint') and balance > 0)
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
    name: 'deposits_credited_once',
    description:
      'each credited deposit has its one entry, crediting its amount to its owner; no entry without a deposit',
    query: sql`select 'deposit ' || d.id as what, count(distinct e.id) as entries,
                      coalesce(bool_or(e.id = d.entry_id), false) as linked,
                      coalesce(sum(p.amount) filter (
                        where a.kind = 'available' and a.user_id = d.user_id and a.coin = d.coin), 0) as credited,
                      d.amount
               from chain_deposits d
               left join ledger_entries e on e.kind = 'deposit' and e.ref = 'deposit:' || d.id
               left join ledger_postings p on p.entry_id = e.id
               left join ledger_accounts a on a.id = p.account_id
               where d.status = 'credited'
               group by d.id
               having count(distinct e.id) <> 1 or not coalesce(bool_or(e.id = d.entry_id), false)
                   or coalesce(sum(p.amount) filter (
                        where a.kind = 'available' and a.user_id = d.user_id and a.coin = d.coin), 0) <> d.amount
               union all
               select 'entry ' || e.id || ' (' || e.ref || ')', 1, false, 0, 0
               from ledger_entries e
               where e.kind = 'deposit' and not exists (
                 select 1 from chain_deposits d where d.status = 'credited' and e.ref = 'deposit:' || d.id)
               limit 20`,
    describe: (row) =>
      `${row.what}: ${row.entries} entries, ${row.linked ? 'linked' : 'not linked'}, credited ${row.credited} of ${row.amount}`,
  },
  {
    name: 'withdrawals_booked_by_state',
    description: 'each send-out is debited once, settled once when sent, reversed once when failed',
    query: sql`select w.id, w.status,
                      count(*) filter (where e.kind = 'withdrawal') as debits,
                      count(*) filter (where e.kind = 'withdrawal_settled') as settled,
                      count(*) filter (where e.kind = 'withdrawal_reversed') as reversed
               from withdrawals w left join ledger_entries e on e.ref = 'withdrawal:' || w.id
               group by w.id, w.status
               having count(*) filter (where e.kind = 'withdrawal') <> 1
                   or count(*) filter (where e.kind = 'withdrawal_settled')
                      <> case when w.status in ('sent', 'confirmed') then 1 else 0 end
                   or count(*) filter (where e.kind = 'withdrawal_reversed')
                      <> case when w.status = 'failed' then 1 else 0 end
               limit 20`,
    describe: (row) =>
      `send-out ${row.id} (${row.status}): ${row.debits} debits, ${row.settled} settlements, ${row.reversed} reversals`,
  },
  {
    name: 'escrow_booked_by_state',
    description: 'each escrow hold is locked once, and released or refunded once when closed',
    query: sql`select h.ref, h.status,
                      count(*) filter (where e.kind = 'escrow_lock') as locks,
                      count(*) filter (where e.kind = 'escrow_release') as releases,
                      count(*) filter (where e.kind = 'escrow_refund') as refunds
               from escrow_holds h left join ledger_entries e on e.ref = h.ref
                 and e.kind in ('escrow_lock', 'escrow_release', 'escrow_refund')
               group by h.id, h.ref, h.status
               having count(*) filter (where e.kind = 'escrow_lock') <> 1
                   or count(*) filter (where e.kind = 'escrow_release') <> case when h.status = 'released' then 1 else 0 end
                   or count(*) filter (where e.kind = 'escrow_refund') <> case when h.status = 'refunded' then 1 else 0 end
               limit 20`,
    describe: (row) =>
      `escrow ${row.ref} (${row.status}): ${row.locks} locks, ${row.releases} releases, ${row.refunds} refunds`,
  },
  {
    name: 'referral_rewards_booked_once',
    description:
      'each referral reward has its one entry paying its amount to its referrer, and no entry lacks a reward',
    query: sql`select 'reward ' || r.id as what, count(distinct e.id) as entries,
                      coalesce(sum(p.amount) filter (where a.kind = 'available' and a.user_id = r.referrer_id), 0) as paid,
                      r.amount
               from referral_rewards r
               left join ledger_entries e on e.id = r.entry_id and e.kind = 'referral_reward'
               left join ledger_postings p on p.entry_id = e.id
               left join ledger_accounts a on a.id = p.account_id
               group by r.id
               having count(distinct e.id) <> 1
                   or coalesce(sum(p.amount) filter (where a.kind = 'available' and a.user_id = r.referrer_id), 0) <> r.amount
               union all
               select 'entry ' || e.id, 1, 0, 0 from ledger_entries e
               where e.kind = 'referral_reward' and not exists (select 1 from referral_rewards r where r.entry_id = e.id)
               limit 20`,
    describe: (row) => `${row.what}: ${row.entries} entries, paid ${row.paid} of ${row.amount}`,
  },
  {
    name: 'swaps_booked_by_state',
    description: 'each executed swap quote has one entry in and one out; an open quote has none',
    query: sql`select q.id, q.status,
                      count(*) filter (where e.kind = 'swap_in') as ins,
                      count(*) filter (where e.kind = 'swap_out') as outs
               from swap_quotes q left join ledger_entries e on e.ref = 'swap:' || q.id
               group by q.id, q.status
               having count(*) filter (where e.kind = 'swap_in') <> case when q.status = 'executed' then 1 else 0 end
                   or count(*) filter (where e.kind = 'swap_out') <> case when q.status = 'executed' then 1 else 0 end
               limit 20`,
    describe: (row) => `swap ${row.id} (${row.status}): ${row.ins} in, ${row.outs} out`,
  },
  {
    name: 'liabilities_equal_net_deposits',
    description:
      'what the platform owes in real money (users, fees, clearing) equals credited deposits less sent withdrawals',
    query: sql`with owed as (
                 select coin, sum(balance) as total from ledger_accounts
                 where kind <> 'chain_external' and book = 'real' group by coin
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
  {
    name: 'books_not_mixed',
    description: 'no journal entry posts to both the real and the demo book (decision 044)',
    query: sql`select p.entry_id, count(distinct a.book) as books
               from ledger_postings p join ledger_accounts a on a.id = p.account_id
               group by p.entry_id having count(distinct a.book) > 1 order by p.entry_id limit 20`,
    describe: (row) => `entry ${row.entry_id}: postings in ${row.books} books`,
  },
  {
    name: 'demo_book_owners',
    description: "a user's accounts are in the demo book exactly when the user is a demo account",
    query: sql`select a.id, a.kind, a.coin, a.user_id, a.book from ledger_accounts a
               left join users u on u.id = a.user_id
               where a.book <> case when a.kind = 'demo_mint' or coalesce(u.is_demo, false) then 'demo' else 'real' end
               order by a.id limit 20`,
    describe: (row) =>
      `account ${row.id} (${row.kind} ${row.coin} user ${row.user_id ?? '-'}) in the ${row.book} book`,
  },
];

/** The names of the invariants verifyLedger checks, in order. */
export const LEDGER_INVARIANT_NAMES: readonly string[] = CHECKS.map((check) => check.name);

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
