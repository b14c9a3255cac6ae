import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.js';
import { performTradeAction } from './trade-actions.service.js';
import * as repo from './trades.repository.js';

/** Trades claimed per transaction: small, so a node never holds many row locks for long. */
export const EXPIRY_BATCH_SIZE = 20;
/** Batches per run; what is left waits for the next run. */
const MAX_BATCHES_PER_RUN = 50;

export interface ExpiryReport {
  /** Hashes of the trades that ended: expired (escrow back to the seller) or cancelled_system. */
  expired: string[];
  failed: string[];
}

/**
 * Ends the open trades whose window is over, through the same transition as everything else
 * (active_funded → expired with a refund, not_funded → cancelled_system). Each batch is claimed with
 * FOR UPDATE SKIP LOCKED inside its transaction, so several nodes running this at once share the work
 * and a trade a party is acting on right now is left for the next run.
 * @example await runTradeExpiry(app.db, new Date());
 */
export async function runTradeExpiry(
  db: Database,
  now: Date = new Date(),
  options: { batchSize?: number; disputeDelayMinutes?: number } = {},
): Promise<ExpiryReport> {
  const report: ExpiryReport = { expired: [], failed: [] };
  const batchSize = options.batchSize ?? EXPIRY_BATCH_SIZE;
  for (let batch = 0; batch < MAX_BATCHES_PER_RUN; batch += 1) {
    const claimed = await db.transaction(async (tx) => {
      const rows = await repo.claimExpiredTrades(tx, now, batchSize);
      for (const row of rows) {
        try {
          // A savepoint per trade: one failure does not undo the others of the batch.
          await performTradeAction(tx, {
            hash: row.hash,
            action: 'expire',
            actor: 'system',
            disputeDelayMinutes: options.disputeDelayMinutes ?? 0,
            now,
          });
          report.expired.push(row.hash);
        } catch {
          report.failed.push(row.hash);
        }
      }
      return rows.length;
    });
    // A batch with failures would be claimed again at once: leave them for the next run.
    if (claimed < batchSize || report.failed.length > 0) break;
  }
  return report;
}

/** Runs runTradeExpiry every `intervalMs` on this node (0 turns it off); stops when the app closes. */
export function startTradeExpiryLoop(app: FastifyInstance, intervalMs: number): void {
  if (intervalMs <= 0) return;
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    runTradeExpiry(app.db)
      .then((report) => {
        if (report.failed.length > 0) app.log.warn({ failed: report.failed }, 'some trades did not expire');
      })
      .catch((error: unknown) => app.log.error({ err: error }, 'trade expiry run failed'))
      .finally(() => {
        running = false;
      });
  }, intervalMs);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
