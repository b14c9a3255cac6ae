import { existsSync, readdirSync, statSync } from 'node:fs';
import { open, readFile, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase, type DatabaseHandle } from '../../db/client.js';
import { prepareDatabase } from '../../db/setup.js';

/**
 * Backups of the embedded (PGlite) database: a gzipped tarball of its data folder, taken by PGlite's
 * dumpDataDir while no transaction runs, so it holds exactly what had committed. A running server
 * takes it itself (the ops route); without one the command opens the folder under the data-folder
 * lock. A restore needs the node stopped and an empty folder (decision 031).
 */

export class BackupError extends Error {}

const GZIP_MAGIC = [0x1f, 0x8b];

/** The embedded database's folder inside DATA_DIR (see db/setup). */
export const pgdataOf = (dataDir: string) => path.join(dataDir, 'pgdata');

function hasFiles(folder: string): boolean {
  return existsSync(folder) && readdirSync(folder).length > 0;
}

/** Refuses a backup target that exists or whose folder does not. */
export function checkBackupTarget(file: string): string {
  const target = path.resolve(file);
  if (existsSync(target)) throw new BackupError(`${target} already exists; choose a new file name.`);
  const folder = path.dirname(target);
  if (!existsSync(folder) || !statSync(folder).isDirectory())
    throw new BackupError(`The folder ${folder} does not exist.`);
  return target;
}

/** The dump of an open embedded database. */
export async function dumpDatabase(handle: DatabaseHandle): Promise<Uint8Array> {
  if (!handle.dumpDataDir)
    throw new BackupError('Only the embedded database is backed up this way; use pg_dump for PostgreSQL.');
  return new Uint8Array(await (await handle.dumpDataDir()).arrayBuffer());
}

/** Writes the dump beside its target and renames it into place, so a half-written file never looks done. */
export async function writeBackup(
  target: string,
  bytes: Uint8Array,
): Promise<{ file: string; bytes: number }> {
  if (bytes.length < 2 || bytes[0] !== GZIP_MAGIC[0] || bytes[1] !== GZIP_MAGIC[1])
    throw new BackupError('The dump is not a gzipped tarball; nothing was written.');
  const partial = `${target}.partial`;
  const file = await open(partial, 'wx', 0o600);
  try {
    await file.writeFile(bytes);
    await file.sync();
  } finally {
    await file.close();
  }
  await rename(partial, target);
  return { file: target, bytes: bytes.length };
}

/** Backs up a data folder no server holds (the caller holds its lock). */
export async function backupFolder(
  dataDir: string,
  target: string,
): Promise<{ file: string; bytes: number }> {
  const pgdata = pgdataOf(dataDir);
  if (!hasFiles(pgdata)) throw new BackupError(`There is no database in ${pgdata}.`);
  const handle = await openDatabase({ driver: 'pglite', dataDir: pgdata });
  try {
    return await writeBackup(target, await dumpDatabase(handle));
  } finally {
    await handle.close();
  }
}

/** Reads and checks a backup file: it must exist and be gzip-compressed. */
export async function readBackup(file: string): Promise<Uint8Array> {
  const source = path.resolve(file);
  if (!existsSync(source) || !statSync(source).isFile()) throw new BackupError(`${source} is not a file.`);
  const bytes = new Uint8Array(await readFile(source));
  if (bytes.length < 2 || bytes[0] !== GZIP_MAGIC[0] || bytes[1] !== GZIP_MAGIC[1])
    throw new BackupError(`${source} is not a backup made by "ops backup" (not a gzipped tarball).`);
  return bytes;
}

/**
 * Restores a backup into a data folder that holds no database yet (the caller holds its lock), then
 * applies this version's migrations and reference data, as a start would.
 */
export async function restoreFolder(
  dataDir: string,
  file: string,
): Promise<{ dataDir: string; file: string; bytes: number }> {
  const bytes = await readBackup(file);
  const pgdata = pgdataOf(dataDir);
  if (hasFiles(pgdata)) {
    throw new BackupError(
      `${pgdata} already holds a database. Restore into a fresh DATA_DIR, or move that folder aside first.`,
    );
  }
  let handle: DatabaseHandle | undefined;
  try {
    handle = await openDatabase({ driver: 'pglite', dataDir: pgdata, loadDataDir: new Blob([bytes]) });
    await handle.db.execute(sql`select 1 from ledger_accounts limit 1`);
    await prepareDatabase(handle);
  } catch (error) {
    await handle?.close().catch(() => undefined);
    handle = undefined;
    await rm(pgdata, { recursive: true, force: true });
    const reason = error instanceof Error ? error.message : String(error);
    throw new BackupError(`${path.resolve(file)} could not be restored (${reason}); ${pgdata} was removed.`);
  } finally {
    await handle?.close();
  }
  return { dataDir: path.resolve(dataDir), file: path.resolve(file), bytes: bytes.length };
}
