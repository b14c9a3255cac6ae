import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { describe, expect, inject, it } from 'vitest';
import { openDatabase, type Database, type DatabaseHandle } from '../../db/client.js';
import { createTestDatabase, testDriver } from '../../test/database.js';
import type { CommittedLine } from '../../test/ledger-crash-worker.js';
import { fund, insertUsers } from '../../test/ledger.js';
import { verifyLedger } from './ledger-verify.js';
import * as ledger from './ledger.service.js';

/**
 * A process running a stream of ledger transactions is killed with SIGKILL in the middle of it;
 * after the database is opened again, every invariant holds and every transaction the process
 * saw commit is there. On PostgreSQL the worker runs several streams at once, so the kill lands
 * inside open transactions; on PGlite the data folder itself must recover from the crash.
 */

const serverRoot = fileURLToPath(new URL('../../..', import.meta.url));
const workerPath = fileURLToPath(new URL('../../test/ledger-crash-worker.ts', import.meta.url));
const KILL_AFTER = 60;

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

interface Killed {
  committed: CommittedLine[];
  signal: NodeJS.Signals | null;
  stderr: string;
}

/** Runs the worker until it has reported `killAfter` commits, then SIGKILLs it. */
function runAndKill(args: string[], killAfter: number): Promise<Killed> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', workerPath, ...args], {
      cwd: serverRoot,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const committed: CommittedLine[] = [];
    let buffered = '';
    let stderr = '';
    let killed = false;
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`the worker reported ${committed.length} commits in 45 s: ${stderr}`));
    }, 45_000);
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    child.stdout.on('data', (chunk: Buffer) => {
      buffered += chunk.toString();
      const lines = buffered.split('\n');
      buffered = lines.pop()!;
      for (const line of lines) {
        if (line === 'ready' || line === '') continue;
        committed.push(JSON.parse(line) as CommittedLine);
      }
      if (!killed && committed.length >= killAfter) {
        killed = true;
        child.kill('SIGKILL');
      }
    });
    child.on('error', reject);
    child.on('close', (_code, signal) => {
      clearTimeout(timer);
      resolve({ committed, signal, stderr });
    });
  });
}

async function expectIntact(db: Database, run: Killed): Promise<void> {
  expect(run.signal, run.stderr).toBe('SIGKILL');
  expect(run.committed.length).toBeGreaterThanOrEqual(KILL_AFTER);

  const report = await verifyLedger(db);
  expect(report.invariants.filter((invariant) => invariant.violations.length > 0)).toEqual([]);
  expect(report.ok).toBe(true);

  // Every entry the worker saw commit is there, once.
  const reported = run.committed.flatMap((line) => line.entries);
  const found = rowsOf<{ kind: string; ref: string; n: unknown }>(
    await db.execute(sql`select kind, ref, count(*) as n from ledger_entries group by kind, ref`),
  );
  const present = new Map(found.map((row) => [`${row.kind} ${row.ref}`, Number(row.n)]));
  const missing = reported.filter((entry) => present.get(`${entry.kind} ${entry.ref}`) !== 1);
  expect(missing).toEqual([]);
  const [total] = rowsOf<{ n: unknown }>(await db.execute(sql`select count(*) as n from ledger_entries`));
  expect(Number(total!.n)).toBeGreaterThanOrEqual(reported.length);
}

/** The database takes new money moves after the crash. */
async function expectUsable(db: Database): Promise<void> {
  const [seller, buyer] = await insertUsers(db, 2);
  await fund(db, seller!, 'BTC', 5_000n);
  await db.transaction((tx) =>
    ledger.lockEscrow(tx, {
      ref: `after-crash-${seller}`,
      sellerId: seller!,
      coin: 'BTC',
      amount: 4_000n,
      fee: 40n,
    }),
  );
  await db.transaction((tx) => ledger.releaseEscrow(tx, { ref: `after-crash-${seller}`, buyerId: buyer! }));
  expect((await verifyLedger(db)).ok).toBe(true);
}

describe('a crash in the middle of a stream of transfers', () => {
  it.runIf(testDriver === 'postgres')(
    'leaves PostgreSQL consistent with every reported commit in place',
    async () => {
      const owner = await createTestDatabase();
      try {
        const [row] = rowsOf<{ name: string }>(
          await owner.db.execute(sql`select current_database() as name`),
        );
        const url = new URL(process.env.TEST_DATABASE_URL!);
        url.pathname = `/${row!.name}`;
        url.searchParams.set('application_name', 'ledger-crash-worker');
        const run = await runAndKill(['pg', url.toString(), '4'], KILL_AFTER);

        // The server rolls back what the dead client left open once it notices the closed sockets.
        for (let waited = 0; waited < 100; waited += 1) {
          const [open] = rowsOf<{ n: unknown }>(
            await owner.db.execute(
              sql`select count(*) as n from pg_stat_activity where application_name = 'ledger-crash-worker'
                  and datname = current_database()`,
            ),
          );
          if (Number(open!.n) === 0) break;
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
        const reopened: DatabaseHandle = await openDatabase({
          driver: 'pg',
          url: url.toString(),
          poolSize: 2,
        });
        try {
          await expectIntact(reopened.db, run);
          await expectUsable(reopened.db);
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
    'leaves a PGlite data folder consistent with every reported commit in place',
    async () => {
      const dataDir = await mkdtemp(path.join(os.tmpdir(), 'p2p-ledger-crash-'));
      try {
        const image = await readFile(inject('pgliteImagePath'));
        const seeded = await openDatabase({ driver: 'pglite', dataDir, loadDataDir: new Blob([image]) });
        await seeded.close();

        const run = await runAndKill(['pglite', dataDir, '1'], KILL_AFTER);

        const reopened = await openDatabase({ driver: 'pglite', dataDir });
        try {
          await expectIntact(reopened.db, run);
          await expectUsable(reopened.db);
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
