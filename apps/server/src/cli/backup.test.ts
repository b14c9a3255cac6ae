import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, inject, it, vi } from 'vitest';
import { buildApp } from '../app.js';
import { openDatabase, type Database } from '../db/client.js';
import { acquireDataDirLock } from '../lib/data-dir-lock.js';
import { pgdataOf } from '../modules/ops/embedded-backup.js';
import { opsRoutes } from '../modules/ops/ops.routes.js';
import { testConfig } from '../test/app.js';
import { testDriver } from '../test/database.js';
import { startTestTrade } from '../test/trades.js';
import { runOps } from './ops.js';

afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

function captureOutput() {
  const out: string[] = [];
  vi.spyOn(console, 'log').mockImplementation((...args) => void out.push(args.join(' ')));
  vi.spyOn(console, 'error').mockImplementation((...args) => void out.push(args.join(' ')));
  return out;
}

const tempDir = (name: string) => mkdtempSync(path.join(os.tmpdir(), `p2p-${name}-`));

function useDataDir(dir: string) {
  vi.stubEnv('DATA_DIR', dir);
  vi.stubEnv('DATABASE_URL', '');
  vi.stubEnv('LOG_LEVEL', 'silent');
}

/** Every ledger account with its balance, in a stable order. */
async function balances(db: Database): Promise<string[]> {
  const result = await db.execute(
    sql`select kind, coin, coalesce(user_id, 0) as user_id, ref, balance::text as balance
        from ledger_accounts order by kind, coin, user_id nulls first, ref`,
  );
  return (result as unknown as { rows: Record<string, unknown>[] }).rows.map(
    (row) => `${row.kind} ${row.coin} ${row.user_id} ${row.ref}: ${row.balance}`,
  );
}

describe('ops backup and restore: arguments', () => {
  it('names what is wrong with the arguments', async () => {
    const dir = tempDir('backup-args');
    useDataDir(dir);
    const cases: [string[], RegExp][] = [
      [['backup'], /backup: give the backup file/],
      [['restore', 'a.tar.gz', 'b.tar.gz'], /restore: one file only; unexpected b\.tar\.gz/],
      [
        ['backup', path.join(dir, 'missing-folder', 'x.tar.gz')],
        /The folder .*missing-folder does not exist/,
      ],
      [['restore', path.join(dir, 'nothing.tar.gz')], /nothing\.tar\.gz is not a file/],
    ];
    const existing = path.join(dir, 'taken.tar.gz');
    writeFileSync(existing, 'x');
    cases.push([['backup', existing], /taken\.tar\.gz already exists/]);
    const notBackup = path.join(dir, 'notes.txt');
    writeFileSync(notBackup, 'hello');
    cases.push([['restore', notBackup], /not a backup made by "ops backup"/]);
    for (const [argv, message] of cases) {
      const out = captureOutput();
      expect(await runOps(argv), argv.join(' ')).toBe(1);
      expect(out.join('\n'), argv.join(' ')).toMatch(message);
      vi.restoreAllMocks();
    }
  });

  it('sends PostgreSQL operators to pg_dump', async () => {
    vi.stubEnv('DATABASE_URL', 'postgres://postgres@127.0.0.1:5432/none');
    const out = captureOutput();
    expect(await runOps(['backup', path.join(tempDir('backup-pg'), 'x.tar.gz')])).toBe(1);
    expect(out.join('\n')).toMatch(/with DATABASE_URL use pg_dump and pg_restore/);
  });
});

describe.skipIf(testDriver === 'postgres')('ops backup and restore of the embedded database', () => {
  it('backs up a running node, restores into a fresh folder with the same balances, and verifies', async () => {
    const dir = tempDir('backup-live');
    const image = await readFile(inject('pgliteImagePath'));
    const lock = acquireDataDirLock(dir);
    const database = await openDatabase({
      driver: 'pglite',
      dataDir: pgdataOf(dir),
      loadDataDir: new Blob([image]),
    });
    const config = testConfig({ DATA_DIR: dir });
    const app = await buildApp({ config, database, closeDatabase: true });
    const opsToken = 'backup-test-operator-token';
    await app.register(opsRoutes, { opsToken });
    let atBackup: string[];
    const file = path.join(dir, 'backup.tar.gz');
    try {
      await app.listen({ host: '127.0.0.1', port: 0 });
      const address = app.server.address();
      lock.update({ port: typeof address === 'object' && address ? address.port : null, opsToken });
      await startTestTrade(app, { advanceTo: 'released' });
      await startTestTrade(app, { coin: 'USDT', sellerBalance: 10n ** 9n });
      await startTestTrade(app, { advanceTo: 'paid' });
      atBackup = await balances(app.db);

      useDataDir(dir);
      let out = captureOutput();
      expect(await runOps(['backup', file]), out.join('\n')).toBe(0);
      expect(out.join('\n')).toMatch(/it takes the backup/);
      expect([...readFileSync(file).subarray(0, 2)]).toEqual([0x1f, 0x8b]);
      vi.restoreAllMocks();

      // A restore while the server runs would pull its database from under it.
      out = captureOutput();
      expect(await runOps(['restore', file])).toBe(1);
      expect(out.join('\n')).toMatch(/stop it first/);
      vi.restoreAllMocks();

      // What happens after the backup is not in it.
      await startTestTrade(app, { advanceTo: 'released' });
      expect(await balances(app.db)).not.toEqual(atBackup);
    } finally {
      await app.close();
      lock.release();
    }

    const fresh = tempDir('restore');
    useDataDir(fresh);
    let out = captureOutput();
    expect(await runOps(['restore', file]), out.join('\n')).toBe(0);
    vi.restoreAllMocks();
    out = captureOutput();
    expect(await runOps(['ledger-verify']), out.join('\n')).toBe(0);
    expect(out.join('\n')).toContain('"ok": true');
    vi.restoreAllMocks();

    // A second restore would overwrite the restored database: refused.
    out = captureOutput();
    expect(await runOps(['restore', file])).toBe(1);
    expect(out.join('\n')).toMatch(/already holds a database/);
    vi.restoreAllMocks();

    // Without a server, the command opens the folder itself (and a backup of the restored folder works).
    const second = path.join(fresh, 'again.tar.gz');
    out = captureOutput();
    expect(await runOps(['backup', second]), out.join('\n')).toBe(0);
    vi.restoreAllMocks();

    const restored = await openDatabase({ driver: 'pglite', dataDir: pgdataOf(fresh) });
    try {
      expect(await balances(restored.db)).toEqual(atBackup);
    } finally {
      await restored.close();
    }
    // Opening, dumping and loading PGlite folders takes seconds each on a busy machine.
  }, 240_000);
});
