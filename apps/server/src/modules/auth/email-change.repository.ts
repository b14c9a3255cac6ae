import { and, eq, gt, isNull, or } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { emailChangeRequests, users } from '../../db/schema.js';

export type EmailChangeRow = typeof emailChangeRequests.$inferSelect;

const isOpen = and(isNull(emailChangeRequests.completedAt), isNull(emailChangeRequests.cancelledAt));

export async function insertRequest(
  db: Executor,
  row: typeof emailChangeRequests.$inferInsert,
): Promise<EmailChangeRow> {
  const [created] = await db.insert(emailChangeRequests).values(row).returning();
  if (!created) throw new Error('insert returned no row');
  return created;
}

/** The open request of a user, expired or not. */
export async function findOpenRequest(db: Executor, userId: number): Promise<EmailChangeRow | undefined> {
  const [row] = await db
    .select()
    .from(emailChangeRequests)
    .where(and(eq(emailChangeRequests.userId, userId), isOpen));
  return row;
}

/** The request a mailed link belongs to (either of its two tokens), locked for the update. */
export async function lockByToken(db: Executor, tokenHash: string): Promise<EmailChangeRow | undefined> {
  const [row] = await db
    .select()
    .from(emailChangeRequests)
    .where(
      or(eq(emailChangeRequests.newTokenHash, tokenHash), eq(emailChangeRequests.oldTokenHash, tokenHash)),
    )
    .for('update');
  return row;
}

export async function updateRequest(
  db: Executor,
  id: string,
  fields: Partial<Pick<EmailChangeRow, 'newConfirmedAt' | 'oldConfirmedAt' | 'completedAt' | 'cancelledAt'>>,
): Promise<EmailChangeRow> {
  const [row] = await db
    .update(emailChangeRequests)
    .set(fields)
    .where(eq(emailChangeRequests.id, id))
    .returning();
  if (!row) throw new Error('email change request vanished');
  return row;
}

/** Cancels the user's open request, if any (a new request, a password reset). */
export async function cancelOpenRequest(db: Executor, userId: number): Promise<EmailChangeRow | undefined> {
  const [row] = await db
    .update(emailChangeRequests)
    .set({ cancelledAt: new Date() })
    .where(and(eq(emailChangeRequests.userId, userId), isOpen))
    .returning();
  return row;
}

export async function countRequestsSince(db: Executor, userId: number, since: Date): Promise<number> {
  const rows = await db
    .select({ id: emailChangeRequests.id })
    .from(emailChangeRequests)
    .where(and(eq(emailChangeRequests.userId, userId), gt(emailChangeRequests.createdAt, since)));
  return rows.length;
}

/** The account row, locked: one change of address at a time per user. */
export async function lockAccount(db: Executor, userId: number) {
  const [row] = await db
    .select({
      id: users.id,
      username: users.username,
      email: users.email,
      emailVerifiedAt: users.emailVerifiedAt,
      passwordHash: users.passwordHash,
    })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  return row;
}
