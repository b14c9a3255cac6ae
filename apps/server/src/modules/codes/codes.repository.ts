import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { verificationCodes } from '../../db/schema.js';

export type CodeRow = typeof verificationCodes.$inferSelect;

export async function insertCode(db: Executor, row: typeof verificationCodes.$inferInsert): Promise<CodeRow> {
  const [created] = await db.insert(verificationCodes).values(row).returning();
  if (!created) throw new Error('insert returned no row');
  return created;
}

/** The newest unconsumed code of a purpose, locked for the check (attempt counting races otherwise). */
export async function lockLatestCode(
  db: Executor,
  userId: number,
  purpose: string,
): Promise<CodeRow | undefined> {
  const [row] = await db
    .select()
    .from(verificationCodes)
    .where(
      and(
        eq(verificationCodes.userId, userId),
        eq(verificationCodes.purpose, purpose),
        isNull(verificationCodes.consumedAt),
      ),
    )
    .orderBy(desc(verificationCodes.createdAt))
    .limit(1)
    .for('update');
  return row;
}

export async function updateCode(
  db: Executor,
  id: string,
  fields: Partial<Pick<CodeRow, 'attempts' | 'consumedAt'>>,
) {
  await db.update(verificationCodes).set(fields).where(eq(verificationCodes.id, id));
}

/** Retire every open code of a purpose (a new one was sent, or the target changed). */
export async function consumeOpenCodes(db: Executor, userId: number, purpose: string): Promise<void> {
  await db
    .update(verificationCodes)
    .set({ consumedAt: new Date() })
    .where(
      and(
        eq(verificationCodes.userId, userId),
        eq(verificationCodes.purpose, purpose),
        isNull(verificationCodes.consumedAt),
      ),
    );
}

export async function countRecentCodes(
  db: Executor,
  userId: number,
  purpose: string,
  since: Date,
): Promise<number> {
  const rows = await db
    .select({ id: verificationCodes.id })
    .from(verificationCodes)
    .where(
      and(
        eq(verificationCodes.userId, userId),
        eq(verificationCodes.purpose, purpose),
        gt(verificationCodes.createdAt, since),
      ),
    );
  return rows.length;
}
