import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { describe, expect, inject, it } from 'vitest';
import { openDatabase, type Database } from '../../db/client.js';
import { createTestDatabase, testDriver } from '../../test/database.js';
import { balanceOf } from '../../test/ledger.js';
import type { CrashWorkerReady } from '../../test/send-out-crash-worker.js';
import { sendOutEntries, sendOutRow, transfersOnChain } from '../../test/send-outs.js';
import { SimulatedChain } from '../chain/simulated-chain.js';
import { verifyLedger } from '../ledger/ledger-verify.js';
import { syncChain } from './chain-sync.js';

/**
 * A process sending send-outs is killed with SIGKILL in the middle of one: before the chain call,
 * or after the chain took the send but before the outcome was recorded. Opened again, the send-out
 * is in `sending` with its intent; the next watcher pass (recovery, then sending) leaves every
 * send-out sent exactly once on the chain, the user charged once and the ledger whole.
 */

const serverRoot = fileURLToPath(new URL('../../..', import.meta.url));
const workerPath = fileURLToPath(new URL('../../test/send-out-crash-worker.ts', import.meta.url));

/** Runs the worker until it pauses inside the send, then SIGKILLs it. */
function runAndKill(args: string[]): Promise<{ ready: CrashWorkerReady; signal: NodeJS.Signals | null }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', workerPath, ...args], {
      cwd: serverRoot,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let ready: CrashWorkerReady | undefined;
    let buffered = '';
    let stderr = '';
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`the worker did not pause in 45 s: ${stderr}`));
    }, 45_000);
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    child.stdout.on('data', (chunk: Buffer) => {
      buffered += chunk.toString();
      const lines = buffered.split('\n');
      buffered = lines.pop()!;
      for (const line of lines) {
        if (line === 'paused') child.kill('SIGKILL');
        else if (line) ready = JSON.parse(line) as CrashWorkerReady;
      }
    });
    child.on('error', reject);
    child.on('close', (_code, signal) => {
      clearTimeout(timer);
      if (!ready) reject(new Error(`the worker never got ready: ${stderr}`));
      else resolve({ ready, signal });
    });
  });
}

async function expectRecovered(db: Database, ready: CrashWorkerReady, point: 'before' | 'after') {
  const [first, ...rest] = ready.sendOuts;
  expect(await sendOutRow(db, first!)).toMatchObject({
    status: 'sending',
    send_reference: `p2p-send-out:${first}`,
  });
  expect(await transfersOnChain(db, first!)).toHaveLength(point === 'after' ? 1 : 0);
  for (const id of rest) expect((await sendOutRow(db, id)).status).toBe('pending');
  expect((await verifyLedger(db)).ok).toBe(true);

  // The restarted node's first watcher pass.
  const report = await syncChain(db, new SimulatedChain(db, 'BTC', 1), { sendRecoveryGraceMs: 0 });
  expect(report).toMatchObject({
    recovered: point === 'after' ? 1 : 0,
    requeued: point === 'before' ? 1 : 0,
    sent: point === 'after' ? 2 : 3,
    errors: [],
  });
  for (const id of ready.sendOuts) {
    expect((await sendOutRow(db, id)).status).toBe('sent');
    expect(await transfersOnChain(db, id)).toHaveLength(1);
    expect(await sendOutEntries(db, id)).toEqual({ withdrawal: 1, withdrawal_settled: 1 });
  }
  expect(await balanceOf(db, ready.userId, 'BTC')).toBe(100_000n - 3n * 1_010n);
  const report2 = await verifyLedger(db);
  expect(report2.invariants.filter((invariant) => invariant.violations.length > 0)).toEqual([]);
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

describe.each(['before', 'after'] as const)('a send-out process killed %s the chain call', (point) => {
  it.runIf(testDriver === 'postgres')(
    'is recovered on PostgreSQL: every send-out sent exactly once',
    async () => {
      const owner = await createTestDatabase();
      try {
        const [row] = rowsOf<{ name: string }>(
          await owner.db.execute(sql`select current_database() as name`),
        );
        const url = new URL(process.env.TEST_DATABASE_URL!);
        url.pathname = `/${row!.name}`;
        const run = await runAndKill(['pg', url.toString(), point]);
        expect(run.signal).toBe('SIGKILL');
        const reopened = await openDatabase({ driver: 'pg', url: url.toString(), poolSize: 2 });
        try {
          await expectRecovered(reopened.db, run.ready, point);
        } finally {
          await reopened.close();
        }
      } finally {
        await owner.close();
      }
    },
    60_000,
  );

  it.runIf(testDriver === 'pglite')(
    'is recovered from a PGlite data folder: every send-out sent exactly once',
    async () => {
      const dataDir = await mkdtemp(path.join(os.tmpdir(), 'p2p-send-out-crash-'));
      try {
        const image = await readFile(inject('pgliteImagePath'));
        const seeded = await openDatabase({ driver: 'pglite', dataDir, loadDataDir: new Blob([image]) });
        await seeded.close();
        const run = await runAndKill(['pglite', dataDir, point]);
        expect(run.signal).toBe('SIGKILL');
        const reopened = await openDatabase({ driver: 'pglite', dataDir });
        try {
          await expectRecovered(reopened.db, run.ready, point);
        } finally {
          await reopened.close();
        }
      } finally {
        await rm(dataDir, { recursive: true, force: true });
      }
    },
    60_000,
  );
});
