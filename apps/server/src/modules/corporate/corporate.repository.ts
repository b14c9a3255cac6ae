import { and, desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { users, verificationRequests } from '../../db/schema.js';

export async function lockAccount(db: Executor, userId: number) {
  const [row] = await db
    .select({ id: users.id, accountType: users.accountType, corporateStatus: users.corporateStatus })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  return row;
}

export async function setAccount(
  db: Executor,
  userId: number,
  fields: { accountType: 'personal' | 'corporate'; corporateStatus: string | null },
): Promise<void> {
  await db.update(users).set(fields).where(eq(users.id, userId));
}

/** Company details travel as a verification request of kind `company`, reviewed like documents. */
export async function insertCompanyApplication(db: Executor, userId: number, data: Record<string, unknown>) {
  await db.insert(verificationRequests).values({ userId, kind: 'company', status: 'pending', data });
}

export async function latestCompanyApplication(db: Executor, userId: number) {
  const [row] = await db
    .select()
    .from(verificationRequests)
    .where(and(eq(verificationRequests.userId, userId), eq(verificationRequests.kind, 'company')))
    .orderBy(desc(verificationRequests.createdAt))
    .limit(1)
    .for('update');
  return row;
}

export async function updateApplication(
  db: Executor,
  id: string,
  fields: { status: string; reviewedBy: number; rejectReason: string | null },
): Promise<void> {
  await db
    .update(verificationRequests)
    .set({ ...fields, reviewedAt: new Date() })
    .where(eq(verificationRequests.id, id));
}
