import { sql, type SQL } from 'drizzle-orm';
import { COMPLETED_TRADE_STATUSES } from '@p2p/shared';
import type { Executor } from '../../db/client.js';

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
// PGlite answers int8 as a number, node-postgres as a string or bigint: normalise both.
const int = (value: unknown) => (value === null || value === undefined ? 0 : Number(value));
const big = (value: unknown) => (value === null || value === undefined ? 0n : BigInt(String(value)));
const date = (value: unknown) => (value instanceof Date ? value : new Date(String(value)));
const completed = sql.raw(COMPLETED_TRADE_STATUSES.map((status) => `'${status}'`).join(', '));
const list = (values: readonly (number | string)[]): SQL =>
  sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  );

export interface ReferrerRow {
  id: number;
  closed: boolean;
}

export async function findUserByReferralCode(db: Executor, code: string): Promise<ReferrerRow | undefined> {
  const [row] = rowsOf<Record<string, unknown>>(
    await db.execute(sql`select id, closed_at from users where referral_code = ${code}`),
  );
  return row ? { id: int(row.id), closed: row.closed_at !== null } : undefined;
}

/** Records who referred a new user; a user keeps the first referrer they got. */
export async function insertReferral(
  db: Executor,
  referredUserId: number,
  referrerId: number,
): Promise<void> {
  await db.execute(
    sql`insert into referrals (referred_user_id, referrer_id) values (${referredUserId}, ${referrerId})
        on conflict (referred_user_id) do nothing`,
  );
}

export interface RewardFacts {
  tradeId: number;
  hash: string;
  coin: string;
  fee: bigint;
  sellerId: number;
  completedAt: Date;
  referrerId: number;
  referredAt: Date;
  ambassadorShareBps: number | null;
  rewarded: boolean;
}

/**
 * The completed trades among `hashes` whose seller was referred, locked `FOR NO KEY UPDATE` in id
 * order so two dispatchers holding events of the same trade book its reward one after the other
 * (the second then sees it rewarded), and never lock each other's trades in opposite orders.
 */
export async function lockRewardFacts(db: Executor, hashes: readonly string[]): Promise<RewardFacts[]> {
  if (hashes.length === 0) return [];
  const locked = rowsOf<Record<string, unknown>>(
    await db.execute(
      sql`select t.id from trades t join referrals r on r.referred_user_id = t.seller_id
          where t.hash in (${list(hashes)}) and t.status in (${completed}) and t.fee > 0
          order by t.id for no key update of t`,
    ),
  );
  if (locked.length === 0) return [];
  const ids = locked.map((row) => int(row.id));
  const rows = rowsOf<Record<string, unknown>>(
    await db.execute(
      sql`select t.id, t.hash, t.coin, t.fee, t.seller_id, t.completed_at, r.referrer_id,
                 r.created_at as referred_at, a.reward_share_bps,
                 exists (select 1 from referral_rewards rr where rr.trade_id = t.id) as rewarded
          from trades t join referrals r on r.referred_user_id = t.seller_id
          left join ambassadors a on a.user_id = r.referrer_id
          where t.id in (${list(ids)}) order by t.id`,
    ),
  );
  return rows.map((row) => ({
    tradeId: int(row.id),
    hash: String(row.hash),
    coin: String(row.coin),
    fee: big(row.fee),
    sellerId: int(row.seller_id),
    completedAt: date(row.completed_at),
    referrerId: int(row.referrer_id),
    referredAt: date(row.referred_at),
    ambassadorShareBps: row.reward_share_bps === null ? null : int(row.reward_share_bps),
    rewarded: row.rewarded === true || row.rewarded === 't',
  }));
}

export async function insertReward(
  db: Executor,
  reward: {
    tradeId: number;
    referrerId: number;
    referredUserId: number;
    coin: string;
    fee: bigint;
    shareBps: number;
    amount: bigint;
    entryId: number;
  },
): Promise<void> {
  await db.execute(
    sql`insert into referral_rewards (trade_id, referrer_id, referred_user_id, coin, fee, share_bps, amount, entry_id)
        values (${reward.tradeId}, ${reward.referrerId}, ${reward.referredUserId}, ${reward.coin}, ${reward.fee},
                ${reward.shareBps}, ${reward.amount}, ${reward.entryId})`,
  );
}

export interface ReferredUserRow {
  userId: number;
  username: string;
  registeredAt: Date;
  completedTrades: number;
  volumeUsdCents: bigint;
}

