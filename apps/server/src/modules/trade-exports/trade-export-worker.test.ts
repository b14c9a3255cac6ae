import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tradeExportReports } from '../../db/schema.js';
import { createTestApp, type TestContext } from '../../test/app.js';
import { insertTrade, tradeParties } from '../trade-lists/trade-test-kit.js';
import { insertJob, readyEventsOf, trackedStorage } from './trade-export-test-kit.js';
import { runTradeExportRetention, runTradeExportWorker } from './trade-export-worker.js';
import * as repo from './trade-exports.repository.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const options = { leaseMs: 60_000, maxAttempts: 3, retentionMs: 3_600_000 };
const lastWeek = () => ({ from: new Date(Date.now() - 7 * 86_400_000), to: new Date(Date.now() + 60_000) });

async function partiesWithTrade() {
  const parties = await tradeParties(ctx);
  await insertTrade(ctx.database.db, {
    sellerId: parties.seller.user.id,
    buyerId: parties.buyer.user.id,
    status: 'released',
    startedAt: new Date(Date.now() - 86_400_000),
  });
  return parties;
}

describe('the export worker after a node died', () => {
  it('takes over a job whose lease ran out, and the late node changes nothing', async () => {
    const db = ctx.database.db;
    const storage = trackedStorage();
    const { seller } = await partiesWithTrade();
    const job = await insertJob(db, seller.user.id, lastWeek());
    // Node A claims the job, reads the trades, then hangs before storing; its lease runs out and
    // node B does the whole job meanwhile.
    let bReport: Awaited<ReturnType<typeof runTradeExportWorker>> | undefined;
    const aReport = await runTradeExportWorker(db, storage, {
      ...options,
      maxJobs: 1,
      beforeStore: async (claimed) => {
        if (claimed.id !== job.id || bReport) return;
        await db
          .update(tradeExportReports)
          .set({ leaseUntil: sql`now() - interval '1 second'` })
          .where(eq(tradeExportReports.id, job.id));
        bReport = await runTradeExportWorker(db, storage, { ...options, maxJobs: 1 });
      },
    });
    expect(bReport?.completed).toEqual([job.id]);
    expect(aReport.lost).toEqual([job.id]);
    const row = await repo.findReport(db, job.id);
    expect(row).toMatchObject({ status: 'completed', attempts: 2, rowCount: 1 });
    // A's file was deleted; B's is the one the report names.
    expect([...storage.keys]).toEqual([row!.fileKey]);
    expect(await readyEventsOf(db, seller.user.id, job.id)).toBe(1);
    await storage.close();
  });

  it('fails a job after its attempts, and a job left by a dead node is claimed again', async () => {
    const db = ctx.database.db;
    const storage = trackedStorage();
    const { seller } = await partiesWithTrade();
    const job = await insertJob(db, seller.user.id, lastWeek());
    // A claim whose node died: in_progress with a lease that ran out, attempts spent.
    await db
      .update(tradeExportReports)
      .set({ status: 'in_progress', attempts: 3, leaseUntil: sql`now() - interval '1 second'` })
      .where(eq(tradeExportReports.id, job.id));
    const report = await runTradeExportWorker(db, storage, { ...options, maxJobs: 1 });
    expect(report.failed).toEqual([job.id]);
    expect((await repo.findReport(db, job.id))?.status).toBe('failed');

    const alive = await insertJob(db, seller.user.id, lastWeek());
    await db
      .update(tradeExportReports)
      .set({ status: 'generating', attempts: 1, leaseUntil: sql`now() - interval '1 second'` })
      .where(eq(tradeExportReports.id, alive.id));
    expect((await runTradeExportWorker(db, storage, { ...options, maxJobs: 1 })).completed).toEqual([
      alive.id,
    ]);
    await storage.close();
  });

  it('retries a job whose file cannot be stored, then fails it', async () => {
    const db = ctx.database.db;
    const { seller } = await partiesWithTrade();
    const job = await insertJob(db, seller.user.id, lastWeek());
    const broken = trackedStorage();
    broken.put = async () => {
      throw new Error('bucket unreachable');
    };
    const first = await runTradeExportWorker(db, broken, { ...options, maxJobs: 1 });
    expect(first.retried).toEqual([job.id]);
    expect(await repo.findReport(db, job.id)).toMatchObject({
      status: 'pending',
      lastError: 'bucket unreachable',
    });
    await db
      .update(tradeExportReports)
      .set({ attempts: 3, nextAttemptAt: new Date(0) })
      .where(eq(tradeExportReports.id, job.id));
    expect((await runTradeExportWorker(db, broken, { ...options, maxJobs: 1 })).failed).toEqual([job.id]);
    expect((await repo.findReport(db, job.id))?.status).toBe('failed');
  });
});

describe('the kept time', () => {
  it('deletes only the files whose time is over and marks their reports missing', async () => {
    const db = ctx.database.db;
    const storage = trackedStorage();
    const { seller } = await partiesWithTrade();
    const old = await insertJob(db, seller.user.id, lastWeek());
    const fresh = await insertJob(db, seller.user.id, lastWeek(), 'xlsx');
    await runTradeExportWorker(db, storage, { ...options, maxJobs: 2 });
    expect(storage.keys.size).toBe(2);
    await db
      .update(tradeExportReports)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(tradeExportReports.id, old.id));
    expect(await runTradeExportRetention(db, storage)).toEqual([old.id]);
    expect(await repo.findReport(db, old.id)).toMatchObject({ status: 'missing', fileKey: null });
    const kept = await repo.findReport(db, fresh.id);
    expect(kept?.status).toBe('completed');
    expect([...storage.keys]).toEqual([kept!.fileKey]);
    // Nothing else is due: a second pass changes nothing.
    expect(await runTradeExportRetention(db, storage)).toEqual([]);
    await storage.close();
  });
});
