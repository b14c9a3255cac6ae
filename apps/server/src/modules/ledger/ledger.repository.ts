import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';

export type AccountKind =
  | 'available'
  | 'escrow'
  | 'bond'
  | 'fee_income'
  | 'withdrawal_clearing'
  | 'chain_external'
  | 'swap_liquidity'
  | 'operator_capital'
  | 'demo_mint';

/** Real money, or the play money of demo mode (decision 044); an entry never posts to both. */
export type LedgerBook = 'real' | 'demo';

export interface AccountKey {
  kind: AccountKind;
  coin: string;
  userId: number | null;
  ref?: string;
  /** The account's id when the caller already ensured it: a transfer then does not look it up again. */
  id?: number;
}

export interface LockedAccount {
  id: number;
  kind: AccountKind;
  book: LedgerBook;
  balance: bigint;
}

type Row = Record<string, unknown>;

async function rows<T extends Row>(db: Executor, query: ReturnType<typeof sql>): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** A PostgreSQL array literal of integers, passed as one text parameter (bigints stay exact). */
function intArray(values: readonly (bigint | number)[]): string {
  return `{${values.map((value) => BigInt(value).toString()).join(',')}}`;
}

/**
 * The book a new account joins: demo_mint and a demo user's accounts are play money, the rest real.
 * Decided by the database from the owner's row, so no caller can file a demo user's account as real.
 */
const BOOK_OF_NEW_ACCOUNT = (kind: AccountKind, userId: number | null) =>
  sql`case when ${kind}::text = 'demo_mint' then 'demo'
        when (select u.is_demo from users u where u.id = ${userId}::integer) then 'demo' else 'real' end`;

/**
 * The id of an account, created on first use. The insert takes no row lock on existing accounts, so
 * it cannot deadlock with transfers; concurrent creators meet on the unique key and both read the one row.
 */
export async function ensureAccount(db: Executor, key: AccountKey): Promise<number> {
  const ref = key.ref ?? '';
  const match = sql`kind = ${key.kind} and coin = ${key.coin} and user_id is not distinct from ${key.userId}
    and ref = ${ref}`;
  // One statement whether the account exists or is new (a trade's escrow account always is).
  const [row] = await rows<{ id: number }>(
    db,
    sql`with found as (select id from ledger_accounts where ${match}),
        created as (
          insert into ledger_accounts (kind, coin, user_id, ref, book)
          select ${key.kind}::text, ${key.coin}::varchar, ${key.userId}::integer, ${ref}::text,
            ${BOOK_OF_NEW_ACCOUNT(key.kind, key.userId)}
          where not exists (select 1 from found)
          on conflict on constraint ledger_accounts_key do nothing
          returning id)
        select id from found union all select id from created`,
  );
  if (row) return Number(row.id);
  // Another transaction created it after this statement's snapshot was taken: it is visible now.
  const [created] = await rows<{ id: number }>(db, sql`select id from ledger_accounts where ${match}`);
  return Number(created!.id);
}

/** Locks the accounts in ascending id order (the one fixed order every transfer uses). */
export async function lockAccounts(
  db: Executor,
  ids: readonly number[],
): Promise<Map<number, LockedAccount>> {
  const locked = await rows<{
    id: number | string;
    kind: AccountKind;
    book: LedgerBook;
    balance: bigint | string;
  }>(
    db,
    sql`select id, kind, book, balance from ledger_accounts where id = any(${intArray(ids)}::bigint[])
        order by id for update`,
  );
  return new Map(
    locked.map((row) => [
      Number(row.id),
      { id: Number(row.id), kind: row.kind, book: row.book, balance: BigInt(row.balance) },
    ]),
  );
}

/** Applies the deltas to the balances in one statement (the CHECK constraint refuses a negative user balance). */
export async function applyDeltas(db: Executor, deltas: ReadonlyMap<number, bigint>): Promise<void> {
  const ids = [...deltas.keys()];
  await db.execute(
    sql`update ledger_accounts as a set balance = a.balance + d.delta
        from unnest(${intArray(ids)}::bigint[], ${intArray(ids.map((id) => deltas.get(id)!))}::bigint[])
          as d(id, delta)
        where a.id = d.id`,
  );
}

/** Writes the journal entry and its postings in one statement; answers the entry id. */
export async function insertEntry(
  db: Executor,
  entry: { kind: string; coin: string; ref: string; details: Record<string, unknown> },
  postings: readonly { accountId: number; amount: bigint }[],
): Promise<number> {
  const inserted = await rows<{ entry_id: number | string }>(
    db,
    sql`with e as (
          insert into ledger_entries (kind, coin, ref, details)
          values (${entry.kind}, ${entry.coin}, ${entry.ref}, ${JSON.stringify(entry.details)}::jsonb)
          returning id
        )
        insert into ledger_postings (entry_id, account_id, amount)
        select e.id, p.account_id, p.amount
        from e, unnest(${intArray(postings.map((p) => p.accountId))}::bigint[],
                       ${intArray(postings.map((p) => p.amount))}::bigint[]) as p(account_id, amount)
        returning entry_id`,
  );
  return Number(inserted[0]!.entry_id);
}

export interface BalanceRow {
  coin: string;
  kind: AccountKind;
  balance: bigint;
}

/** A user's balances per coin and kind (escrow summed over the user's open trades). */
export async function userBalances(db: Executor, userId: number): Promise<BalanceRow[]> {
  const found = await rows<{ coin: string; kind: AccountKind; balance: string | bigint }>(
    db,
    sql`select coin, kind, sum(balance) as balance from ledger_accounts
        where user_id = ${userId} group by coin, kind`,
  );
  return found.map((row) => ({ coin: row.coin, kind: row.kind, balance: BigInt(row.balance) }));
}

export interface HistoryRow {
  entryId: number;
  kind: string;
  coin: string;
  ref: string;
  amount: bigint;
  accountKind: AccountKind;
  createdAt: Date;
}

/** Postings on a user's accounts, newest first, with the total for paging. */
export async function userHistory(
  db: Executor,
  userId: number,
  filter: { coin?: string; limit: number; offset: number },
): Promise<{ rows: HistoryRow[]; total: number }> {
  const coinFilter = filter.coin ? sql`and a.coin = ${filter.coin}` : sql``;
  const found = await rows<{
    entry_id: number | string;
    kind: string;
    coin: string;
    ref: string;
    amount: string | bigint;
    account_kind: AccountKind;
    created_at: Date | string;
  }>(
    db,
    sql`select e.id as entry_id, e.kind, e.coin, e.ref, p.amount, a.kind as account_kind, e.created_at
        from ledger_postings p
        join ledger_accounts a on a.id = p.account_id
        join ledger_entries e on e.id = p.entry_id
        where a.user_id = ${userId} and a.kind = 'available' ${coinFilter}
        order by e.id desc
        limit ${filter.limit} offset ${filter.offset}`,
  );
  const counted = await rows<{ total: number | string }>(
    db,
    sql`select count(*) as total from ledger_postings p join ledger_accounts a on a.id = p.account_id
        where a.user_id = ${userId} and a.kind = 'available' ${coinFilter}`,
  );
  return {
    rows: found.map((row) => ({
      entryId: Number(row.entry_id),
      kind: row.kind,
      coin: row.coin,
      ref: row.ref,
      amount: BigInt(row.amount),
      accountKind: row.account_kind,
      createdAt: new Date(row.created_at),
    })),
    total: Number(counted[0]?.total ?? 0),
  };
}