/** The users `referrerId` referred, newest first, with their completed trades and volume as either party. */
export async function referredUsers(db: Executor, referrerId: number): Promise<ReferredUserRow[]> {
  const rows = rowsOf<Record<string, unknown>>(
    await db.execute(
      sql`select u.id, u.username, r.created_at,
                 (select count(*) from trades t where (t.buyer_id = u.id or t.seller_id = u.id)
                    and t.status in (${completed})) as trades,
                 (select coalesce(sum(t.usd_value_cents), 0) from trades t
                    where (t.buyer_id = u.id or t.seller_id = u.id) and t.status in (${completed})) as volume
          from referrals r join users u on u.id = r.referred_user_id
          where r.referrer_id = ${referrerId} order by r.created_at desc, u.id desc limit 500`,
    ),
  );
  return rows.map((row) => ({
    userId: int(row.id),
    username: String(row.username),
    registeredAt: date(row.created_at),
    completedTrades: int(row.trades),
    volumeUsdCents: big(row.volume),
  }));
}

export interface RewardSum {
  key: string;
  coin: string;
  amount: bigint;
  trades: number;
}

/** A referrer's rewards summed per referred user id and coin. */
export async function rewardsByReferredUser(db: Executor, referrerId: number): Promise<RewardSum[]> {
  const rows = rowsOf<Record<string, unknown>>(
    await db.execute(
      sql`select referred_user_id as key, coin, sum(amount) as amount, count(*) as trades
          from referral_rewards where referrer_id = ${referrerId}
          group by referred_user_id, coin order by referred_user_id, coin`,
    ),
  );
  return rows.map(toSum);
}

/** A referrer's rewards summed per calendar month (UTC) and coin, oldest first. */
export async function rewardsByMonth(db: Executor, referrerId: number): Promise<RewardSum[]> {
  const rows = rowsOf<Record<string, unknown>>(
    await db.execute(
      sql`select to_char(created_at at time zone 'UTC', 'YYYY-MM') as key, coin, sum(amount) as amount,
                 count(*) as trades
          from referral_rewards where referrer_id = ${referrerId}
          group by 1, coin order by 1, coin`,
    ),
  );
  return rows.map(toSum);
}

function toSum(row: Record<string, unknown>): RewardSum {
  return { key: String(row.key), coin: String(row.coin), amount: big(row.amount), trades: int(row.trades) };
}

export interface AmbassadorRow {
  userId: number;
  username: string;
  rewardShareBps: number;
  assignedAt: Date;
}

export async function findAmbassador(db: Executor, userId: number): Promise<AmbassadorRow | undefined> {
  const [row] = rowsOf<Record<string, unknown>>(
    await db.execute(
      sql`select a.user_id, u.username, a.reward_share_bps, a.assigned_at
          from ambassadors a join users u on u.id = a.user_id where a.user_id = ${userId}`,
    ),
  );
  return row
    ? {
        userId: int(row.user_id),
        username: String(row.username),
        rewardShareBps: int(row.reward_share_bps),
        assignedAt: date(row.assigned_at),
      }
    : undefined;
}

export async function upsertAmbassador(
  db: Executor,
  input: { userId: number; rewardShareBps: number; assignedBy: number },
): Promise<void> {
  await db.execute(
    sql`insert into ambassadors (user_id, reward_share_bps, assigned_by)
        values (${input.userId}, ${input.rewardShareBps}, ${input.assignedBy})
        on conflict (user_id) do update set reward_share_bps = excluded.reward_share_bps,
          assigned_by = excluded.assigned_by, assigned_at = now()`,
  );
}

export async function deleteAmbassador(db: Executor, userId: number): Promise<boolean> {
  const rows = rowsOf<unknown>(
    await db.execute(sql`delete from ambassadors where user_id = ${userId} returning user_id`),
  );
  return rows.length > 0;
}

/** The ids among `userIds` that are ambassadors (for badges). */
export async function ambassadorIds(db: Executor, userIds: readonly number[]): Promise<Set<number>> {
  if (userIds.length === 0) return new Set();
  const rows = rowsOf<Record<string, unknown>>(
    await db.execute(sql`select user_id from ambassadors where user_id in (${list(userIds)})`),
  );
  return new Set(rows.map((row) => int(row.user_id)));
}

/** Locks the user row for a staff change of their programme status; undefined when unknown. */
export async function lockUser(
  db: Executor,
  userId: number,
): Promise<{ id: number; username: string } | undefined> {
  const [row] = rowsOf<Record<string, unknown>>(
    await db.execute(sql`select id, username from users where id = ${userId} for no key update`),
  );
  return row ? { id: int(row.id), username: String(row.username) } : undefined;
}

export async function referralCodeOf(db: Executor, userId: number): Promise<string | undefined> {
  const [row] = rowsOf<Record<string, unknown>>(
    await db.execute(sql`select referral_code from users where id = ${userId}`),
  );
  return row ? String(row.referral_code) : undefined;
}
