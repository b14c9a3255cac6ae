import type { Config } from '../config.js';
import { readLiveLock } from '../lib/data-dir-lock.js';
import {
  backupFolder,
  BackupError,
  checkBackupTarget,
  restoreFolder,
  writeBackup,
} from '../modules/ops/embedded-backup.js';
import { UsageError, type OpsCommand } from './ops-command.js';
import { readyServer, requireDataFolder, withDataDirLock } from './ops-data-dir.js';

/** backup and restore of the embedded database (modules/ops/embedded-backup, decision 031). */

function fileArgument(word: string, args: readonly string[]): string {
  const [file, ...more] = args;
  if (file === undefined || file.trim() === '')
    throw new UsageError(`${word}: give the backup file, e.g. npm run ops -- ${word} backups/p2p.tar.gz`);
  if (more.length > 0) throw new UsageError(`${word}: one file only; unexpected ${more.join(' ')}`);
  return file;
}

/** The embedded data folder these commands work on; PostgreSQL has its own tools. */
function embeddedDataFolder(config: Config, word: string): string {
  if (config.DATABASE_URL) {
    throw new UsageError(
      `${word} covers the embedded database; with DATABASE_URL use pg_dump and pg_restore (README, Operations).`,
    );
  }
  requireDataFolder(config);
  return config.DATA_DIR;
}

export const backupCommand: OpsCommand<'backup', string> = {
  name: 'backup',
  usage: `  backup FILE                     write the embedded database to FILE (a new .tar.gz): through the
                                  running server on DATA_DIR, or directly when none runs`,
  options: [],
  takesArguments: true,
  parse: (word, _values, args) => fileArgument(word, args),
  async runOnDataFolder(config, file) {
    const dataDir = embeddedDataFolder(config, 'backup');
    const holder = readLiveLock(dataDir);
    const target = checkBackupTarget(file);
    if (holder) {
      const server = readyServer(holder, dataDir);
      console.log(`A server (pid ${server.pid}) runs on ${dataDir}: it takes the backup.`);
      const response = await fetch(`http://127.0.0.1:${server.port}/internal/ops/backup`, {
        method: 'POST',
        headers: { authorization: `Bearer ${server.opsToken}`, 'content-type': 'application/json' },
        body: '{}',
      });
      if (!response.ok)
        throw new Error(`The server refused the backup: ${response.status} ${await response.text()}`);
      return writeBackup(target, new Uint8Array(await response.arrayBuffer()));
    }
    return withDataDirLock(dataDir, () => backupFolder(dataDir, target));
  },
};

export const restoreCommand: OpsCommand<'restore', string> = {
  name: 'restore',
  usage: `  restore FILE                    load a backup into a DATA_DIR that holds no database yet (the
                                  server stopped); then start the server on it. With DATABASE_URL
                                  use pg_dump / pg_restore instead (README, Operations)`,
  options: [],
  takesArguments: true,
  parse: (word, _values, args) => fileArgument(word, args),
  async runOnDataFolder(config, file) {
    const dataDir = embeddedDataFolder(config, 'restore');
    const holder = readLiveLock(dataDir);
    if (holder) {
      throw new BackupError(
        `A server (pid ${holder.pid}) runs on ${dataDir}: stop it first, a restore replaces its database.`,
      );
    }
    return withDataDirLock(dataDir, () => restoreFolder(dataDir, file));
  },
};
