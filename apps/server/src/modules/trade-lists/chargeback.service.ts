import { and, desc, eq } from 'drizzle-orm';
import {
  CHARGEBACK_IDENTITY_ERROR_CODE,
  type ChargebackInput,
  type ChargebackReport,
  type ChargebackStatus,
} from '@p2p/shared';
import type { Database, Executor } from '../../db/client.js';
import { chargebackReports, trades } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { recordAudit } from '../audit/audit.repository.js';
import { isCompleted } from './trade-lists.views.js';

function identityError(): AppError {
  // One answer whether the trade does not exist, is not completed, or is someone else's: a report says
  // nothing about other people's trades, and the web tells the user to contact support.
  return new AppError(
    CHARGEBACK_IDENTITY_ERROR_CODE,
    'We could not match this report to a completed trade you sold in. Please contact support.',
    { id_hashed: ['Please contact support'] },
    403,
  );
}

const toReport = (row: typeof chargebackReports.$inferSelect, tradeHash: string): ChargebackReport => ({
  id: row.id,
  tradeHash,
  status: row.status as ChargebackStatus,
  createdAt: row.createdAt.toISOString(),
});

/**
 * POST /rest/v1/user-reports/chargeback: the seller of a completed trade reports that the buyer's
 * payment was reversed. One report per trade (a second is 409); it starts Pending for the moderators.
 */
export async function reportChargeback(
  db: Database,
  userId: number,
  input: ChargebackInput,
): Promise<ChargebackReport> {
  return db.transaction(async (tx) => {
    const [trade] = await tx.select().from(trades).where(eq(trades.hash, input.id_hashed));
    if (!trade || trade.sellerId !== userId || !isCompleted(trade.status)) throw identityError();
    const { id_hashed: _hash, ...details } = input;
    const [row] = await tx
      .insert(chargebackReports)
      .values({ tradeId: trade.id, reporterId: userId, details })
      .onConflictDoNothing()
      .returning();
    if (!row)
      throw new AppError('ERROR_CONFLICT', 'You have already reported a chargeback on this trade', {
        id_hashed: ['Already reported'],
      });
    await recordAudit(tx, {
      actorId: userId,
      action: 'chargeback.reported',
      targetUserId: trade.buyerId,
      details: { tradeHash: trade.hash, reportId: row.id },
    });
    return toReport(row, trade.hash);
  });
}

/** GET /rest/v1/user-reports/chargeback: the caller's reports, newest first. */
export async function myChargebacks(db: Executor, userId: number): Promise<ChargebackReport[]> {
  const rows = await db
    .select({ report: chargebackReports, tradeHash: trades.hash })
    .from(chargebackReports)
    .innerJoin(trades, eq(trades.id, chargebackReports.tradeId))
    .where(and(eq(chargebackReports.reporterId, userId)))
    .orderBy(desc(chargebackReports.id))
    .limit(100);
  return rows.map((row) => toReport(row.report, row.tradeHash));
}
