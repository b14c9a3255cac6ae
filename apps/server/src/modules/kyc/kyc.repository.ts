import { and, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { LEVEL_NAMES } from '@p2p/shared';
import type { Executor } from '../../db/client.js';
import { auditLog, levelLimits, storedFiles, users, verificationRequests } from '../../db/schema.js';
import { openDemandSql } from '../kyc-demands/kyc-demands.repository.js';
import type { UserIdParam } from '../../db/fact-column.js';

export type RequestRow = typeof verificationRequests.$inferSelect;
export type FileRow = typeof storedFiles.$inferSelect;
export type LevelLimitRow = typeof levelLimits.$inferSelect;

const kycFactColumns = {
  id: users.id,
  username: users.username,
  level: users.verificationLevel,
  emailVerifiedAt: users.emailVerifiedAt,
  phoneVerifiedAt: users.phoneVerifiedAt,
  registrationGroup: users.registrationGroup,
  countryId: users.countryId,
  phoneCountryIso: users.phoneCountryIso,
  fiatCurrencyId: users.fiatCurrencyId,
};
export interface UserKycFacts {
  id: number;
  username: string;
  level: string;
  emailVerifiedAt: Date | null;
  phoneVerifiedAt: Date | null;
  registrationGroup: number;
  countryId: number | null;
  phoneCountryIso: string | null;
  fiatCurrencyId: number;
}

/** What the level rules read of a user; `lock` takes the row lock that serialises one user's KYC changes. */
export async function findUserKycFacts(
  db: Executor,
  userId: number,
  options: { lock?: boolean } = {},
): Promise<UserKycFacts | undefined> {
  const query = db.select(kycFactColumns).from(users).where(eq(users.id, userId));
  const [row] = options.lock ? await query.for('update') : await query;
  return row;
}

export async function updateUserLevel(db: Executor, userId: number, level: string): Promise<void> {
  await db.update(users).set({ verificationLevel: level }).where(eq(users.id, userId));
}

/** What getKycSummary reads besides the user row, as the json kycFactsSql selects. */
export interface KycFactsJson {
  level: string;
  registrationGroup: number;
  /** The operator's limits of the user's level; null when none were stored. */
  limits: { perTrade: string | null; lifetime: string | null } | null;
  /** The user's requests, newest first. */
  requests: { kind: string; status: string; rejectReason: string | null }[] | null;
  /** Staff forced an identity verification not approved yet (kyc-demands, decision 040). */
  idForced?: boolean;
}

/**
 * The user's level and registration group, the limits of the level and the user's requests as one
 * json value, in a query over `users` (the outer row; an unknown level reads as L0, as the service does).
 */
export function kycFactsSql(userId: UserIdParam): SQL<unknown> {
  const l = levelLimits;
  const r = verificationRequests;
  const known = sql.join(
    LEVEL_NAMES.map((name) => sql`${name}`),
    sql`, `,
  );
  const level = sql`case when ${users.verificationLevel} in (${known}) then ${users.verificationLevel} else 'L0' end`;
  return sql`json_build_object(
    'level', ${users.verificationLevel}, 'registrationGroup', ${users.registrationGroup},
    'limits', (select json_build_object('perTrade', ${l.perTradeUsdCents}::text, 'lifetime', ${l.lifetimeUsdCents}::text)
               from ${l} where ${l.level} = ${level}),
    'requests', (select json_agg(json_build_object('kind', ${r.kind}, 'status', ${r.status}, 'rejectReason', ${r.rejectReason})
                 order by ${r.createdAt} desc, ${r.id} desc) from ${r} where ${r.userId} = ${userId}),
    'idForced', ${openDemandSql(userId, 'forced_verification')})`;
}

/** A user's requests, newest first. */
export function listUserRequests(db: Executor, userId: number, kind?: string): Promise<RequestRow[]> {
  const conditions: SQL[] = [eq(verificationRequests.userId, userId)];
  if (kind) conditions.push(eq(verificationRequests.kind, kind));
  return db
    .select()
    .from(verificationRequests)
    .where(and(...conditions))
    .orderBy(desc(verificationRequests.createdAt), desc(verificationRequests.id));
}

export async function insertRequest(
  db: Executor,
  row: typeof verificationRequests.$inferInsert,
): Promise<RequestRow> {
  const [created] = await db.insert(verificationRequests).values(row).returning();
  if (!created) throw new Error('insert returned no row');
  return created;
}

export async function findRequest(
  db: Executor,
  id: string,
  options: { lock?: boolean } = {},
): Promise<RequestRow | undefined> {
  const query = db.select().from(verificationRequests).where(eq(verificationRequests.id, id));
  const [row] = options.lock ? await query.for('update') : await query;
  return row;
}

export async function updateRequestReview(
  db: Executor,
  id: string,
  review: { status: string; reviewedBy: number; rejectReason: string | null },
): Promise<RequestRow> {
  const [row] = await db
    .update(verificationRequests)
    .set({ ...review, reviewedAt: new Date() })
    .where(eq(verificationRequests.id, id))
    .returning();
  if (!row) throw new Error('update returned no row');
  return row;
}

export interface ReviewRow {
  request: RequestRow;
  user: { id: number; username: string; level: string };
}

export async function listRequestsForReview(
  db: Executor,
  filter: { status: string; kind?: string; limit: number; offset: number },
): Promise<{ rows: ReviewRow[]; total: number }> {
  const conditions: SQL[] = [eq(verificationRequests.status, filter.status)];
  if (filter.kind) conditions.push(eq(verificationRequests.kind, filter.kind));
  const where = and(...conditions);
  const [rows, [totalRow]] = await Promise.all([
    db
      .select({
        request: verificationRequests,
        user: { id: users.id, username: users.username, level: users.verificationLevel },
      })
      .from(verificationRequests)
      .innerJoin(users, eq(users.id, verificationRequests.userId))
      .where(where)
      // Oldest first: the queue is worked through in the order people applied.
      .orderBy(verificationRequests.createdAt, verificationRequests.id)
      .limit(filter.limit)
      .offset(filter.offset),
    db.select({ total: count() }).from(verificationRequests).where(where),
  ]);
  return { rows, total: totalRow?.total ?? 0 };
}

export async function findReviewRow(db: Executor, id: string): Promise<ReviewRow | undefined> {
  const [row] = await db
    .select({
      request: verificationRequests,
      user: { id: users.id, username: users.username, level: users.verificationLevel },
    })
    .from(verificationRequests)
    .innerJoin(users, eq(users.id, verificationRequests.userId))
    .where(eq(verificationRequests.id, id));
  return row;
}

export function listFilesOfRequests(db: Executor, requestIds: string[]): Promise<FileRow[]> {
  if (requestIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(storedFiles)
    .where(inArray(storedFiles.verificationRequestId, requestIds))
    .orderBy(storedFiles.createdAt, storedFiles.id);
}

export async function insertFiles(
  db: Executor,
  rows: (typeof storedFiles.$inferInsert)[],
): Promise<FileRow[]> {
  if (rows.length === 0) return [];
  return db.insert(storedFiles).values(rows).returning();
}

export async function findFile(db: Executor, id: string): Promise<FileRow | undefined> {
  const [row] = await db.select().from(storedFiles).where(eq(storedFiles.id, id));
  return row;
}

export function listLevelLimits(db: Executor): Promise<LevelLimitRow[]> {
  return db.select().from(levelLimits);
}

export async function findLevelLimits(
  db: Executor,
  level: string,
  options: { lock?: boolean } = {},
): Promise<LevelLimitRow | undefined> {
  const query = db.select().from(levelLimits).where(eq(levelLimits.level, level));
  const [row] = options.lock ? await query.for('update') : await query;
  return row;
}

export async function upsertLevelLimits(
  db: Executor,
  row: { level: string; perTradeUsdCents: bigint | null; lifetimeUsdCents: bigint | null },
): Promise<void> {
  const values = { ...row, updatedAt: new Date() };
  await db
    .insert(levelLimits)
    .values(values)
    .onConflictDoUpdate({
      target: levelLimits.level,
      set: {
        perTradeUsdCents: values.perTradeUsdCents,
        lifetimeUsdCents: values.lifetimeUsdCents,
        updatedAt: values.updatedAt,
      },
    });
}

export async function insertAudit(db: Executor, row: typeof auditLog.$inferInsert): Promise<void> {
  await db.insert(auditLog).values(row);
}
