import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { demoAccounts } from '../../db/schema.js';

type Row = Record<string, unknown>;

async function rows(db: Executor, query: ReturnType<typeof sql>): Promise<Row[]> {
  const result = (await db.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}

/** Files a user as a demo account (is_demo) of the role; a visitor expires at `expiresAt`. */
export async function markDemoAccount(
  db: Executor,
  input: {
    userId: number;
    role: 'visitor' | 'vendor';
    expiresAt: Date | null;
    verifiedAt: Date;
    /** The language the visitor browses in: the demo vendor's chat messages follow it. */
    locale?: string;
  },
): Promise<void> {
  // A demo account trades at once: its contacts count as confirmed and its level admits play trades
  // (the API reports level -1 for every demo account, decision 044).
  await db.execute(
    sql`update users set is_demo = true, email_verified_at = ${input.verifiedAt},
          verification_level = 'L1', registration_group = 2, locale = coalesce(${input.locale ?? null}, locale)
        where id = ${input.userId}`,
  );
  await db
    .insert(demoAccounts)
    .values({ userId: input.userId, role: input.role, expiresAt: input.expiresAt })
    .onConflictDoNothing();
}

/** Whether each user is a demo account (unknown users are left out). */
export async function demoFlagsOf(db: Executor, userIds: readonly number[]): Promise<Map<number, boolean>> {
  const found = await rows(
    db,
    sql`select id, is_demo from users where id in (${sql.join(
      userIds.map((id) => sql`${id}`),
      sql`, `,
    )})`,
  );
  return new Map(found.map((row) => [Number(row.id), Boolean(row.is_demo)]));
}

/** The demo vendor's user id by username, when it exists. */
export async function findVendorId(db: Executor, username: string): Promise<number | undefined> {
  const [row] = await rows(
    db,
    sql`select u.id from users u join demo_accounts d on d.user_id = u.id and d.role = 'vendor'
        where lower(u.username) = lower(${username})`,
  );
  return row ? Number(row.id) : undefined;
}

export interface DemoTradeRow {
  hash: string;
  vendorId: number;
  visitorId: number;
  status: string;
  vendorSells: boolean;
  /** The vendor's next step is due: release a paid trade it sells, mark paid a funded one it buys. */
  due: boolean;
}

/**
 * Open trades between a visitor and a demo vendor the vendor still has to answer: not greeted yet
 * (no message of the vendor), or its step due (`due`): a trade it sells paid at least the delay ago
 * (it releases), a trade it buys funded at least the delay ago (it marks paid).
 */
export async function listTradesToAnswer(
  db: Executor,
  dueBefore: Date,
  limit: number,
): Promise<DemoTradeRow[]> {
  const found = await rows(
    db,
    sql`select t.hash, t.vendor_id, t.taker_id, t.status, t.seller_id = t.vendor_id as vendor_sells,
               (t.status = 'paid' and t.seller_id = t.vendor_id and t.paid_at <= ${dueBefore})
                 or (t.status = 'active_funded' and t.buyer_id = t.vendor_id and t.started_at <= ${dueBefore})
                 as due
        from trades t join demo_accounts d on d.user_id = t.vendor_id and d.role = 'vendor'
        where t.status in ('active_funded', 'paid')
          and (not exists (select 1 from trade_messages m where m.trade_id = t.id and m.author_id = t.vendor_id)
               or (t.status = 'paid' and t.seller_id = t.vendor_id and t.paid_at <= ${dueBefore})
               or (t.status = 'active_funded' and t.buyer_id = t.vendor_id and t.started_at <= ${dueBefore}))
        order by t.id limit ${limit}`,
  );
  return found.map((row) => ({
    hash: String(row.hash),
    vendorId: Number(row.vendor_id),
    visitorId: Number(row.taker_id),
    status: String(row.status),
    vendorSells: Boolean(row.vendor_sells),
    due: Boolean(row.due),
  }));
}

/** Whether the vendor already wrote into the trade's chat. */
export async function vendorGreeted(db: Executor, hash: string): Promise<boolean> {
  const [row] = await rows(
    db,
    sql`select 1 from trades t join trade_messages m on m.trade_id = t.id and m.author_id = t.vendor_id
        where t.hash = ${hash} limit 1`,
  );
  return row !== undefined;
}

/** Visitors whose demo ended before `now` and are not cleaned up yet. */
export async function listExpiredVisitors(db: Executor, now: Date, limit: number): Promise<number[]> {
  const found = await rows(
    db,
    sql`select user_id from demo_accounts
        where role = 'visitor' and cleaned_at is null and expires_at <= ${now}
        order by expires_at limit ${limit}`,
  );
  return found.map((row) => Number(row.user_id));
}

/** Claims a visitor for its clean-up (another node cleaning it up at once skips it). */
export async function claimVisitor(db: Executor, userId: number): Promise<boolean> {
  const found = await rows(
    db,
    sql`select user_id from demo_accounts where user_id = ${userId} and role = 'visitor' and cleaned_at is null
        for update skip locked`,
  );
  return found.length > 0;
}

/** The visitor's trades that are still open, with their buyer (the visitor, or a demo vendor buying). */
export async function openTradesOf(
  db: Executor,
  userId: number,
): Promise<{ hash: string; buyerId: number }[]> {
  const found = await rows(
    db,
    sql`select hash, buyer_id from trades
        where (buyer_id = ${userId} or seller_id = ${userId})
          and status in ('not_funded', 'active_funded', 'paid', 'dispute_open')`,
  );
  return found.map((row) => ({ hash: String(row.hash), buyerId: Number(row.buyer_id) }));
}

/** The user's non-zero available balances (play money) per coin. */
export async function availableBalances(
  db: Executor,
  userId: number,
): Promise<{ coin: string; balance: bigint }[]> {
  const found = await rows(
    db,
    sql`select coin, balance from ledger_accounts
        where user_id = ${userId} and kind = 'available' and balance > 0 order by coin`,
  );
  return found.map((row) => ({ coin: String(row.coin), balance: BigInt(String(row.balance)) }));
}

/** Ends the visitor's account: sessions revoked, the account closed, the clean-up recorded. */
export async function closeVisitor(db: Executor, userId: number, now: Date): Promise<void> {
  await db.execute(
    sql`update sessions set revoked_at = ${now} where user_id = ${userId} and revoked_at is null`,
  );
  await db.execute(sql`update users set closed_at = ${now} where id = ${userId}`);
  await db.execute(sql`update demo_accounts set cleaned_at = ${now} where user_id = ${userId}`);
}
