import { and, eq, gt, isNull, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { authRequests, twoFactorBackupCodes, twoFactorSettings, users } from '../../db/schema.js';
import type { UserIdParam } from '../../db/fact-column.js';

export type SettingsRow = typeof twoFactorSettings.$inferSelect;
export type SettingsFields = Partial<Omit<typeof twoFactorSettings.$inferInsert, 'userId'>>;
export type AuthRequestRow = typeof authRequests.$inferSelect;

/** The switches current_user shows, as one json value (null without a settings row). */
export function settingsSummarySql(userId: UserIdParam): SQL<unknown> {
  const t = twoFactorSettings;
  return sql`(select json_build_object('state', ${t.state}, 'method', ${t.method}, 'forLogin', ${t.forLogin},
    'forRelease', ${t.forRelease}, 'forSendout', ${t.forSendout}) from ${t} where ${t.userId} = ${userId})`;
}

export async function findSettings(db: Executor, userId: number): Promise<SettingsRow | undefined> {
  const [row] = await db.select().from(twoFactorSettings).where(eq(twoFactorSettings.userId, userId));
  return row;
}

/** The settings row locked for a check: concurrent checks of one user run one after another. */
export async function lockSettings(db: Executor, userId: number): Promise<SettingsRow | undefined> {
  const [row] = await db
    .select()
    .from(twoFactorSettings)
    .where(eq(twoFactorSettings.userId, userId))
    .for('update');
  return row;
}

export async function upsertSettings(db: Executor, userId: number, fields: SettingsFields): Promise<void> {
  const values = { ...fields, updatedAt: new Date() };
  await db
    .insert(twoFactorSettings)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: twoFactorSettings.userId, set: values });
}

export async function updateSettings(db: Executor, userId: number, fields: SettingsFields): Promise<void> {
  await db
    .update(twoFactorSettings)
    .set({ ...fields, updatedAt: new Date() })
    .where(eq(twoFactorSettings.userId, userId));
}

/** Where codes can go. Read here because the users service does not expose the verification times. */
export async function findContactPoints(db: Executor, userId: number) {
  const [row] = await db
    .select({
      username: users.username,
      email: users.email,
      emailVerifiedAt: users.emailVerifiedAt,
      phone: users.phone,
      phoneVerifiedAt: users.phoneVerifiedAt,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}
export type ContactPoints = NonNullable<Awaited<ReturnType<typeof findContactPoints>>>;

export async function countUnusedBackupCodes(db: Executor, userId: number): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(twoFactorBackupCodes)
    .where(and(eq(twoFactorBackupCodes.userId, userId), isNull(twoFactorBackupCodes.usedAt)));
  return Number(row?.count ?? 0);
}

export async function replaceBackupCodes(db: Executor, userId: number, hashes: string[]): Promise<void> {
  await deleteBackupCodes(db, userId);
  await db.insert(twoFactorBackupCodes).values(hashes.map((codeHash) => ({ userId, codeHash })));
}

export async function deleteBackupCodes(db: Executor, userId: number): Promise<void> {
  await db.delete(twoFactorBackupCodes).where(eq(twoFactorBackupCodes.userId, userId));
}

/** Marks an unused backup code used; false when there is no such unused code. */
export async function useBackupCode(db: Executor, userId: number, codeHash: string): Promise<boolean> {
  const used = await db
    .update(twoFactorBackupCodes)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(twoFactorBackupCodes.userId, userId),
        eq(twoFactorBackupCodes.codeHash, codeHash),
        isNull(twoFactorBackupCodes.usedAt),
      ),
    )
    .returning({ id: twoFactorBackupCodes.id });
  return used.length > 0;
}

export async function insertAuthRequest(
  db: Executor,
  row: typeof authRequests.$inferInsert,
): Promise<AuthRequestRow> {
  const [created] = await db.insert(authRequests).values(row).returning();
  if (!created) throw new Error('insert returned no row');
  return created;
}

export async function findAuthRequest(db: Executor, id: string): Promise<AuthRequestRow | undefined> {
  const [row] = await db.select().from(authRequests).where(eq(authRequests.id, id));
  return row;
}

export async function lockAuthRequest(db: Executor, id: string): Promise<AuthRequestRow | undefined> {
  const [row] = await db.select().from(authRequests).where(eq(authRequests.id, id)).for('update');
  return row;
}

export async function updateAuthRequest(
  db: Executor,
  id: string,
  fields: Partial<Pick<AuthRequestRow, 'state' | 'attempts' | 'resolvedAt'>>,
): Promise<void> {
  await db.update(authRequests).set(fields).where(eq(authRequests.id, id));
}

/** Wrong second-factor codes a user's checks counted since `since`, over every action. */
export async function countRecentFailures(db: Executor, userId: number, since: Date): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${authRequests.attempts}), 0)::int` })
    .from(authRequests)
    .where(and(eq(authRequests.userId, userId), gt(authRequests.createdAt, since)));
  return Number(row?.total ?? 0);
}
