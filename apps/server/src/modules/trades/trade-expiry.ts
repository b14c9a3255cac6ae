import type { FastifyInstance } from 'fastify';
import type { TradeTransition } from '@p2p/shared';
import type { Database } from '../../db/client.js';
import { performTradeAction } from './trade-actions.service.js';
import * as repo from './trades.repository.js';

/** Expired trades read per round; each is then claimed and ended in a transaction of its own. */
export const EXPIRY_BATCH_SIZE = 20;
/** Rounds per run; what is left waits for the next run. */
const MAX_BATCHES_PER_RUN = 50;

export interface ExpiryReport {
  /** Hashes of the trades that ended: expired (escrow back to the seller) or cancelled_system. */
  expired: string[];
  failed: string[];
}

/**
 * Ends the open trades whose window is over, through the same transition as everything else
 * (active_funded → expired with a refund, not_funded → cancelled_system). Each trade is claimed with
 * FOR UPDATE SKIP LOCKED and ended in its own transaction: several nodes running this at once share
 * the work, a trade a party is acting on right now is left for the next run, and no transaction ever
 * holds one trade's seller accounts while it waits for another trade's offer row (the lock order
 * trade → offer → accounts holds per transaction; across trades it would deadlock with a start).
 * @example await runTradeExpiry(app.db, new Date());
 */
export async function runTradeExpiry(
  db: Database,
  now: Date = new Date(),
  options: {
    batchSize?: number;
    disputeDelayMinutes?: number;
    /** Told of each transition once its transaction committed (the node's metrics). */
    onTransition?: (transition: TradeTransition) => void;
  } = {},
): Promise<ExpiryReport> {
  const report: ExpiryReport = { expired: [], failed: [] };
  const batchSize = options.batchSize ?? EXPIRY_BATCH_SIZE;
  // Trades already tried this run (ended, failed, or held by another node) are not read again.
  const tried: string[] = [];
  for (let batch = 0; batch < MAX_BATCHES_PER_RUN; batch += 1) {
    const hashes = await repo.listExpiredTradeHashes(db, now, batchSize, tried);
    tried.push(...hashes);
    for (const hash of hashes) {
      try {
        const ended = await db.transaction(async (tx) => {
          if (!(await repo.claimExpiredTrade(tx, hash, now))) return null;
          const result = await performTradeAction(tx, {
            hash,
            action: 'expire',
            actor: 'system',
            disputeDelayMinutes: options.disputeDelayMinutes ?? 0,
            now,
          });
          return result;
        });
        if (ended) report.expired.push(hash);
        if (ended?.changed && ended.transition) options.onTransition?.(ended.transition);
      } catch {
        report.failed.push(hash);
      }
    }
    if (hashes.length < batchSize) break;
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
    runTradeExpiry(app.db, new Date(), {
      onTransition: (transition) => app.metrics.tradeTransition(transition),
    })
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
