import { and, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.js';
import { offers, sessions, userRestrictions, users } from '../../db/schema.js';
import type { UserIdParam } from '../../db/fact-column.js';

export type RestrictionRow = typeof userRestrictions.$inferSelect;

export async function findUser(db: Executor, userId: number) {
  const [row] = await db
    .select({ id: users.id, role: users.role })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  return row;
}

/** The kinds of the user's active restrictions as one json array. */
export function activeKindsSql(userId: UserIdParam): SQL<unknown> {
  const r = userRestrictions;
  return sql`coalesce((select json_agg(${r.kind}) from ${r}
    where ${r.userId} = ${userId} and ${r.liftedAt} is null), '[]'::json)`;
}

/** The active restriction kinds of several users in one statement. */
export async function activeKindsOf(
  db: Executor,
  userIds: readonly number[],
): Promise<{ userId: number; kind: string }[]> {
  return db
    .select({ userId: userRestrictions.userId, kind: userRestrictions.kind })
    .from(userRestrictions)
    .where(and(inArray(userRestrictions.userId, [...userIds]), isNull(userRestrictions.liftedAt)));
}

export async function activeKinds(db: Executor, userId: number): Promise<string[]> {
  const rows = await db
    .select({ kind: userRestrictions.kind })
    .from(userRestrictions)
    .where(and(eq(userRestrictions.userId, userId), isNull(userRestrictions.liftedAt)));
  return rows.map((row) => row.kind);
}

export async function insertRestriction(
  db: Executor,
  row: typeof userRestrictions.$inferInsert,
): Promise<RestrictionRow> {
  const [created] = await db.insert(userRestrictions).values(row).returning();
  if (!created) throw new Error('insert returned no row');
  return created;
}

export async function lockRestriction(
  db: Executor,
  userId: number,
  id: string,
): Promise<RestrictionRow | undefined> {
  const [row] = await db
    .select()
    .from(userRestrictions)
    .where(and(eq(userRestrictions.id, id), eq(userRestrictions.userId, userId)))
    .for('update');
  return row;
}

export async function liftRestriction(
  db: Executor,
  id: string,
  liftedBy: number,
  liftReason: string,
): Promise<void> {
  await db
    .update(userRestrictions)
    .set({ liftedAt: new Date(), liftedBy, liftReason })
    .where(eq(userRestrictions.id, id));
}

const creator = alias(users, 'creator');
const lifter = alias(users, 'lifter');

/** Every restriction of a user, newest first, with the usernames of the staff involved. */
export function listRestrictions(db: Executor, userId: number) {
  return db
    .select({ restriction: userRestrictions, createdBy: creator.username, liftedBy: lifter.username })
    .from(userRestrictions)
    .leftJoin(creator, eq(creator.id, userRestrictions.createdBy))
    .leftJoin(lifter, eq(lifter.id, userRestrictions.liftedBy))
    .where(eq(userRestrictions.userId, userId))
    .orderBy(desc(userRestrictions.createdAt));
}

/** A banned account's sessions end at once, not at their expiry. */
export async function revokeSessions(db: Executor, userId: number): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}

export async function setRole(
  db: Executor,
  userId: number,
  role: (typeof users.$inferSelect)['role'],
): Promise<void> {
  await db.update(users).set({ role }).where(eq(users.id, userId));
}

/** Hashes of the user's offers that are on the market as far as the owner decides (enabled, not deleted or blocked). */
export async function enabledOfferHashes(db: Executor, userId: number): Promise<string[]> {
  const rows = await db
    .select({ hash: offers.hash })
    .from(offers)
    .where(
      and(
        eq(offers.ownerId, userId),
        eq(offers.isEnabled, true),
        eq(offers.isBlocked, false),
        isNull(offers.deletedAt),
      ),
    )
    .orderBy(offers.id);
  return rows.map((row) => row.hash);
}
