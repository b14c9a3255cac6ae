import { and, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { passwordResetTokens, users } from '../../db/schema.js';

export type PasswordResetRow = typeof passwordResetTokens.$inferSelect;

export async function insertResetToken(
  db: Executor,
  row: { userId: number; tokenHash: string; expiresAt: Date; requestedIp: string | null },
): Promise<void> {
  await db.insert(passwordResetTokens).values(row);
}

/** The token row of a link, locked so that two uses of one link cannot both pass. */
export async function lockResetToken(db: Executor, tokenHash: string): Promise<PasswordResetRow | undefined> {
  const [row] = await db
    .select()
    .from(passwordResetTokens)
    .where(eq(passwordResetTokens.tokenHash, tokenHash))
    .for('update');
  return row;
}

/** Ends every unused link of a user (a newer link was sent, or the password changed). */
export async function retireResetTokens(db: Executor, userId: number): Promise<void> {
  await db
    .update(passwordResetTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
}

export async function findAccount(db: Executor, userId: number) {
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      emailVerifiedAt: users.emailVerifiedAt,
      passwordHash: users.passwordHash,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

export async function updatePasswordHash(db: Executor, userId: number, passwordHash: string): Promise<void> {
  await db.update(users).set({ passwordHash }).where(eq(users.id, userId));
}
