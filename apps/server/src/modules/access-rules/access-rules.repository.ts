import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { accessRules, regionalNotices, users } from '../../db/schema.js';

export type AccessRuleRow = typeof accessRules.$inferSelect;
export type RegionalNoticeRow = typeof regionalNotices.$inferSelect;

/** Every rule and notice: what each node caches (a handful of rows; read whole on each change). */
export async function readAll(db: Executor) {
  // One after another: inside a transaction they share one connection.
  const rules = await db
    .select({
      id: accessRules.id,
      kind: accessRules.kind,
      value: accessRules.value,
      action: accessRules.action,
      note: accessRules.note,
      createdAt: accessRules.createdAt,
      createdBy: users.username,
    })
    .from(accessRules)
    .leftJoin(users, eq(users.id, accessRules.createdBy))
    .orderBy(asc(accessRules.id));
  const notices = await db.select().from(regionalNotices).orderBy(asc(regionalNotices.countryIso));
  return { rules, notices };
}

export async function findRule(db: Executor, kind: string, value: string) {
  const [row] = await db
    .select()
    .from(accessRules)
    .where(and(eq(accessRules.kind, kind), eq(accessRules.value, value)));
  return row;
}

export async function insertRule(
  db: Executor,
  values: { kind: string; value: string; action: string; note: string; createdBy: number },
): Promise<AccessRuleRow> {
  const [row] = await db.insert(accessRules).values(values).returning();
  return row!;
}

export async function deleteRule(db: Executor, id: number): Promise<AccessRuleRow | undefined> {
  const [row] = await db.delete(accessRules).where(eq(accessRules.id, id)).returning();
  return row;
}

export async function upsertNotice(
  db: Executor,
  values: {
    countryIso: string;
    messageKey: string | null;
    message: string;
    restricts: string[];
    updatedBy: number;
  },
): Promise<RegionalNoticeRow> {
  const now = new Date();
  const [row] = await db
    .insert(regionalNotices)
    .values({ ...values, updatedAt: now })
    .onConflictDoUpdate({
      target: regionalNotices.countryIso,
      set: {
        messageKey: values.messageKey,
        message: values.message,
        restricts: values.restricts,
        updatedBy: values.updatedBy,
        updatedAt: now,
      },
    })
    .returning();
  return row!;
}

export async function deleteNotice(db: Executor, countryIso: string): Promise<RegionalNoticeRow | undefined> {
  const [row] = await db
    .delete(regionalNotices)
    .where(eq(regionalNotices.countryIso, countryIso))
    .returning();
  return row;
}
