import { and, count, desc, asc, eq, sql } from 'drizzle-orm';
import type { UserRelation } from '@p2p/shared';
import type { Executor } from '../../db/client.js';
import { countries, userRelations, users } from '../../db/schema.js';

export interface ContactRow {
  username: string;
  avatarUrl: string | null;
  country: { iso: string | null; code: string; name: string } | null;
  lastSeenAt: Date | null;
  /** Null for a trade partner the user has set nothing for. */
  relation: UserRelation | null;
  relationDate: Date;
}

export async function findUserByUsername(db: Executor, username: string) {
  const [row] = await db
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(sql`lower(${users.username}) = lower(${username})`);
  return row;
}

/** Sets the one relation of a pair; its date changes only when the relation does. */
export async function upsertRelation(
  db: Executor,
  userId: number,
  targetUserId: number,
  relation: UserRelation,
): Promise<void> {
  await db
    .insert(userRelations)
    .values({ userId, targetUserId, relation })
    .onConflictDoUpdate({
      target: [userRelations.userId, userRelations.targetUserId],
      set: { relation, createdAt: sql`now()` },
      setWhere: sql`${userRelations.relation} <> excluded.relation`,
    });
}

export async function deleteRelation(
  db: Executor,
  userId: number,
  targetUserId: number,
  relation: UserRelation,
): Promise<void> {
  await db
    .delete(userRelations)
    .where(
      and(
        eq(userRelations.userId, userId),
        eq(userRelations.targetUserId, targetUserId),
        eq(userRelations.relation, relation),
      ),
    );
}

export async function findRelation(
  db: Executor,
  userId: number,
  targetUserId: number,
): Promise<UserRelation | undefined> {
  const [row] = await db
    .select({ relation: userRelations.relation })
    .from(userRelations)
    .where(and(eq(userRelations.userId, userId), eq(userRelations.targetUserId, targetUserId)));
  return row?.relation;
}

/** One page of the users `userId` trusts or blocks, newest relation first, with the total. */
export async function listRelations(
  db: Executor,
  options: { userId: number; relation: UserRelation; limit: number; offset: number },
): Promise<{ rows: ContactRow[]; total: number }> {
  const where = and(eq(userRelations.userId, options.userId), eq(userRelations.relation, options.relation));
  const [totals] = await db.select({ total: count() }).from(userRelations).where(where);
  const rows = await db
    .select({
      username: users.username,
      avatarUrl: users.avatarUrl,
      country: { iso: countries.iso, code: countries.code, name: countries.name },
      lastSeenAt: users.lastSeenAt,
      relation: userRelations.relation,
      relationDate: userRelations.createdAt,
    })
    .from(userRelations)
    .innerJoin(users, eq(users.id, userRelations.targetUserId))
    .leftJoin(countries, eq(countries.id, users.countryId))
    .where(where)
    .orderBy(desc(userRelations.createdAt), asc(users.id))
    .limit(options.limit)
    .offset(options.offset);
  return { rows, total: Number(totals?.total ?? 0) };
}

/** Trade partners of `userId` (any trade, open or finished), most recent trade first. */
export async function listRecentTradePartners(
  db: Executor,
  options: { userId: number; limit: number; offset: number },
): Promise<{ rows: ContactRow[]; total: number }> {
  const me = options.userId;
  const partners = sql`
    select case when buyer_id = ${me} then seller_id else buyer_id end as partner_id, max(started_at) as last_trade
    from trades where buyer_id = ${me} or seller_id = ${me} group by 1`;
  const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
  const [totals, found] = await Promise.all([
    db.execute(sql`select count(*) as total from (${partners}) p`),
    db.execute(sql`
      select u.username, u.avatar_url, c.iso, c.code, c.name, u.last_seen_at, r.relation, p.last_trade
      from (${partners}) p
      join users u on u.id = p.partner_id
      left join countries c on c.id = u.country_id
      left join user_relations r on r.user_id = ${me} and r.target_user_id = p.partner_id
      order by p.last_trade desc, u.id
      limit ${options.limit} offset ${options.offset}`),
  ]);
  const rows = rowsOf<Record<string, unknown>>(found).map((row): ContactRow => ({
    username: String(row.username),
    avatarUrl: (row.avatar_url as string | null) ?? null,
    country:
      row.code === null || row.code === undefined
        ? null
        : { iso: (row.iso as string | null) ?? null, code: String(row.code), name: String(row.name) },
    lastSeenAt: row.last_seen_at ? new Date(row.last_seen_at as string) : null,
    relation: (row.relation as UserRelation | null) ?? null,
    relationDate: new Date(row.last_trade as string),
  }));
  return { rows, total: Number(rowsOf<{ total: unknown }>(totals)[0]?.total ?? 0) };
}

/** How many users trust and block `targetUserId`. */
export async function countRelationsTo(db: Executor, targetUserId: number) {
  return db
    .select({ relation: userRelations.relation, total: count() })
    .from(userRelations)
    .where(eq(userRelations.targetUserId, targetUserId))
    .groupBy(userRelations.relation);
}
