import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { userNotices } from '../../db/schema.js';
import { hasPublishedOfferColumn } from '../offers/offers.repository.js';

/** The notices the user answered already. */
export async function answeredNotices(db: Executor, userId: number): Promise<string[]> {
  const rows = await db
    .select({ notice: userNotices.notice })
    .from(userNotices)
    .where(eq(userNotices.userId, userId));
  return rows.map((row) => row.notice);
}

/**
 * Records the first answer; a later one changes nothing (the notice is shown once). Returns whether
 * this call recorded it.
 */
export async function recordAnswer(
  db: Executor,
  row: { userId: number; notice: string; answer: string },
): Promise<boolean> {
  const inserted = await db
    .insert(userNotices)
    .values(row)
    .onConflictDoNothing()
    .returning({ notice: userNotices.notice });
  return inserted.length > 0;
}

export async function findAnswer(db: Executor, userId: number, notice: string) {
  const [row] = await db
    .select()
    .from(userNotices)
    .where(and(eq(userNotices.userId, userId), eq(userNotices.notice, notice)));
  return row;
}

/** Whether the user has an offer (a vendor) and their completed volume in US cents (trade-stats). */
export async function vendorVolume(
  db: Executor,
  userId: number,
): Promise<{ isVendor: boolean; volumeUsdCents: bigint }> {
  const vendor = hasPublishedOfferColumn(userId);
  const result = await db.execute(sql`select ${vendor.sql} as is_vendor,
    (select volume_usd_cents::text from user_trade_stats where user_id = ${userId}) as volume`);
  const row = (result as unknown as { rows: { is_vendor: unknown; volume: unknown }[] }).rows[0];
  return {
    isVendor: vendor.read(row?.is_vendor),
    volumeUsdCents: BigInt(row?.volume == null ? 0 : String(row.volume)),
  };
}
