import { and, count, desc, asc, eq, sql } from 'drizzle-orm';
import type { UserRelation } from '@p2p/shared';
import type { Executor } from '../../db/client.js';
import { countries, userRelations, users } from '../../db/schema.js';

export interface ContactRow {
  username: string;
  avatarUrl: string | null;
  country: { iso: string | null; code: string; name: string } | null;
  lastSeenAt: Date | null;
  relation: UserRelation;
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

/**
 * Trade partners of `userId`, most recent trade first. Trades do not exist yet (they arrive with
 * the trades module), so there are none to list: the page is empty rather than made up.
 */
export async function listRecentTradePartners(
  _db: Executor,
  _options: { userId: number; limit: number; offset: number },
): Promise<{ rows: ContactRow[]; total: number }> {
  return { rows: [], total: 0 };
}

/** How many users trust and block `targetUserId`. */
export async function countRelationsTo(db: Executor, targetUserId: number) {
  return db
    .select({ relation: userRelations.relation, total: count() })
    .from(userRelations)
    .where(eq(userRelations.targetUserId, targetUserId))
    .groupBy(userRelations.relation);
}
