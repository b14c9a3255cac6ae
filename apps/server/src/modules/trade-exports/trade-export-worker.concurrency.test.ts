import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.js';
import { createTestApp, type TestContext } from '../../test/app.js';
import { openWidePool, testDriver } from '../../test/database.js';
import { insertTrade, tradeParties } from '../trade-lists/trade-test-kit.js';
import { insertJob, readyEventsOf, trackedStorage } from './trade-export-test-kit.js';
import { runTradeExportWorker } from './trade-export-worker.js';
import * as repo from './trade-exports.repository.js';

/**
 * Two export workers racing on PostgreSQL (PGlite runs one transaction at a time and would hide a
 * double claim): every job is done by exactly one of them, with one file and one `export.ready`.
 */
describe.skipIf(testDriver !== 'postgres')('export workers racing (PostgreSQL)', () => {
  let ctx: TestContext;
  let wide: DatabaseHandle;

  beforeAll(async () => {
    ctx = await createTestApp();
    wide = await openWidePool(ctx.database.db, 10);
  });
  afterAll(async () => {
    await wide?.close();
    await ctx?.close();
  });

  it('does each job once', async () => {
    const db = wide.db;
    const { seller, buyer } = await tradeParties(ctx);
    for (let index = 0; index < 3; index += 1) {
      await insertTrade(ctx.database.db, {
        sellerId: seller.user.id,
        buyerId: buyer.user.id,
        status: 'released',
        startedAt: new Date(Date.now() - (index + 1) * 3_600_000),
      });
    }
    const range = { from: new Date(Date.now() - 2 * 86_400_000), to: new Date(Date.now() + 60_000) };
    const jobs = [];
    for (let index = 0; index < 12; index += 1) {
      jobs.push(
        await insertJob(db, index % 2 ? seller.user.id : buyer.user.id, range, index % 3 ? 'csv' : 'xlsx'),
      );
    }
    const storage = trackedStorage();
    const options = { leaseMs: 60_000, maxAttempts: 3, retentionMs: 3_600_000, maxJobs: 50 };
    const [a, b] = await Promise.all([
      runTradeExportWorker(db, storage, options),
      runTradeExportWorker(db, storage, options),
    ]);
    const done = [...a.completed, ...b.completed].sort();
    expect(done).toEqual(jobs.map((job) => job.id).sort());
    expect(a.lost.concat(b.lost, a.failed, b.failed, a.retried, b.retried)).toEqual([]);
    // Both took part (each claim is its own transaction, so they interleave).
    expect(a.completed.length).toBeGreaterThan(0);
    expect(b.completed.length).toBeGreaterThan(0);
    for (const job of jobs) {
      const row = await repo.findReport(db, job.id);
      expect(row).toMatchObject({ status: 'completed', attempts: 1, rowCount: 3 });
      expect(await readyEventsOf(db, job.userId, job.id)).toBe(1);
    }
    expect(storage.keys.size).toBe(jobs.length);
    await storage.close();
  });
});
