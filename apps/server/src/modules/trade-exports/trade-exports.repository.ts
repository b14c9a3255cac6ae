import { and, desc, eq, inArray, lte, or, sql } from 'drizzle-orm';
import type { ExportReportStatus } from '@p2p/shared';
import type { Executor } from '../../db/client.js';
import { tradeExportReports, users } from '../../db/schema.js';

export type TradeExportRow = typeof tradeExportReports.$inferSelect;
export type NewTradeExportRow = typeof tradeExportReports.$inferInsert;

/** Statuses a worker holds under a lease. */
const LEASED: ExportReportStatus[] = ['in_progress', 'generating'];

export async function insertReport(db: Executor, row: NewTradeExportRow): Promise<TradeExportRow> {
  const [inserted] = await db.insert(tradeExportReports).values(row).returning();
  return inserted!;
}

export async function findReport(
  db: Executor,
  id: string,
  lock = false,
): Promise<TradeExportRow | undefined> {
  const query = db.select().from(tradeExportReports).where(eq(tradeExportReports.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** The user's reports, newest first. */
export function listReports(db: Executor, userId: number, limit: number): Promise<TradeExportRow[]> {
  return db
    .select()
    .from(tradeExportReports)
    .where(eq(tradeExportReports.userId, userId))
    .orderBy(desc(tradeExportReports.createdAt), desc(tradeExportReports.id))
    .limit(limit);
}

/** How many of the user's reports wait for or are in a worker's hands. */
export async function countUnfinished(db: Executor, userId: number): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(tradeExportReports)
    .where(
      and(eq(tradeExportReports.userId, userId), inArray(tradeExportReports.status, ['pending', ...LEASED])),
    );
  return Number(row?.count ?? 0);
}

/** Locks the user's row (inside a transaction): their export requests then run one after another. */
export async function lockUser(db: Executor, userId: number): Promise<void> {
  await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update');
}

export async function userTimeZone(db: Executor, userId: number): Promise<string | undefined> {
  const [row] = await db.select({ timezone: users.timezone }).from(users).where(eq(users.id, userId));
  return row?.timezone;
}

/**
 * Claims the oldest due job FOR UPDATE SKIP LOCKED — a pending one whose time came, or a leased one
 * whose lease ran out (its node died) — and leases it to this claim: status in_progress, a new claim
 * token, `lease_until` ahead, attempts counted. Several nodes claim side by side, each job once.
 */
export async function claimNextReport(
  db: Executor,
  options: { leaseMs: number },
): Promise<TradeExportRow | undefined> {
  return db.transaction(async (tx) => {
    const [due] = await tx
      .select({ id: tradeExportReports.id })
      .from(tradeExportReports)
      .where(
        or(
          and(eq(tradeExportReports.status, 'pending'), lte(tradeExportReports.nextAttemptAt, sql`now()`)),
          and(inArray(tradeExportReports.status, LEASED), lte(tradeExportReports.leaseUntil, sql`now()`)),
        ),
      )
      .orderBy(tradeExportReports.nextAttemptAt, tradeExportReports.createdAt)
      .limit(1)
      .for('update', { skipLocked: true });
    if (!due) return undefined;
    const [claimed] = await tx
      .update(tradeExportReports)
      .set({
        status: 'in_progress',
        claimToken: sql`gen_random_uuid()`,
        leaseUntil: sql`now() + (${options.leaseMs}::bigint * interval '1 millisecond')`,
        attempts: sql`${tradeExportReports.attempts} + 1`,
        updatedAt: sql`now()`,
      })
      .where(eq(tradeExportReports.id, due.id))
      .returning();
    return claimed;
  });
}

/**
 * Moves a job this claim still holds (same token, status `from`); undefined when the lease was lost
 * (another node took the job over) or the job moved on, so a late node changes nothing.
 */
export async function moveClaimed(
  db: Executor,
  claim: { id: string; claimToken: string },
  from: ExportReportStatus,
  patch: Partial<NewTradeExportRow>,
): Promise<TradeExportRow | undefined> {
  const [row] = await db
    .update(tradeExportReports)
    .set({ ...patch, updatedAt: sql`now()` })
    .where(
      and(
        eq(tradeExportReports.id, claim.id),
        eq(tradeExportReports.claimToken, claim.claimToken),
        eq(tradeExportReports.status, from),
      ),
    )
    .returning();
  return row;
}

/** Completed reports whose kept time is over, locked FOR UPDATE SKIP LOCKED (inside a transaction). */
export function lockExpiredReports(db: Executor, limit: number): Promise<TradeExportRow[]> {
  return db
    .select()
    .from(tradeExportReports)
    .where(and(eq(tradeExportReports.status, 'completed'), lte(tradeExportReports.expiresAt, sql`now()`)))
    .orderBy(tradeExportReports.expiresAt)
    .limit(limit)
    .for('update', { skipLocked: true });
}

export async function setStatus(
  db: Executor,
  id: string,
  from: ExportReportStatus,
  patch: Partial<NewTradeExportRow> & { status: ExportReportStatus },
): Promise<TradeExportRow | undefined> {
  const [row] = await db
    .update(tradeExportReports)
    .set({ ...patch, updatedAt: sql`now()` })
    .where(and(eq(tradeExportReports.id, id), eq(tradeExportReports.status, from)))
    .returning();
  return row;
}
