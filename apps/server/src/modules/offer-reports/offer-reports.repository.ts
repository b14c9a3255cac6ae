import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.js';
import { offerReports, offers, users } from '../../db/schema.js';

export type ReportStatus = 'open' | 'dismissed' | 'actioned';

export async function findOfferByHash(db: Executor, hash: string) {
  const [row] = await db
    .select({ id: offers.id, hash: offers.hash, ownerId: offers.ownerId, isFeatured: offers.isFeatured })
    .from(offers)
    .where(and(eq(offers.hash, hash), isNull(offers.deletedAt)));
  return row;
}

/** Inserts an open report; false when this user already has an open report on the offer. */
export async function insertReport(
  db: Executor,
  report: { offerId: number; reporterId: number; reason: string; message: string },
): Promise<boolean> {
  const inserted = await db
    .insert(offerReports)
    .values(report)
    .onConflictDoNothing({
      target: [offerReports.offerId, offerReports.reporterId],
      where: sql`${offerReports.status} = 'open'`,
    })
    .returning({ id: offerReports.id });
  return inserted.length > 0;
}

const reporter = alias(users, 'reporter');
const owner = alias(users, 'owner');
const resolver = alias(users, 'resolver');

export async function listReports(
  db: Executor,
  options: { status: ReportStatus; limit: number; offset: number },
) {
  const where = eq(offerReports.status, options.status);
  const [totals] = await db.select({ total: count() }).from(offerReports).where(where);
  const rows = await db
    .select({
      id: offerReports.id,
      reason: offerReports.reason,
      message: offerReports.message,
      status: offerReports.status,
      createdAt: offerReports.createdAt,
      resolvedAt: offerReports.resolvedAt,
      resolvedBy: resolver.username,
      reporterUsername: reporter.username,
      offerHash: offers.hash,
      offerType: offers.type,
      offerIsBlocked: offers.isBlocked,
      offerIsFeatured: offers.isFeatured,
      ownerUsername: owner.username,
    })
    .from(offerReports)
    .innerJoin(offers, eq(offers.id, offerReports.offerId))
    .innerJoin(reporter, eq(reporter.id, offerReports.reporterId))
    .innerJoin(owner, eq(owner.id, offers.ownerId))
    .leftJoin(resolver, eq(resolver.id, offerReports.resolvedBy))
    .where(where)
    .orderBy(
      options.status === 'open' ? offerReports.createdAt : desc(offerReports.resolvedAt),
      offerReports.id,
    )
    .limit(options.limit)
    .offset(options.offset);
  return { rows, total: Number(totals?.total ?? 0) };
}

export async function lockReport(db: Executor, id: number) {
  const [row] = await db
    .select({
      id: offerReports.id,
      status: offerReports.status,
      offerId: offerReports.offerId,
      offerBlocked: offers.isBlocked,
      ownerId: offers.ownerId,
      reporterId: offerReports.reporterId,
      offerHash: offers.hash,
    })
    .from(offerReports)
    .innerJoin(offers, eq(offers.id, offerReports.offerId))
    .where(eq(offerReports.id, id))
    .for('update', { of: offerReports });
  return row;
}

export async function resolveReport(db: Executor, id: number, status: ReportStatus, resolvedBy: number) {
  await db
    .update(offerReports)
    .set({ status, resolvedBy, resolvedAt: new Date() })
    .where(eq(offerReports.id, id));
}

export async function setOfferBlocked(db: Executor, offerId: number, blocked: boolean) {
  await db.update(offers).set({ isBlocked: blocked, updatedAt: new Date() }).where(eq(offers.id, offerId));
}

export async function setOfferFeatured(db: Executor, offerId: number, featured: boolean) {
  await db.update(offers).set({ isFeatured: featured, updatedAt: new Date() }).where(eq(offers.id, offerId));
}
