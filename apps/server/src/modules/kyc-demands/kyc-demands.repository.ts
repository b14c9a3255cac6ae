import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.js';
import { kycDemands, users } from '../../db/schema.js';
import type { UserIdParam } from '../../db/fact-column.js';

// Whether a demand is still open is derived from the user's verification requests, so that no
// verification path has to remember to close it (decision 040):
// - forced_verification: open until an ID (or identity provider) verification is approved;
// - id_document: open until an ID verification was submitted after it, or one is under review.

const IDENTITY_KINDS = sql`('id', 'provider')`;

/** SQL: demand row `d` is fulfilled. */
function fulfilledSql(d: string): SQL {
  const demand = sql.raw(d);
  return sql`(case ${demand}.kind
    when 'forced_verification' then exists (select 1 from verification_requests r
      where r.user_id = ${demand}.user_id and r.kind in ${IDENTITY_KINDS} and r.status = 'approved')
    else exists (select 1 from verification_requests r
      where r.user_id = ${demand}.user_id and r.kind in ${IDENTITY_KINDS}
        and (r.created_at >= ${demand}.created_at or r.status in ('pending', 'approved')))
    end)`;
}

/** SQL boolean: the user has an open demand of `kind`. `userId` is a value or a column. */
export function openDemandSql(userId: SQL | UserIdParam, kind: 'forced_verification' | 'id_document'): SQL {
  return sql`exists (select 1 from kyc_demands d
    where d.user_id = ${userId} and d.kind = ${kind} and d.withdrawn_at is null and not ${fulfilledSql('d')})`;
}

/** Both open flags of a user as one json value, for a query that reads several modules' facts. */
export function openDemandsSql(userId: UserIdParam): SQL {
  return sql`json_build_object('forced', ${openDemandSql(userId, 'forced_verification')},
    'idDocument', ${openDemandSql(userId, 'id_document')})`;
}

export async function openDemands(
  db: Executor,
  userId: number,
): Promise<{ forced: boolean; idDocument: boolean }> {
  const result = await db.execute(sql`select ${openDemandsSql(userId)} as demands`);
  const value = (result as unknown as { rows: { demands: unknown }[] }).rows[0]?.demands;
  const parsed = (typeof value === 'string' ? JSON.parse(value) : value) as {
    forced: boolean;
    idDocument: boolean;
  };
  return { forced: parsed.forced === true, idDocument: parsed.idDocument === true };
}

/** Whether the user's identity is verified already (an approved ID or provider verification). */
export async function identityVerified(db: Executor, userId: number): Promise<boolean> {
  const result = await db.execute(sql`select exists (select 1 from verification_requests r
    where r.user_id = ${userId} and r.kind in ${IDENTITY_KINDS} and r.status = 'approved') as verified`);
  return (result as unknown as { rows: { verified: unknown }[] }).rows[0]?.verified === true;
}

const creator = alias(users, 'creator');
const withdrawer = alias(users, 'withdrawer');

/** The user's demands, newest first, with who made and withdrew them and whether each is fulfilled. */
export function listDemands(db: Executor, userId: number) {
  return db
    .select({
      demand: kycDemands,
      createdBy: creator.username,
      withdrawnBy: withdrawer.username,
      fulfilled: sql<boolean>`${fulfilledSql('kyc_demands')}`,
    })
    .from(kycDemands)
    .leftJoin(creator, eq(creator.id, kycDemands.createdBy))
    .leftJoin(withdrawer, eq(withdrawer.id, kycDemands.withdrawnBy))
    .where(eq(kycDemands.userId, userId))
    .orderBy(desc(kycDemands.createdAt), desc(kycDemands.id));
}

export async function insertDemand(db: Executor, row: typeof kycDemands.$inferInsert) {
  const [inserted] = await db.insert(kycDemands).values(row).returning();
  return inserted!;
}

export async function lockDemand(db: Executor, userId: number, demandId: string) {
  const [row] = await db
    .select()
    .from(kycDemands)
    .where(and(eq(kycDemands.id, demandId), eq(kycDemands.userId, userId)))
    .for('update');
  return row;
}

export async function withdrawDemand(db: Executor, id: string, by: number, reason: string): Promise<void> {
  await db
    .update(kycDemands)
    .set({ withdrawnAt: new Date(), withdrawnBy: by, withdrawReason: reason })
    .where(eq(kycDemands.id, id));
}

/** Locks the target user's row: demands of one user are decided one at a time. */
export async function lockUser(db: Executor, userId: number) {
  const [row] = await db
    .select({ id: users.id, role: users.role })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  return row;
}
