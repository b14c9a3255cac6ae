import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { FileStorage } from '../../adapters/storage/file-storage.js';
import { newStorageKey } from '../../adapters/storage/file-storage.js';
import type { Database } from '../../db/client.js';
import * as lists from '../trade-lists/trade-lists.service.js';
import { recordUserEvents } from '../realtime/user-events.js';
import * as repo from './trade-exports.repository.js';
import { statusEvent } from './trade-exports.service.js';

export interface ExportWorkerOptions {
  /** How long a claim holds a job; past it another node takes the job over. */
  leaseMs: number;
  /** Claims before a job that keeps failing is `failed`. */
  maxAttempts: number;
  /** How long a finished file is kept. */
  retentionMs: number;
  /** Jobs one pass takes at most (the rest wait for the next pass). */
  maxJobs?: number;
  /** Called between reading the trades and storing the file (tests stop a "node" there). */
  beforeStore?: (job: repo.TradeExportRow) => Promise<void>;
}

export interface ExportWorkerReport {
  completed: string[];
  noData: string[];
  failed: string[];
  retried: string[];
  /** Jobs this node lost to another while working (its lease ran out): nothing of its work kept. */
  lost: string[];
}

const describe = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 500);
const later = (ms: number) => sql`now() + (${ms}::bigint * interval '1 millisecond')`;

/**
 * One pass of the export worker: claims due jobs one at a time (FOR UPDATE SKIP LOCKED, leased), reads
 * the trades, writes the file to the shared storage and completes the job with its `export.ready`
 * event in one transaction. Every move after the claim checks the claim token, so when a lease ran out
 * and another node took the job, the slow node's late moves change nothing and its file is deleted.
 * @example await runTradeExportWorker(app.db, files.private, { leaseMs: 120_000, maxAttempts: 3, retentionMs: 72 * 3_600_000 });
 */
export async function runTradeExportWorker(
  db: Database,
  storage: FileStorage,
  options: ExportWorkerOptions,
): Promise<ExportWorkerReport> {
  const report: ExportWorkerReport = { completed: [], noData: [], failed: [], retried: [], lost: [] };
  for (let taken = 0; taken < (options.maxJobs ?? 20); taken += 1) {
    const job = await repo.claimNextReport(db, { leaseMs: options.leaseMs });
    if (!job) break;
    await runJob(db, storage, job, options, report);
  }
  return report;
}

async function runJob(
  db: Database,
  storage: FileStorage,
  job: repo.TradeExportRow,
  options: ExportWorkerOptions,
  report: ExportWorkerReport,
): Promise<void> {
  const claim = { id: job.id, claimToken: job.claimToken! };
  let storedKey: string | null = null;
  try {
    if (job.attempts > options.maxAttempts) {
      // Claimed again after its last lease ran out: the attempts are spent (a job that kills nodes).
      await finish(db, claim, 'in_progress', {
        status: 'failed',
        lastError: job.lastError ?? 'lease expired',
      });
      report.failed.push(job.id);
      return;
    }
    const items = await lists.historyForExport(db, job.userId, {
      status: job.filters.status as lists.HistoryFilters['status'],
      type: job.filters.offerType ?? 'all',
      from: job.rangeStart,
      to: job.rangeEnd,
      cryptoCurrencyCode: job.filters.cryptoCurrencyCode,
      paymentMethodId: job.filters.paymentMethodId,
    });
    if (items.length === 0) {
      const done = await finish(db, claim, 'in_progress', {
        status: 'no_data',
        rowCount: 0,
        completedAt: new Date(),
      });
      (done ? report.noData : report.lost).push(job.id);
      return;
    }
    const generating = await repo.moveClaimed(db, claim, 'in_progress', { status: 'generating' });
    if (!generating) {
      report.lost.push(job.id);
      return;
    }
    await recordStatus(db, generating);
    const title = `Trade history ${job.startDate} to ${job.endDate} (${job.timezone})`;
    const file = await lists.historyFile(job.format, items, title);
    await options.beforeStore?.(job);
    storedKey = newStorageKey();
    await storage.put(storedKey, file.body, file.contentType);
    const fileName = `trade-history-${job.startDate}-${job.endDate}.${job.format}`;
    const completed = await db.transaction(async (tx) => {
      const row = await repo.moveClaimed(tx, claim, 'generating', {
        status: 'completed',
        fileKey: storedKey,
        fileName,
        contentType: file.contentType,
        fileSize: file.body.length,
        rowCount: items.length,
        completedAt: sql`now()` as unknown as Date,
        expiresAt: later(options.retentionMs) as unknown as Date,
        leaseUntil: null,
      });
      if (row) {
        await recordUserEvents(tx, [
          statusEvent(row),
          {
            userId: row.userId,
            type: 'export.ready',
            payload: { reportId: row.id, format: row.format, fileName },
          },
        ]);
      }
      return row;
    });
    if (!completed) {
      await storage.delete(storedKey);
      report.lost.push(job.id);
      return;
    }
    report.completed.push(job.id);
  } catch (error) {
    if (storedKey) await storage.delete(storedKey).catch(() => undefined);
    await afterError(db, job, claim, describe(error), options, report);
  }
}

/** A failed attempt: back to pending after a pause while attempts are left, else `failed`. */
async function afterError(
  db: Database,
  job: repo.TradeExportRow,
  claim: { id: string; claimToken: string },
  lastError: string,
  options: ExportWorkerOptions,
  report: ExportWorkerReport,
): Promise<void> {
  const fresh = await repo.findReport(db, job.id);
  if (!fresh || fresh.claimToken !== claim.claimToken) return void report.lost.push(job.id);
  const from = fresh.status;
  if (from !== 'in_progress' && from !== 'generating') return void report.lost.push(job.id);
  if (job.attempts >= options.maxAttempts) {
    await finish(db, claim, from, { status: 'failed', lastError });
    report.failed.push(job.id);
    return;
  }
  const backOffMs = Math.min(60_000 * 2 ** (job.attempts - 1), 3_600_000);
  const row = await repo.moveClaimed(db, claim, from, {
    status: 'pending',
    lastError,
    leaseUntil: null,
    nextAttemptAt: later(backOffMs) as unknown as Date,
  });
  if (row) await recordStatus(db, row);
  report.retried.push(job.id);
}

async function finish(
  db: Database,
  claim: { id: string; claimToken: string },
  from: 'in_progress' | 'generating',
  patch: Partial<repo.NewTradeExportRow>,
): Promise<repo.TradeExportRow | undefined> {
  return db.transaction(async (tx) => {
    const row = await repo.moveClaimed(tx, claim, from, { ...patch, leaseUntil: null });
    if (row) await recordUserEvents(tx, [statusEvent(row)]);
    return row;
  });
}

async function recordStatus(db: Database, row: repo.TradeExportRow): Promise<void> {
  await recordUserEvents(db, [statusEvent(row)]);
}

/**
 * Deletes the files whose kept time is over and marks their reports `missing`. The file goes first,
 * inside the transaction that holds the row: a commit that fails leaves a `completed` row whose file
 * is gone, which the next pass (or a download) finds and marks missing; nothing is ever orphaned.
 */
export async function runTradeExportRetention(
  db: Database,
  storage: FileStorage,
  limit = 50,
): Promise<string[]> {
  return db.transaction(async (tx) => {
    const expired = await repo.lockExpiredReports(tx, limit);
    for (const row of expired) {
      if (row.fileKey) await storage.delete(row.fileKey);
      await repo.setStatus(tx, row.id, 'completed', { status: 'missing', fileKey: null });
    }
    await recordUserEvents(
      tx,
      expired.map((row) => statusEvent({ ...row, status: 'missing' })),
    );
    return expired.map((row) => row.id);
  });
}

/** Runs the worker and the retention every `intervalMs` on this node (0 turns them off). */
export function startTradeExportLoop(
  db: Database,
  storage: FileStorage,
  log: FastifyBaseLogger,
  options: ExportWorkerOptions & { intervalMs: number },
): () => void {
  if (options.intervalMs <= 0) return () => undefined;
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    runTradeExportWorker(db, storage, options)
      .then(async (report) => {
        if (report.failed.length > 0) log.warn({ failed: report.failed }, 'trade exports failed');
        await runTradeExportRetention(db, storage);
      })
      .catch((error: unknown) => log.error({ err: error }, 'trade export run failed'))
      .finally(() => {
        running = false;
      });
  }, options.intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
